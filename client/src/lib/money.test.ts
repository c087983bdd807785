import { describe, expect, it, vi } from 'vitest';
import { formatMoney, formatPercent } from './money';

describe('formatMoney', () => {
  it('formats USD with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });
  it('never shows negative zero from float dust', () => {
    expect(formatMoney(-0.0000001)).toBe('$0.00');
  });
});

describe('formatPercent', () => {
  it('drops trailing zeros', () => {
    expect(formatPercent(19.99)).toBe('19.99%');
    expect(formatPercent(6)).toBe('6%');
  });
});

describe('prepareMoneyFormat', () => {
  it('makes the formatter in a later task, not in the caller’s', async () => {
    vi.resetModules();
    const money = await import('./money');
    expect(money.isMoneyFormatReady()).toBe(false);
    const prepared = money.prepareMoneyFormat();
    expect(money.isMoneyFormatReady()).toBe(false);
    await prepared;
    expect(money.isMoneyFormatReady()).toBe(true);
    await money.prepareMoneyFormat();
    expect(money.formatMoney(12)).toBe('$12.00');
  });
});
