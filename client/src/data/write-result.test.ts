import { expect, test } from 'vitest';
import type { DataContext } from './data-context';
import type { PaydownDatabase } from './paydown-database';
import { recordingLogger } from './test-support/test-database';
import { InvalidInputError, runRead, runWrite } from './write-result';

const ctx = (uid = 'u1') => ({ db: {} as PaydownDatabase, uid, logger: recordingLogger() }) satisfies DataContext;

test('a failed write returns success false with the error text, and logs it', async () => {
  const c = ctx();
  const result = await runWrite(c, 'saveThing', () => Promise.reject(new Error('disk full')));
  expect(result).toEqual({ success: false, error: 'disk full' });
  expect(c.logger.errors).toHaveLength(1);
  expect(String(c.logger.errors[0]![0])).toContain('saveThing');
});

test('a refused write carries the per-field messages', async () => {
  const result = await runWrite(ctx(), 'saveThing', () => Promise.reject(new InvalidInputError({ balance: 'balance must be 0 or more' })));
  expect(result).toEqual({ success: false, error: 'balance must be 0 or more', fieldErrors: { balance: 'balance must be 0 or more' } });
});

test('a write without a signed-in uid is refused', async () => {
  let ran = false;
  const result = await runWrite(ctx(''), 'saveThing', async () => (ran = true));
  expect(result.success).toBe(false);
  expect(ran).toBe(false);
});

test('a failed read returns the fallback (an empty list or null) and logs', async () => {
  const c = ctx();
  expect(await runRead(c, 'getThings', () => Promise.reject(new Error('boom')), [])).toEqual([]);
  expect(await runRead(c, 'getThing', () => Promise.reject(new Error('boom')), null)).toBeNull();
  expect(c.logger.errors).toHaveLength(2);
});
