import { expect, test } from 'vitest';
import { accountDisplayName, firstPresent } from './account-display-name';

test('the display name of the local record comes first, then the account’s', () => {
  expect(accountDisplayName({ localDisplayName: 'Ada Lovelace', authDisplayName: 'Ada L', email: 'ada@example.com' })).toBe('Ada Lovelace');
  expect(accountDisplayName({ localDisplayName: null, authDisplayName: 'Ada L', email: 'ada@example.com' })).toBe('Ada L');
  expect(accountDisplayName({ localDisplayName: '   ', authDisplayName: ' Ada L ', email: 'ada@example.com' })).toBe('Ada L');
});

test('without a display name, the part of the email before the at sign', () => {
  expect(accountDisplayName({ email: 'ada.lovelace@example.com' })).toBe('ada.lovelace');
  expect(accountDisplayName({ authDisplayName: '', email: '  grace@example.com ' })).toBe('grace');
});

test('without either, "User"', () => {
  expect(accountDisplayName({})).toBe('User');
  expect(accountDisplayName({ localDisplayName: '', authDisplayName: null, email: '' })).toBe('User');
  expect(accountDisplayName({ email: '@example.com' })).toBe('User');
});

test('a field of the local record wins over the provider’s, blanks do not count', () => {
  expect(firstPresent('https://a/1.png', 'https://b/2.png')).toBe('https://a/1.png');
  expect(firstPresent(undefined, ' https://b/2.png ')).toBe('https://b/2.png');
  expect(firstPresent('', null, undefined)).toBeNull();
});
