// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { getUser } from '@/data/users/get-user';
import { signInUser } from '@/data/users/sign-in-user';
import { updateProfile } from '@/data/users/update-profile';
import type { User } from '@schemas/index';
import { ProfileForm } from './profile-form';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

async function setup() {
  const ctx = testContext(await openTestDatabase(['users']));
  const signedIn = await signInUser(ctx, { email: 'ada@example.com', displayName: 'Ada' });
  if (!signedIn.success) throw new Error(signedIn.error);
  const ui = (user: User) => (
    <ChakraProvider value={system}>
      <ProfileForm ctx={ctx} user={user} email="ada@example.com" />
    </ChakraProvider>
  );
  const { rerender } = render(ui(signedIn.data));
  const form = screen.getByRole('form', { name: 'Your details' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  /** Another device's change arrives: stored, and the live record handed to the open form. */
  const changedElsewhere = async (input: { displayName?: string; phoneNumber?: string }) => {
    const result = await updateProfile(ctx, input);
    if (!result.success) throw new Error(result.error);
    rerender(ui(result.data));
  };
  return { ctx, form, type, save, changedElsewhere };
}

/** The message shown under the input labelled `label` (it is marked invalid). */
function messageUnder(form: HTMLElement, label: string): string {
  const input = within(form).getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return input.closest('.chakra-field__root')?.querySelector('.chakra-field__errorText')?.textContent ?? '';
}

test('starts from the saved record', async () => {
  const { form } = await setup();
  expect((within(form).getByLabelText('Display name') as HTMLInputElement).value).toBe('Ada');
  expect(within(form).getByTestId('profile-email').textContent).toBe('ada@example.com');
});

test('a phone number, photo URL or name that cannot be right is refused with a readable message, and nothing is saved', async () => {
  const { ctx, form, type, save } = await setup();
  type('Display name', 'A'.repeat(201));
  type('Phone number', 'call me maybe');
  type('Photo URL', 'javascript:alert(1)');
  save();
  await waitFor(() => expect(messageUnder(form, 'Display name')).toBe('Display name must be at most 200 characters'));
  expect(messageUnder(form, 'Phone number')).toBe(
    'Phone number must have 7 to 15 digits and may start with + (spaces, dashes, dots and brackets are fine), e.g. +1 555 123 4567',
  );
  expect(messageUnder(form, 'Photo URL')).toBe('Photo URL must be a web address starting with https:// or http://');
  expect(await getUser(ctx)).toMatchObject({ displayName: 'Ada' });
  expect((await getUser(ctx))?.phoneNumber).toBeUndefined();

  type('Phone number', '555+1234567');
  type('Photo URL', 'example.com/me.png');
  save();
  await waitFor(() => expect(messageUnder(form, 'Phone number')).toMatch(/^Phone number must have 7 to 15 digits/));
  expect(messageUnder(form, 'Photo URL')).toBe('Photo URL must be a web address starting with https:// or http://');
});

test('valid details are saved to the local user record, trimmed; an emptied field is removed', async () => {
  const { ctx, form, type, save } = await setup();
  type('Display name', '  Ada Lovelace ');
  type('Phone number', '+44 (20) 7946-0958');
  type('Photo URL', 'https://example.com/ada.png');
  save();
  await within(form).findByText('Profile saved.');
  expect(await getUser(ctx)).toMatchObject({ displayName: 'Ada Lovelace', phoneNumber: '+44 (20) 7946-0958', photoURL: 'https://example.com/ada.png' });

  type('Phone number', '');
  save();
  await waitFor(async () => expect((await getUser(ctx))?.phoneNumber).toBeUndefined());
  expect(await getUser(ctx)).toMatchObject({ displayName: 'Ada Lovelace', email: 'ada@example.com' });
});

test('a change from another device shows in an untouched field, and saving writes only the field typed here', async () => {
  const { ctx, form, type, save, changedElsewhere } = await setup();
  type('Phone number', '+1 555 123 4567');
  await changedElsewhere({ displayName: 'Ada Lovelace' });
  expect((within(form).getByLabelText('Display name') as HTMLInputElement).value).toBe('Ada Lovelace');
  expect(within(form).getByTestId('updated-elsewhere').textContent).toBe('Updated from another device: Display name.');
  save();
  await within(form).findByText('Profile saved.');
  expect(await getUser(ctx)).toMatchObject({ displayName: 'Ada Lovelace', phoneNumber: '+1 555 123 4567' });
});

test('a field changed here and on another device asks which to keep, and saves nothing until chosen', async () => {
  const { ctx, form, type, save, changedElsewhere } = await setup();
  type('Display name', 'Countess');
  await changedElsewhere({ displayName: 'Ada Lovelace' });
  const choice = within(form).getByRole('group', { name: 'Display name was changed on another device' });
  expect(choice.textContent).toContain('Changed on another device to Ada Lovelace');
  expect((within(form).getByLabelText('Display name') as HTMLInputElement).value).toBe('Countess');
  save();
  await within(form).findByText(/choose which value to keep before saving/);
  expect(await getUser(ctx)).toMatchObject({ displayName: 'Ada Lovelace' });

  fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
  save();
  await within(form).findByText('Profile saved.');
  expect(await getUser(ctx)).toMatchObject({ displayName: 'Countess' });
});
