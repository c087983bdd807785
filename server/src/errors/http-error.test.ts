import { expect, test } from 'vitest';
import { HttpError, errorBody, httpError } from './http-error';

test('an error body names the status by its standard name', () => {
  expect(errorBody(426, 'Please update.')).toEqual({ statusCode: 426, error: 'Upgrade Required', message: 'Please update.' });
  expect(errorBody(413, 'Too big')).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Too big' });
});

test('an answer code is carried only when given', () => {
  expect(errorBody(401, 'Sign in again', 'sign-in-ended')).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in again', code: 'sign-in-ended' });
  expect(errorBody(401, 'Sign in again')).not.toHaveProperty('code');
});

test('httpError carries its status, message and answer code to the error handler', () => {
  const error = httpError(403, 'Cross-origin request refused', 'origin');
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: 403, message: 'Cross-origin request refused', answerCode: 'origin' });
});
