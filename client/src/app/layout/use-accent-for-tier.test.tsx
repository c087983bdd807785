// @vitest-environment happy-dom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { upgradeSubscription } from '@/data/subscriptions/upgrade-subscription';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { useAccentForTier } from './use-accent-for-tier';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.accent;
  await closeTestDatabases();
});

function Frame() {
  useAccentForTier();
  return <p>frame</p>;
}

/** The signed-in frame until the button is pressed, then the login page (the theme provider stays, as in the app). */
function Space() {
  const [signedIn, setSignedIn] = useState(true);
  return signedIn ? (
    <>
      <Frame />
      <button type="button" onClick={() => setSignedIn(false)}>Sign out</button>
    </>
  ) : (
    <p>login</p>
  );
}

const accent = () => document.documentElement.dataset.accent;

test('the accent chosen on this device shows while the member has Premium, and the default after a downgrade or sign-out', async () => {
  localStorage.setItem('accent', 'blue');
  const db = await openTestDatabase(['subscriptions']);
  const ctx = testContext(db);
  await upgradeSubscription(ctx, 'premium_yearly');
  const view = renderSignedIn(<ThemeProvider><Space /></ThemeProvider>, db);
  await view.findByText('frame');
  await waitFor(() => expect(accent()).toBe('blue'));

  await act(async () => void (await upgradeSubscription(ctx, 'free')));
  await waitFor(() => expect(accent()).toBeUndefined());
  await act(async () => void (await upgradeSubscription(ctx, 'premium_monthly')));
  await waitFor(() => expect(accent()).toBe('blue'));

  // Signed out: the frame is gone, the login page has Paydown's own colour.
  fireEvent.click(view.getByRole('button', { name: 'Sign out' }));
  await view.findByText('login');
  await waitFor(() => expect(accent()).toBeUndefined());
});

test('a free member with an accent left from an earlier Premium sees the default once the tier is read', async () => {
  localStorage.setItem('accent', 'pink');
  const db = await openTestDatabase(['subscriptions']);
  renderSignedIn(<ThemeProvider><Frame /></ThemeProvider>, db);
  await waitFor(() => expect(accent()).toBeUndefined());
  expect(localStorage.getItem('accent')).toBe('pink');
});
