// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { system } from '@/lib/ui/system';
import { ImportProgressBar } from './import-progress-bar';

afterEach(cleanup);

test('the stage in words with its counts, and the whole import as an accessible progress bar', () => {
  render(
    <ChakraProvider value={system}>
      <ImportProgressBar progress={{ stage: 'debts and payments', done: 4200, total: 10100, written: 4200, toWrite: 10140 }} />
    </ChakraProvider>,
  );
  expect(screen.getByText('Importing debts and payments… 4,200 of 10,100')).toBeTruthy();
  const bar = screen.getByRole('progressbar', { name: 'Import progress' });
  expect(bar.getAttribute('aria-valuetext')).toBe('Importing debts and payments… 4,200 of 10,100');
  expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((100 * 4200) / 10140);
});

test('before the first batch is written', () => {
  render(
    <ChakraProvider value={system}>
      <ImportProgressBar progress={null} />
    </ChakraProvider>,
  );
  expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuetext')).toBe('Importing…');
});
