import type { FieldErrors } from '../field-checks';
import { collectErrors, isMissing } from '../field-checks';

/** What a person can change about themselves on the profile screen. Empty text clears a field. */
export interface ProfileInput {
  displayName?: string | null;
  phoneNumber?: string | null;
  photoURL?: string | null;
}

export const PROFILE_LIMITS = { displayName: 200, phoneNumber: 40, photoURL: 2048 } as const;

/** Phone numbers are kept as typed; these are the characters people use to group the digits. */
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE_DIGITS = /^\+?\d{7,15}$/;

export const PHONE_MESSAGE =
  'Phone number must have 7 to 15 digits and may start with + (spaces, dashes, dots and brackets are fine), e.g. +1 555 123 4567';
export const PHOTO_URL_MESSAGE = 'Photo URL must be a web address starting with https:// or http://';

function checkDisplayName(value: unknown): string | null {
  if (isMissing(value)) return null;
  if (typeof value !== 'string') return 'Display name must be text';
  if (value.trim().length > PROFILE_LIMITS.displayName) return `Display name must be at most ${PROFILE_LIMITS.displayName} characters`;
  return null;
}

function checkPhone(value: unknown): string | null {
  if (isMissing(value)) return null;
  if (typeof value !== 'string') return PHONE_MESSAGE;
  const typed = value.trim();
  if (typed.length > PROFILE_LIMITS.phoneNumber) return `Phone number must be at most ${PROFILE_LIMITS.phoneNumber} characters`;
  // A + is only meaningful in front; "555+1234" is a typo, not a number.
  return PHONE_DIGITS.test(typed.replace(PHONE_SEPARATORS, '')) ? null : PHONE_MESSAGE;
}

function checkPhotoUrl(value: unknown): string | null {
  if (isMissing(value)) return null;
  if (typeof value !== 'string') return PHOTO_URL_MESSAGE;
  const typed = value.trim();
  if (typed.length > PROFILE_LIMITS.photoURL) return `Photo URL must be at most ${PROFILE_LIMITS.photoURL} characters`;
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return PHOTO_URL_MESSAGE;
  }
  // javascript:, data: and file: addresses are refused: the photo is shown to the person on every screen.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return PHOTO_URL_MESSAGE;
  return null;
}

/**
 * Messages by field for a profile edit, worded for the form (the repository refuses the same
 * input with the same messages). Every field is optional; empty text means "remove it".
 */
export function validateProfile(input: ProfileInput): FieldErrors {
  return collectErrors({
    displayName: checkDisplayName(input.displayName),
    phoneNumber: checkPhone(input.phoneNumber),
    photoURL: checkPhotoUrl(input.photoURL),
  });
}
