// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AuthProvider } from './auth-provider';

const firebase = vi.hoisted(() => ({ load: vi.fn(() => new Promise<never>(() => {})) }));
vi.mock('../firebase', () => ({ loadFirebaseSession: firebase.load, usesAuthEmulator: true }));

let idle: Array<() => void> = [];

beforeEach(() => {
  idle = [];
  firebase.load.mockClear();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('after a signed-in session, Firebase Auth loads at once: restoring the session leads to the first screen', () => {
  render(<AuthProvider>app</AuthProvider>);
  expect(firebase.load).toHaveBeenCalledOnce();
});

test('assumed signed out, Firebase Auth loads only once the page is idle, after the login page has shown', async () => {
  const view = render(<AuthProvider assumeSignedOut>login page</AuthProvider>);
  expect(view.container.textContent).toBe('login page');
  expect(firebase.load).not.toHaveBeenCalled();
  await act(async () => idle.forEach((callback) => callback()));
  expect(firebase.load).toHaveBeenCalledOnce();
});
