// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { SCREEN_SNAPSHOT_ELEMENT_ID, SCREEN_SNAPSHOT_KEY, type SavedScreen } from './screen-snapshot';
import { SIGNED_IN_HINT_KEY } from './signed-in-hint';

/** The script index.html runs inline (scripts/vite-inline-script.ts puts it there). */
const paintScript = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'paint-screen-snapshot.js'), 'utf8');

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

function runPaint() {
  new Function(paintScript)();
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
  const { copy, root } = runPaint();
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
  expect(runPaint().copy).toBeNull();

  save({ stylesheet: '/assets/style-old999.css' });
  expect(runPaint().copy).toBeNull();

  save();
  localStorage.removeItem(SIGNED_IN_HINT_KEY);
  const { copy, root } = runPaint();
  expect(copy).toBeNull();
  expect(root.style.display).toBe('');
});

test('paints nothing without a stylesheet (the development server) or without a saved screen', () => {
  expect(runPaint().copy).toBeNull();
  save();
  document.head.innerHTML = '';
  expect(runPaint().copy).toBeNull();
});

test('a damaged entry is ignored without an error: the app starts with its loading screen', () => {
  localStorage.setItem(SCREEN_SNAPSHOT_KEY, '{not json');
  const { copy, root } = runPaint();
  expect(copy).toBeNull();
  expect(root.textContent).toBe('Loading...');
  localStorage.setItem(SCREEN_SNAPSHOT_KEY, JSON.stringify({ path: '/dashboard', stylesheet: STYLESHEET, html: 42 }));
  expect(runPaint().copy).toBeNull();
});

test("index.html runs it inline after #root, before the app's script", () => {
  const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
  const marker = html.indexOf('<!-- inline-script: src/start-up/paint-screen-snapshot.js -->');
  expect(marker).toBeGreaterThan(html.indexOf('<div id="root">'));
  expect(marker).toBeLessThan(html.indexOf('<script type="module"'));
});
