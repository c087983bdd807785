// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, expect, test, vi } from 'vitest';
import { startUp } from '@/start-up/start-up';
import { DatabaseContext, type DatabaseState } from '../database-context';
import type { PaydownDatabase } from '../paydown-database';
import { useSync, type SyncStatus } from '../cloud-sync';
import type { StartSyncOptions } from './start-sync';
import { SyncProvider } from './sync-provider';

/** The engine's code arrives when the test says so, like a chunk still on its way. */
const engine = vi.hoisted(() => ({ release: (): void => undefined, fail: (_error: Error): void => undefined }));
const started = vi.hoisted(() => [] as { options: unknown; status$: unknown; stop: () => Promise<void> }[]);

/** The first screen is done when the test says so (sync waits for that, see sync-provider.tsx). */
const idle = { release: (): void => undefined };
vi.spyOn(startUp, 'afterFirstScreen').mockImplementation(() => new Promise<void>((resolve) => (idle.release = resolve)));

vi.mock('./load-sync-engine', () => ({
  loadSyncEngine: () =>
    new Promise((resolve, reject) => {
      engine.fail = reject;
      engine.release = () =>
        resolve({
          startSync: (options: StartSyncOptions) => {
            const status$ = new Subject<SyncStatus>();
            const run = { options, status$, stop: vi.fn(async () => undefined) };
            started.push(run);
            return { status$, flush: async () => true, stop: run.stop };
          },
        });
    }),
}));

afterEach(() => {
  cleanup();
  started.length = 0;
});

const db = {} as PaydownDatabase;
const ready: DatabaseState = { status: 'ready', db, error: null };
const ensureSession = async () => true;

function Phase() {
  const { status, engine: running } = useSync();
  return <output data-testid="phase">{`${status.phase}${running ? ' (engine)' : ''}${status.problem ? `: ${status.problem.kind}` : ''}`}</output>;
}

function renderProvider(state: DatabaseState = ready) {
  return render(
    <DatabaseContext.Provider value={state}>
      <SyncProvider uid="u1" ensureSession={ensureSession}>
        <Phase />
      </SyncProvider>
    </DatabaseContext.Provider>,
  );
}

test('starts the engine once the database is open and its code has arrived, and stops it on unmount', async () => {
  const view = renderProvider();
  expect(screen.getByTestId('phase').textContent).toBe('syncing');
  expect(started).toHaveLength(0);

  await act(async () => engine.release());
  expect(started).toHaveLength(0); // the code is here, but the page is still busy rendering
  await act(async () => idle.release());
  expect(started).toHaveLength(1);
  expect(started[0]!.options).toMatchObject({ db, uid: 'u1', ensureSession });

  act(() => (started[0]!.status$ as Subject<SyncStatus>).next({ phase: 'synced', lastSyncedAt: '2026-01-01T00:00:00.000Z' }));
  expect(screen.getByTestId('phase').textContent).toBe('synced (engine)');

  view.unmount();
  expect(started[0]!.stop).toHaveBeenCalledTimes(1);
});

test('never starts an engine for a provider that unmounted while the code was loading', async () => {
  const view = renderProvider();
  view.unmount();
  await act(async () => {
    engine.release();
    idle.release();
  });
  expect(started).toHaveLength(0);
});

test('waits for the database: no engine while it is still opening', async () => {
  renderProvider({ status: 'loading', db: null, error: null });
  await act(async () => {
    engine.release();
    idle.release();
  });
  expect(started).toHaveLength(0);
});

test('a sync engine that cannot be loaded shows as a sync error, and the app keeps rendering', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderProvider();
  await act(async () => engine.fail(new Error('Failed to fetch dynamically imported module')));
  expect(screen.getByTestId('phase').textContent).toBe('error: not-started');
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
