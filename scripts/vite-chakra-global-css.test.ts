import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { renderChakraGlobalCss } from './vite-chakra-global-css';

let css = '';
beforeAll(async () => {
  css = await renderChakraGlobalCss();
});

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
}

test('holds the layers, the reset and the tokens of both colour modes', () => {
  expect(css).toContain('@layer reset,base,tokens,recipes;');
  expect(css).toMatch(/@layer reset\{html\{/);
  expect(css).toContain('--chakra-colors-teal-600:');
  // Semantic tokens switch with the .dark class that index.html's theme script sets before the first paint.
  expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg-subtle:/);
});

test('defines every Chakra variable our static stylesheets use', () => {
  const used = new Set<string>();
  for (const file of cssFiles('client/src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/var\((--chakra-[\w\\.-]+)/g)) used.add(match[1]!);
  }
  expect(used.size).toBeGreaterThan(20);
  const missing = [...used].filter((name) => !css.includes(`${name}:`));
  expect(missing).toEqual([]);
});
