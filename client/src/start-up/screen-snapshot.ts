/**
 * The start-up copy: the last-seen screen, painted at start before the app's JavaScript has run.
 *
 * A signed-in start on a phone spends seconds in JavaScript (React, Firebase Auth restoring the
 * session, RxDB opening the local database) before the dashboard can show a figure. The dashboard
 * therefore saves its rendered frame here once it has shown the local data; on the next start an
 * inline script of index.html (paint-screen-snapshot.js) paints that copy at once (inert: nothing
 * in it can be clicked), the app renders behind it in a hidden #root, and the copy gives way when
 * the live dashboard has its data (or the app shows anything else). The user sees their figures as they last saw them
 * seconds earlier; the live ones replace them in place.
 *
 * What is stored is what the dashboard showed: the same figures IndexedDB holds on this device.
 * Signing out forgets it (app/user-space.tsx), like the rest of the session.
 */
import { COPY_MAX_CHARS } from './budgets';
import './snapshot.css';

/** localStorage key of the saved screen. paint-screen-snapshot.js reads it (its test checks the match). */
export const SCREEN_SNAPSHOT_KEY = 'paydown:screen-snapshot';
/** The id of the element paint-screen-snapshot.js paints the copy into. */
export const SCREEN_SNAPSHOT_ELEMENT_ID = 'screen-snapshot';
/** Set on parts of the frame that must not be copied at all: the banners say what is true now. */
export const SNAPSHOT_OMIT_ATTRIBUTE = 'data-snapshot-omit';
/** Spread on an element that must not be copied: `<div {...omitFromSnapshot}>`. */
export const omitFromSnapshot = { [SNAPSHOT_OMIT_ATTRIBUTE]: '' } as const;
/**
 * Set on parts whose content is not worth copying but whose room is (the sync status, in the
 * header's row): the copy keeps them invisible (snapshot.css), so nothing moves when the live
 * screen takes over.
 */
export const SNAPSHOT_BLANK_ATTRIBUTE = 'data-snapshot-blank';
export const blankInSnapshot = { [SNAPSHOT_BLANK_ATTRIBUTE]: '' } as const;
export interface SavedScreen {
  /** Whose screen it is: a different person signed in never sees it (UserSpace checks). */
  uid: string;
  /** The page's path when saved; the copy is painted only at the same path. */
  path: string;
  /** The stylesheet's hashed URL when saved: a new version of the app with new styles ignores old copies. */
  stylesheet: string;
  html: string;
  savedAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What this page last wrote to each store, to skip rewriting an identical screen. */
const lastWritten = new WeakMap<Store, SavedScreen>();

function defaultStore(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (a privacy setting): no copy, the app starts as it would anyway
  }
}

/** The stylesheet the page runs with (Vite's single hashed CSS file), or null in development. */
function currentStylesheet(doc: Document = document): string | null {
  return doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? null;
}

/**
 * The frame's markup as a still picture: without the omitted parts, without ids (the live app
 * looks its elements up by id while the copy is still in the page) and without test ids.
 */
export function stillMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const omitted of copy.querySelectorAll(`[${SNAPSHOT_OMIT_ATTRIBUTE}]`)) omitted.remove();
  for (const element of copy.querySelectorAll('[id], [data-testid]')) {
    element.removeAttribute('id');
    element.removeAttribute('data-testid');
  }
  return copy.innerHTML;
}

/** Saves what `root` shows now as `uid`'s screen at the current path. Returns whether it was saved. */
export function saveScreenSnapshot(uid: string, root: Element, store: Store | null = defaultStore()): boolean {
  const doc = root.ownerDocument;
  const stylesheet = currentStylesheet(doc);
  if (!store || !stylesheet) return false;
  const html = stillMarkup(root);
  if (html.length > COPY_MAX_CHARS) {
    forgetScreenSnapshot(store);
    return false;
  }
  // The dashboard saves after each of its renders; most show what the last save already holds,
  // and rewriting the same entry (synchronous storage I/O) would be wasted work.
  const unchanged = lastWritten.get(store);
  if (
    unchanged &&
    unchanged.uid === uid &&
    unchanged.path === doc.location.pathname &&
    unchanged.stylesheet === stylesheet &&
    unchanged.html === html
  ) {
    return true;
  }
  const saved: SavedScreen = { uid, path: doc.location.pathname, stylesheet, html, savedAt: Date.now() };
  try {
    store.setItem(SCREEN_SNAPSHOT_KEY, JSON.stringify(saved));
    lastWritten.set(store, saved);
    return true;
  } catch {
    return false; // quota: the next start simply paints no copy
  }
}

export function readScreenSnapshot(store: Store | null = defaultStore()): SavedScreen | null {
  try {
    const saved = JSON.parse(store?.getItem(SCREEN_SNAPSHOT_KEY) ?? 'null') as Partial<SavedScreen> | null;
    if (!saved || typeof saved.uid !== 'string' || typeof saved.html !== 'string') return null;
    return saved as SavedScreen;
  } catch {
    return null;
  }
}

export function forgetScreenSnapshot(store: Store | null = defaultStore()): void {
  if (store) lastWritten.delete(store);
  try {
    store?.removeItem(SCREEN_SNAPSHOT_KEY);
  } catch {
    // nothing stored, or storage blocked: nothing to forget
  }
}

/** Whether the start-up copy is still in the page. */
export function isShowingSnapshot(doc: Document = document): boolean {
  return doc.getElementById(SCREEN_SNAPSHOT_ELEMENT_ID) !== null;
}

/**
 * Removes the copy and shows the live app in its place. Idempotent; called when the live dashboard
 * has its data, when the app shows any other screen, and by a safety net (boot.ts).
 */
export function revealLiveScreen(doc: Document = document): void {
  const copy = doc.getElementById(SCREEN_SNAPSHOT_ELEMENT_ID);
  if (!copy) return;
  copy.remove();
  doc.getElementById('root')?.style.removeProperty('display');
}
