// @vitest-environment happy-dom
import { getConfig } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { SETTLE_WAIT } from '@/lib/test-support/settle-wait';

test('every file that renders waits as long as SETTLE_WAIT for findBy… and waitFor, set up once for the unit project', () => {
  expect(getConfig().asyncUtilTimeout).toBe(SETTLE_WAIT.timeout);
});
