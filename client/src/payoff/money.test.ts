import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumPaid, monthInterest, monthlyFactor } from './debt-month';
import { type Cents, type RateUnits, percentOf, toCents, toDollars, toRateUnits } from './money';

const exactHalfUp = (numerator: bigint, denominator: bigint) => Number((2n * numerator + denominator) / (2n * denominator));

describe('money', () => {
  it('converts dollars to cents half-up, undoing binary representation error', () => {
    expect(toCents(1199.1)).toBe(119910);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(12.344)).toBe(1234);
    expect(toDollars(toCents(200_000))).toBe(200_000);
    expect(toRateUnits(19.99)).toBe(199_900);
  });

  it('takes a percentage of an amount half-up to the cent', () => {
    expect(percentOf(10_000 as Cents, toRateUnits(3))).toBe(300);
    expect(percentOf(50 as Cents, toRateUnits(1))).toBe(1); // 0.5 cent rounds up
    expect(percentOf(49 as Cents, toRateUnits(1))).toBe(0);
  });

  it('charges a month of interest exactly half-up, for any balance and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000_000 }), (balance, rate) => {
        expect(monthInterest(balance, rate, monthlyFactor(rate))).toBe(exactHalfUp(BigInt(balance) * BigInt(rate), 12_000_000n));
      }),
      { numRuns: 5000 },
    );
    // Exactly half a cent rounds up: $1.00 at 6 % is 0.5 cent.
    expect(monthInterest(100, 60_000, monthlyFactor(60_000))).toBe(1);
    expect(monthInterest(20_000_000, 60_000, monthlyFactor(60_000))).toBe(100_000);
  });

  it('trues up a payment that would leave less than 1 % of the minimum owing', () => {
    expect(minimumPaid(119_910, 120_014)).toBe(120_014); // $1.04 left < $11.99: paid in full
    expect(minimumPaid(119_910, 121_109)).toBe(121_109); // $11.99 left is below 1 % ($11.991)
    expect(minimumPaid(119_910, 121_110)).toBe(119_910); // $12.00 left is not
    expect(minimumPaid(119_910, 50_000)).toBe(50_000); // capped at what is owed
    expect(minimumPaid(0, 50_000)).toBe(0); // no payment due
  });

  it('keeps branded units apart at compile time', () => {
    const rate: RateUnits = toRateUnits(5);
    // @ts-expect-error rate units are not cents
    const wrong: Cents = rate;
    expect(wrong).toBe(50_000);
  });
});
