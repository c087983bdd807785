// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { upgradeSubscription } from '@/data/subscriptions/upgrade-subscription';
import { renderSignedIn, signedInAuth } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { saveUser } from '@/data/users/save-user';
import { AccountMenu } from './account-menu';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(async () => {
  cleanup();
  setOnline(true);
  await closeTestDatabases();
});

const avatar = () => screen.getByTestId('account-avatar');
const avatarImage = () => avatar().querySelector('img');

test('the name and photo of the local user record come before the account’s', async () => {
  const db = await openTestDatabase(['users', 'subscriptions']);
  await saveUser(testContext(db), { email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: 'https://photos.example/ada.png' });
  renderSignedIn(<AccountMenu />, db, signedInAuth('user-1', { displayName: 'Firebase Ada', photoURL: 'https://provider.example/a.png' }));
  expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
  await waitFor(() => expect(avatarImage()?.getAttribute('src')).toBe('https://photos.example/ada.png'));
});

test('without a photo, the avatar service image of the hashed email; offline, no external image at all', async () => {
  const db = await openTestDatabase(['users', 'subscriptions']);
  renderSignedIn(<AccountMenu />, db, signedInAuth('user-1', { email: ' Ada@Example.com ', displayName: null, photoURL: null }));
  expect((await screen.findByTestId('account-name')).textContent).toBe('Ada');
  await waitFor(() => expect(avatarImage()?.getAttribute('src')).toBe(`https://gravatar.com/avatar/${sha256('ada@example.com')}?s=200&d=retro`));
  expect(avatarImage()?.getAttribute('referrerpolicy')).toBe('no-referrer');

  act(() => setOnline(false));
  await waitFor(() => expect(avatar().getAttribute('data-avatar-kind')).toBe('icon'));
  expect(avatarImage()).toBeNull();

  act(() => setOnline(true));
  await waitFor(() => expect(avatar().getAttribute('data-avatar-kind')).toBe('service'));
});

test('an account without an email shows the fixed blank avatar and "User"', async () => {
  const db = await openTestDatabase(['users', 'subscriptions']);
  renderSignedIn(<AccountMenu />, db, signedInAuth('user-1', { email: null, displayName: null, isAnonymous: true }));
  expect((await screen.findByTestId('account-name')).textContent).toBe('User');
  // The name the button shows is in its accessible name (WCAG 2.5.3, label in name).
  expect(screen.getByRole('button', { name: 'User, My Account' })).toBeTruthy();
  expect(avatar().getAttribute('data-avatar-kind')).toBe('blank');
  expect(avatarImage()?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
});

test('the menu, titled My Account, lists Profile, Settings, Subscription with the tier, and Logout', async () => {
  const db = await openTestDatabase(['users', 'subscriptions']);
  renderSignedIn(<AccountMenu />, db);
  fireEvent.click(await screen.findByRole('button', { name: /, My Account$/ }));
  expect((await screen.findByTestId('account-tier')).textContent).toBe('free');
  const title = document.querySelector('[data-scope="menu"][data-part="item-group-label"]');
  expect(title?.firstChild?.textContent).toBe('My Account');
  expect(title?.textContent).toContain('ada@example.com');
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Subscriptionfree', 'Logout']);

  await act(async () => void (await upgradeSubscription(testContext(db), 'premium_yearly')));
  await waitFor(() => expect(screen.getByTestId('account-tier').textContent).toBe('premium yearly'));
});
