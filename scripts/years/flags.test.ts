import { expect, test } from 'vitest';
import { parseYearsFlags } from './flags';

test('without options: seed 1, three years, a browser every other quarter and the last, history off', () => {
  const flags = parseYearsFlags([]);
  expect(flags).toMatchObject({ seed: 1, years: 3, history: 'off', horizonDays: 30 });
  expect([...flags.browserQuarters].sort((a, b) => a - b)).toEqual([2, 4, 6, 8, 10, 12]);
});

test('the browser quarters: all, none, every N (and the last), or a list', () => {
  expect([...parseYearsFlags(['--years=1', '--quarters-with-browser=all']).browserQuarters]).toEqual([1, 2, 3, 4]);
  expect(parseYearsFlags(['--quarters-with-browser=none']).browserQuarters.size).toBe(0);
  expect([...parseYearsFlags(['--years=2', '--quarters-with-browser=every-3']).browserQuarters].sort((a, b) => a - b)).toEqual([3, 6, 8]);
  expect([...parseYearsFlags(['--quarters-with-browser=1,12']).browserQuarters]).toEqual([1, 12]);
});

test.each([
  [['--years=0'], /--years must be a whole number from 1 to 10/],
  [['--seed=abc'], /--seed must be a whole number/],
  [['--quarters-with-browser=13'], /--quarters-with-browser must be a whole number from 1 to 12/],
  [['--history=maybe'], /--history must be off or on/],
  [['--yeras=2'], /Unknown option --yeras/],
  [['years=2'], /Unknown argument "years=2"/],
])('%j is refused with a message and the usage', (argv, message) => {
  expect(() => parseYearsFlags(argv)).toThrow(message);
  expect(() => parseYearsFlags(argv)).toThrow(/Options:/);
});
