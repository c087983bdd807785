// @vitest-environment happy-dom
import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { runtimeSystem } from './runtime-system';

afterEach(cleanup);

/** The CSS that Emotion inserts while rendering `ui` (the style elements it adds to the page). */
function cssInsertedBy(ui: ReactNode): string {
  const before = new Set(document.querySelectorAll('style'));
  render(ui);
  return [...document.querySelectorAll('style')]
    .filter((style) => !before.has(style))
    .map((style) => style.textContent)
    .join('\n');
}

test('the provider inserts neither the token variables nor the reset; recipes still go to their layer', () => {
  const css = cssInsertedBy(
    <ChakraProvider value={runtimeSystem}>
      <Button colorPalette="teal">Save</Button>
    </ChakraProvider>,
  );
  expect(screen.getByRole('button', { name: 'Save' }).className).toMatch(/css-/);
  expect(css).toContain('@layer recipes');
  expect(css).not.toContain('--chakra-colors-teal-600:');
  expect(css).not.toContain('@layer reset');
});

test('the default system, for comparison, inserts them (so the test above can fail)', () => {
  const css = cssInsertedBy(<ChakraProvider value={defaultSystem}>{null}</ChakraProvider>);
  expect(css).toContain('--chakra-colors-teal-600:');
  expect(css).toContain('@layer reset');
});
