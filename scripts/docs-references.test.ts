import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/**
 * The project explains itself with its own documents: every "spec §N" names a section of
 * docs/product-spec.md, every relative link in a Markdown file leads to a file of the repository,
 * and nothing points to documents or paths outside it.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|html|css|ya?ml|sh)$/;
const self = relative(root, fileURLToPath(import.meta.url));

/** The repository's text files, committed or not (ignored files left out). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file) && file !== 'package-lock.json' && file !== self && existsSync(join(root, file)));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Where in the file a match is, as `file:line`. */
const at = (file: string, text: string, index: number) => `${file}:${text.slice(0, index).split('\n').length}`;

const SPEC = 'docs/product-spec.md';
const sections = new Set([...read(SPEC).matchAll(/^#{2,} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1]));

test('the product spec has numbered sections', () => {
  expect(sections.size).toBeGreaterThan(5);
});

test('every § cited names a numbered section of docs/product-spec.md', () => {
  const unknown: string[] = [];
  for (const file of files) {
    const text = read(file);
    for (const match of text.matchAll(/§\s?(\d+(?:\.\d+)*)/g)) {
      if (!sections.has(match[1]!)) unknown.push(`${at(file, text, match.index)}: §${match[1]}`);
    }
  }
  expect(unknown).toEqual([]);
});

test('every relative link of a Markdown file leads to a file of the repository', () => {
  const broken: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.md'))) {
    const text = read(file);
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!.split('#')[0]!;
      if (target === '' || /^[a-z][a-z+.-]*:/i.test(target)) continue;
      const path = join(root, dirname(file), decodeURI(target));
      if (!path.startsWith(root) || !existsSync(path)) broken.push(`${at(file, text, match.index)}: ${match[1]}`);
    }
  }
  expect(broken).toEqual([]);
});

test('nothing points to documents or paths outside the repository', () => {
  const outside = /\b(ARCHITECTURE|PAYOFF-RULES|STACK-NOTES|STYLE)\.md\b|(\.\.\/)+shared\b|\/work\//g;
  const found: string[] = [];
  for (const file of files) {
    const text = read(file);
    for (const match of text.matchAll(outside)) found.push(`${at(file, text, match.index)}: ${match[0]}`);
  }
  expect(found).toEqual([]);
});

test('docs/ covers architecture and data flow, sync and merge rules, payoff conventions and security', () => {
  for (const doc of ['architecture.md', 'sync.md', 'payoff-calculations.md', 'security.md', 'product-spec.md']) {
    expect({ doc, exists: existsSync(join(root, 'docs', doc)) }).toEqual({ doc, exists: true });
  }
});
