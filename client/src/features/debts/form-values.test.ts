import { describe, expect, it } from 'vitest';
import { numberOrNothing, textOrNothing } from './form-values';

describe('form values', () => {
  it('reads money and percentages as people type them', () => {
    expect(numberOrNothing('$1,250.50')).toBe(1250.5);
    expect(numberOrNothing('19.99%')).toBe(19.99);
    expect(numberOrNothing('  ')).toBeUndefined();
  });
  it('keeps unreadable text so the check can name the field', () => {
    expect(numberOrNothing('lots')).toBe('lots');
  });
  it('trims text and treats blank as nothing', () => {
    expect(textOrNothing('  Visa ')).toBe('Visa');
    expect(textOrNothing(' ')).toBeUndefined();
  });
});
