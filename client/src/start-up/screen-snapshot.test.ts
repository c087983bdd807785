// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  SCREEN_SNAPSHOT_ELEMENT_ID,
  SCREEN_SNAPSHOT_KEY,
  forgetScreenSnapshot,
  isShowingSnapshot,
  readScreenSnapshot,
  revealLiveScreen,
  saveScreenSnapshot,
  stillMarkup,
} from './screen-snapshot';
import { memoryStorage } from '@/lib/test-support/memory-storage';
import { COPY_MAX_CHARS } from './budgets';

function frame(inner: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = inner;
  document.body.append(root);
  return root;
}

const STYLESHEET = '/assets/style-abc123.css';

beforeEach(() => {
  document.head.innerHTML = `<link rel="stylesheet" href="${STYLESHEET}">`;
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('the copy leaves out omitted parts, keeps the room of blanked ones, and drops ids and test ids', () => {
  const root = frame(
    '<header><div class="sync-status" data-snapshot-blank="">Synced 4:35 PM</div></header>' +
      '<main id="main"><div class="banners" data-snapshot-omit=""><p>You are offline</p></div>' +
      '<p data-testid="dashboard-total-debt" id="tile">$1,200.00</p><button id="menu-trigger" aria-controls="menu-content">Account</button></main>',
  );
  const html = stillMarkup(root);
  expect(html).not.toContain('You are offline');
  expect(html).toContain('$1,200.00');
  // The blanked part keeps its room (snapshot.css hides it in the copy only).
  expect(html).toContain('data-snapshot-blank');
  expect(html).not.toMatch(/\bid="/);
  expect(html).not.toContain('data-testid');
  // The live page is untouched.
  expect(root.querySelector('#main')).not.toBeNull();
  expect(root.textContent).toContain('You are offline');
});

test('saves whose screen it is, where and with which stylesheet; reads it back; forgets it', () => {
  const store = memoryStorage();
  const root = frame('<main><h1>Dashboard</h1></main>');
  expect(saveScreenSnapshot('user-1', root, store)).toBe(true);
  const saved = readScreenSnapshot(store);
  expect(saved).toMatchObject({ uid: 'user-1', path: '/dashboard', stylesheet: STYLESHEET, html: '<main><h1>Dashboard</h1></main>' });
  expect(saved?.savedAt).toBeGreaterThan(0);
  forgetScreenSnapshot(store);
  expect(store.items.has(SCREEN_SNAPSHOT_KEY)).toBe(false);
  expect(readScreenSnapshot(store)).toBeNull();
});

test('without a stylesheet (the development server) nothing is saved', () => {
  document.head.innerHTML = '';
  const store = memoryStorage();
  expect(saveScreenSnapshot('user-1', frame('<main>Dashboard</main>'), store)).toBe(false);
  expect(store.items.size).toBe(0);
});

test('a screen too large for localStorage is not saved, and an older copy is forgotten', () => {
  const store = memoryStorage();
  expect(saveScreenSnapshot('user-1', frame('<main>small</main>'), store)).toBe(true);
  document.body.innerHTML = '';
  expect(saveScreenSnapshot('user-1', frame(`<main>${'x'.repeat(COPY_MAX_CHARS)}</main>`), store)).toBe(false);
  expect(store.items.size).toBe(0);
});

test('a full storage is not an error', () => {
  const store = {
    ...memoryStorage(),
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
  expect(saveScreenSnapshot('user-1', frame('<main>Dashboard</main>'), store)).toBe(false);
});

test('unreadable or foreign entries read as no copy', () => {
  const store = memoryStorage();
  store.items.set(SCREEN_SNAPSHOT_KEY, '{not json');
  expect(readScreenSnapshot(store)).toBeNull();
  store.items.set(SCREEN_SNAPSHOT_KEY, JSON.stringify({ html: '<p>no owner</p>' }));
  expect(readScreenSnapshot(store)).toBeNull();
  expect(readScreenSnapshot(null)).toBeNull();
});

test('revealing removes the copy and shows the live root, and is harmless when there is no copy', () => {
  const root = frame('<p>live</p>');
  root.style.display = 'none';
  const copy = document.createElement('div');
  copy.id = SCREEN_SNAPSHOT_ELEMENT_ID;
  document.body.prepend(copy);
  expect(isShowingSnapshot()).toBe(true);
  revealLiveScreen();
  expect(isShowingSnapshot()).toBe(false);
  expect(root.style.display).toBe('');
  revealLiveScreen();
  expect(root.style.display).toBe('');
});
