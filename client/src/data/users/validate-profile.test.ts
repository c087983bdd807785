import { expect, test } from 'vitest';
import { PHONE_MESSAGE, PHOTO_URL_MESSAGE, validateProfile } from './validate-profile';

test.each([
  ['+1 555 123 4567'], ['(555) 123-4567'], ['020.7946.0958'], ['+4420794609'], ['5551234'],
])('the phone number %j is accepted', (phoneNumber) => {
  expect(validateProfile({ phoneNumber })).toEqual({});
});

test.each([['555 12'], ['1234567890123456'], ['555+1234567'], ['+1 555 CALL NOW'], ['++15551234567'], ['ext. 12345678']])(
  'the phone number %j is refused',
  (phoneNumber) => {
    expect(validateProfile({ phoneNumber })).toEqual({ phoneNumber: PHONE_MESSAGE });
  },
);

test.each([['https://example.com/me.png'], ['http://example.com/me.png'], [' https://cdn.example.org/a?size=200 ']])('the photo URL %j is accepted', (photoURL) => {
  expect(validateProfile({ photoURL })).toEqual({});
});

test.each([['example.com/me.png'], ['ftp://example.com/me.png'], ['data:image/png;base64,AAAA'], ['javascript:alert(1)'], ['https://']])(
  'the photo URL %j is refused',
  (photoURL) => {
    expect(validateProfile({ photoURL })).toEqual({ photoURL: PHOTO_URL_MESSAGE });
  },
);

test('empty fields mean "remove" and are fine; lengths are limited', () => {
  expect(validateProfile({ displayName: '', phoneNumber: '  ', photoURL: null })).toEqual({});
  expect(validateProfile({ displayName: 'x'.repeat(200) })).toEqual({});
  expect(validateProfile({ displayName: 'x'.repeat(201) })).toEqual({ displayName: 'Display name must be at most 200 characters' });
  expect(validateProfile({ photoURL: `https://example.com/${'a'.repeat(2040)}` })).toEqual({ photoURL: 'Photo URL must be at most 2048 characters' });
});
