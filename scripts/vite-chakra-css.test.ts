import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { renderChakraCss } from './vite-chakra-css';

let css = '';
beforeAll(async () => {
  css = await renderChakraCss();
});

function files(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), extensions) : extensions.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

test('holds the layers, the reset and the tokens of both colour modes', () => {
  expect(css).toContain('@layer reset,base,tokens,recipes;');
  expect(css).toMatch(/@layer reset\{html\{/);
  expect(css).toContain('--chakra-colors-teal-600:');
  // Semantic tokens switch with the .dark class that index.html's theme script sets before the first paint.
  expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg-subtle:/);
});

test("holds the kit's classes, in Chakra's recipes layer, and the static styles outside it", () => {
  expect(css).toMatch(/@layer recipes\{\.button--solid-md\{[^}]*background:var\(--chakra-colors-color-palette-solid\)/);
  expect(css).toMatch(/(^|\n)\.palette__accent\{--chakra-colors-color-palette-50:var\(--chakra-colors-accent-50\)/);
  expect(css).toMatch(/(^|\n)\.frame__header\{[^}]*position:sticky/);
  // The accent colours: the default on the root, each other one by the root's data-accent (lib/ui/theme.ts).
  expect(css).toMatch(/@layer base\{[^]*:root\{[^}]*--paydown-accent-solid:var\(--chakra-colors-teal-solid\)/);
  expect(css).toMatch(/:root\[data-accent=pink\]\{[^}]*--paydown-accent-solid:var\(--chakra-colors-pink-solid\)/);
  expect(css).toMatch(/--chakra-colors-accent-solid:var\(--paydown-accent-solid\)/);
  expect(css).toMatch(/(^|\n):focus-visible\{outline:2px solid;outline-color:var\(--chakra-colors-accent-focus-ring\)/);
});

test('every Chakra variable the static classes and the code use is defined (a misspelt token shows here)', () => {
  const tokens = css.slice(0, css.indexOf('@layer recipes{.'));
  const used = new Set<string>();
  const sources = [css, ...files('client/src', /\.tsx?$/).map((file) => readFileSync(file, 'utf8'))];
  for (const source of sources) for (const match of source.matchAll(/var\((--chakra-[\w\\.-]+)/g)) used.add(match[1]!);
  expect(used.size).toBeGreaterThan(50);
  // Chakra's own "empty" variable is never defined: `var(--chakra-empty, )` is its way to write nothing.
  const missing = [...used].filter((name) => name !== '--chakra-empty' && !tokens.includes(`${name}:`));
  expect(missing).toEqual([]);
});

test('a value that is not a token is not passed on as if it were one', () => {
  // Chakra writes an unknown token ("fg.mutd", "spacing.66") as it is, which no browser understands.
  const declarations = [...css.matchAll(/[{;]([\w-]+):([^;{}]+)/g)].map(([, property, value]) => `${property}:${value}`);
  const suspicious = declarations.filter((declaration) => /:[a-z]+\.[a-z]/i.test(declaration) && !/url\(|var\(|\d\.\d/.test(declaration));
  expect(suspicious).toEqual([]);
});

/**
 * No style is written by hand any more: the app's CSS files are the few below, which style no
 * control and use no token of the theme. Everything else that draws the app comes from the theme
 * through Chakra, at run time or rendered by the build (`*.styles.ts`).
 */
test('no CSS file of the app copies the theme', () => {
  const allowed = ['client/src/features/strategy/print-plan.css', 'client/src/lib/ui/charts.css', 'client/src/start-up/snapshot.css'];
  const found = files('client/src', /\.css$/).sort();
  expect(found).toEqual(allowed);
  for (const file of found) expect(readFileSync(file, 'utf8'), file).not.toMatch(/--chakra-|var\(/);
});
