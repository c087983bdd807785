import { expect, test } from 'vitest';
import { saveTimeAfter } from './save-time';

test('the clock when it is later than every save seen, else 1 ms after the latest one', () => {
  expect(saveTimeAfter('2026-11-25T12:00:00.000Z', [{ updatedAt: '2026-11-25T11:00:00.000Z' }])).toBe('2026-11-25T12:00:00.000Z');
  expect(saveTimeAfter('2026-11-25T12:00:00.000Z', [{ updatedAt: '2026-11-26T12:00:00.000Z' }, { updatedAt: '2026-11-25T13:00:00.000Z' }])).toBe(
    '2026-11-26T12:00:00.001Z',
  );
  expect(saveTimeAfter('2026-11-25T12:00:00.000Z', [{ updatedAt: '2026-11-25T12:00:00.000Z' }])).toBe('2026-11-25T12:00:00.001Z');
});
