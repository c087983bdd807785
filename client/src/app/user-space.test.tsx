// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SETTLE_WAIT } from '@/lib/test-support/settle-wait';
import { signedInAuth } from '@/data/test-support/render-signed-in-plain';
import { AuthContext, type AuthApi } from '@/lib/auth/auth-context';
import { SCREEN_SNAPSHOT_ELEMENT_ID, SCREEN_SNAPSHOT_KEY, readScreenSnapshot } from '@/start-up/screen-snapshot';
import { closedAccountsToForget, rememberClosedAccount } from '@/lib/auth/closed-accounts';
import { UserSpace } from './user-space';

// The signed-in space (database, sync) and the router are not what this file tests.
vi.mock('./signed-in-code', () => ({
  preloadSignedInCode: () => undefined,
  loadSignedInSpace: async () => ({ SignedInSpace: ({ children }: { children: ReactNode }) => <>{children}</> }),
}));
vi.mock('./router', () => ({ preloadScreenCode: () => undefined }));
const removal = vi.hoisted(() => ({ removeAccountData: vi.fn(async () => undefined) }));
vi.mock('@/data/remove-account-data', () => removal);

const signedOut: AuthApi = { ...signedInAuth(), state: { status: 'signedOut', user: null } };

/** user-1's dashboard, saved at an earlier visit, and painted by index.html in front of the hidden #root. */
function paintUser1Copy() {
  localStorage.setItem(
    SCREEN_SNAPSHOT_KEY,
    JSON.stringify({ uid: 'user-1', path: '/', stylesheet: '/a.css', html: '<p>Total debt $1,200.00</p>', savedAt: 1 }),
  );
  const copy = document.createElement('div');
  copy.id = SCREEN_SNAPSHOT_ELEMENT_ID;
  document.body.append(copy);
}

const renderAs = (auth: AuthApi) =>
  render(
    <AuthContext.Provider value={auth}>
      <UserSpace>
        <p>screens</p>
      </UserSpace>
    </AuthContext.Provider>,
  );

beforeEach(paintUser1Copy);

afterEach(() => {
  cleanup();
  removal.removeAccountData.mockClear();
  document.body.innerHTML = '';
  localStorage.clear();
});

test("another account's copy gives way at once and is forgotten", async () => {
  renderAs(signedInAuth('user-2'));
  expect(await screen.findByText('screens')).toBeTruthy();
  expect(document.getElementById(SCREEN_SNAPSHOT_ELEMENT_ID)).toBeNull();
  expect(readScreenSnapshot()).toBeNull();
});

test("the signed-in account's own copy stays: its dashboard says when to give way", async () => {
  renderAs(signedInAuth('user-1'));
  expect(await screen.findByText('screens')).toBeTruthy();
  expect(document.getElementById(SCREEN_SNAPSHOT_ELEMENT_ID)).not.toBeNull();
  expect(readScreenSnapshot()?.uid).toBe('user-1');
});

test('signed out, the copy is forgotten with the session', () => {
  renderAs(signedOut);
  expect(screen.getByText('screens')).toBeTruthy();
  expect(readScreenSnapshot()).toBeNull();
});

test('the local data of a closed account is removed once it is not the one signed in: at start, and when an account is marked closed later', async () => {
  localStorage.setItem('paydown:closed-accounts', JSON.stringify(['user-1', 'user-7']));
  renderAs(signedInAuth('user-1'));
  await vi.waitFor(() => expect(removal.removeAccountData).toHaveBeenCalledWith('user-7'), SETTLE_WAIT);
  expect(removal.removeAccountData).not.toHaveBeenCalledWith('user-1');
  await vi.waitFor(() => expect(closedAccountsToForget()).toEqual(['user-1']), SETTLE_WAIT);
  cleanup();

  renderAs(signedOut);
  await vi.waitFor(() => expect(removal.removeAccountData).toHaveBeenCalledWith('user-1'), SETTLE_WAIT);
  rememberClosedAccount('user-9');
  await vi.waitFor(() => expect(removal.removeAccountData).toHaveBeenCalledWith('user-9'), SETTLE_WAIT);
  await vi.waitFor(() => expect(closedAccountsToForget()).toEqual([]), SETTLE_WAIT);
});
