// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { ThemeSetting } from './theme-setting';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

test('the theme follows the system until light or dark is chosen, and the choice is kept', async () => {
  render(
    <ChakraProvider value={system}>
      <ThemeProvider>
        <ThemeSetting />
      </ThemeProvider>
    </ChakraProvider>,
  );
  expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByText('Dark'));
  await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
  expect(localStorage.getItem('theme')).toBe('dark');
  expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByText('Light'));
  await waitFor(() => expect(document.documentElement.classList.contains('light')).toBe(true));
  expect(document.documentElement.classList.contains('dark')).toBe(false);
  expect(localStorage.getItem('theme')).toBe('light');
});
