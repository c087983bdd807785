import { expect, test } from 'vitest';
import { toStrictBoolean } from './strict-boolean';

test.each([
  [true, true], [1, true], ['true', true], ['1', true],
  [false, false], [0, false], ['false', false], ['0', false], [null, false], [undefined, false], ['yes', false], [{}, false],
])('%j becomes %j', (value, expected) => {
  expect(toStrictBoolean(value)).toBe(expected);
});
