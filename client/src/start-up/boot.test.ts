// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { COPY_SAFETY_NET_MS } from './budgets';
import { boot, type AppModule } from './boot';
import { SCREEN_SNAPSHOT_ELEMENT_ID, isShowingSnapshot } from './screen-snapshot';
import { SIGNED_IN_HINT_KEY } from './signed-in-hint';

/** Firebase Auth's chunk: whether boot asks for it is what these tests look at, not Firebase. */
const firebase = vi.hoisted(() => ({ load: vi.fn(async () => ({})) }));
vi.mock('@/lib/firebase', () => ({ loadFirebaseSession: firebase.load }));

/** The page as index.html leaves it after painting the start-up copy: the copy, then the hidden #root. */
function paintCopy(): HTMLElement {
  document.body.innerHTML = `<div id="${SCREEN_SNAPSHOT_ELEMENT_ID}"><div inert>$1,200.00</div></div><div id="root" style="display: none"></div>`;
  return document.getElementById('root')!;
}

/** What happened, in order; 'next task' where the start let the browser run what was waiting. */
let steps: string[] = [];

beforeEach(() => {
  steps = [];
  vi.stubGlobal('scheduler', { yield: async () => void steps.push('next task') });
  // Safety nets left running by a test would fire in the next one.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  firebase.load.mockClear();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  localStorage.clear();
});

test('evaluates React, then the app, then mounts it, each in a task of its own', async () => {
  const root = paintCopy();
  const app: AppModule = { mountApp: (container) => steps.push(`mount into #${container.id}`) };
  await boot(root, async () => {
    steps.push('app loaded');
    return app;
  });
  expect(steps).toEqual(['next task', 'next task', 'app loaded', 'next task', 'mount into #root']);
  // Mounting is not the copy's end: the first screen says when (use-screen-snapshot.ts).
  expect(isShowingSnapshot()).toBe(true);
});

test('the start-up copy gives way after its safety net even when no screen ever says it is ready', async () => {
  const root = paintCopy();
  const started = boot(root, async () => ({ mountApp: () => undefined }));
  await vi.advanceTimersByTimeAsync(COPY_SAFETY_NET_MS - 1);
  await started;
  expect(isShowingSnapshot()).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  expect(isShowingSnapshot()).toBe(false);
  expect(root.style.display).toBe('');
});

test("when the app's code cannot load, what is behind the copy shows at once and the failure is reported", async () => {
  const root = paintCopy();
  await expect(boot(root, () => Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toThrow('dynamically imported');
  expect(isShowingSnapshot()).toBe(false);
  expect(root.style.display).toBe('');
});

test("Firebase Auth's code is fetched at once only after a signed-in session", async () => {
  const app = async () => ({ mountApp: () => undefined });
  await boot(paintCopy(), app);
  expect(firebase.load).not.toHaveBeenCalled();

  localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
  await boot(paintCopy(), app);
  expect(firebase.load).toHaveBeenCalledOnce();
});
