// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { SCREEN_SNAPSHOT_ELEMENT_ID, SCREEN_SNAPSHOT_KEY, type SavedScreen } from '@/lib/screen-snapshot/screen-snapshot';
import { SIGNED_IN_HINT_KEY } from './signed-in-hint';

/** index.html's inline script that paints the last-seen screen: the one reading the snapshot key. */
const restoreScript = (() => {
  const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
  const bodies = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const script = bodies.find((body) => body.includes(`'${SCREEN_SNAPSHOT_KEY}'`));
  if (!script) throw new Error(`index.html has no inline script reading '${SCREEN_SNAPSHOT_KEY}'`);
  return script;
})();

const STYLESHEET = '/assets/style-abc123.css';

function save(overrides: Partial<SavedScreen> = {}) {
  const saved: SavedScreen = {
    uid: 'user-1',
    path: '/dashboard',
    stylesheet: STYLESHEET,
    html: '<main><h1>Dashboard</h1><p>$1,200.00</p></main>',
    savedAt: 1,
    ...overrides,
  };
  localStorage.setItem(SCREEN_SNAPSHOT_KEY, JSON.stringify(saved));
}

function runRestore() {
  new Function(restoreScript)();
  return { copy: document.getElementById(SCREEN_SNAPSHOT_ELEMENT_ID), root: document.getElementById('root')! };
}

beforeEach(() => {
  document.head.innerHTML = `<link rel="stylesheet" href="${STYLESHEET}">`;
  document.body.innerHTML = '<div id="root"><div class="boot-shell">Loading...</div></div>';
  window.history.replaceState(null, '', '/dashboard');
  localStorage.clear();
  localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
});

afterEach(() => {
  localStorage.clear();
});

test('paints the saved screen before #root, inert and hidden from assistive technology, and hides #root', () => {
  save();
  const { copy, root } = runRestore();
  expect(copy?.nextElementSibling).toBe(root);
  const still = copy?.firstElementChild;
  expect(still?.innerHTML).toBe('<main><h1>Dashboard</h1><p>$1,200.00</p></main>');
  expect(still?.hasAttribute('inert')).toBe(true);
  expect(still?.getAttribute('aria-hidden')).toBe('true');
  // Assistive technology hears that the app is loading, as with the loading screen.
  const status = copy?.querySelector('[role="status"]');
  expect(status?.textContent).toBe('Loading...');
  expect(status?.className).toBe('visually-hidden');
  expect(still?.contains(status ?? null)).toBe(false);
  expect(root.style.display).toBe('none');
});

test('paints nothing at another path, with another stylesheet, or when nobody was signed in', () => {
  save({ path: '/debts' });
  expect(runRestore().copy).toBeNull();

  save({ stylesheet: '/assets/style-old999.css' });
  expect(runRestore().copy).toBeNull();

  save();
  localStorage.removeItem(SIGNED_IN_HINT_KEY);
  const { copy, root } = runRestore();
  expect(copy).toBeNull();
  expect(root.style.display).toBe('');
});

test('paints nothing without a stylesheet (the development server) or without a saved screen', () => {
  expect(runRestore().copy).toBeNull();
  save();
  document.head.innerHTML = '';
  expect(runRestore().copy).toBeNull();
});

test('a damaged entry is ignored without an error: the app starts with its loading screen', () => {
  localStorage.setItem(SCREEN_SNAPSHOT_KEY, '{not json');
  const { copy, root } = runRestore();
  expect(copy).toBeNull();
  expect(root.textContent).toBe('Loading...');
  localStorage.setItem(SCREEN_SNAPSHOT_KEY, JSON.stringify({ path: '/dashboard', stylesheet: STYLESHEET, html: 42 }));
  expect(runRestore().copy).toBeNull();
});
