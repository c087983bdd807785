import { expect, test } from 'vitest';
import { classifyErrors, reportErrors, shiftOneColorToken } from './visual-guard-check';

test('one colour token moves one shade, the rest of the theme stays as it is', () => {
  const source = "solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } }";
  const change = shiftOneColorToken(source);
  expect(change).toMatchObject({ from: '{colors.teal.700}', to: '{colors.teal.800}' });
  expect(change.source).toBe("solid: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.700}' } }");
  expect(shiftOneColorToken("'{colors.red.950}'").to).toBe('{colors.red.900}');
  expect(shiftOneColorToken("'{colors.gray.50}'").to).toBe('{colors.gray.100}');
});

test('a theme without a palette colour is an error, not a silent no-op', () => {
  expect(() => shiftOneColorToken("value: '#ffffff'")).toThrow(/no palette colour/);
});

test('errors are gathered from every test of a Playwright report and told apart', () => {
  const report = {
    suites: [
      {
        specs: [{ tests: [{ results: [{ errors: [{ message: 'expect(page).toHaveScreenshot(expected) failed' }, { message: 'login-390: the page is 420px wide' }] }] }] }],
        suites: [{ specs: [{ tests: [{ results: [{ errors: [{ message: 'Error: empty-debts looks as its baseline\n\nexpect(page).toHaveScreenshot(expected) failed' }] }] }] }] }],
      },
    ],
  };
  const errors = reportErrors(report);
  expect(errors).toHaveLength(3);
  expect(classifyErrors(errors)).toEqual({ screenshots: 2, other: ['login-390: the page is 420px wide'] });
});
