import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, vi } from 'vitest';
import { budgetProblems, dynamicImports, entryScripts, main, measure, staticImports } from './bench-bundle';

test('static imports of built modules, not dynamic ones', () => {
  const code = 'import{a as b,c}from"./chunk-a.js";import"./side.js";import*as n from"./ns.js";export{x}from"./re.js";const l=()=>import("./lazy.js");';
  expect(staticImports(code)).toEqual(['./chunk-a.js', './side.js', './ns.js', './re.js']);
  expect(dynamicImports(code)).toEqual(['./lazy.js']);
});

test('the entry script and modulepreload links of index.html', () => {
  const html = '<script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-2.js">';
  expect(entryScripts(html)).toEqual(['/assets/index-1.js', '/assets/vendor-2.js']);
});

test('initial JavaScript follows static imports only; each screen counts what it adds', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index-a.js"></script>');
  writeFileSync(join(dist, 'assets/index-a.js'), 'import"./shared-b.js";const p=()=>import("./home-page-c.js");');
  writeFileSync(join(dist, 'assets/shared-b.js'), 'export const b=1;');
  writeFileSync(join(dist, 'assets/home-page-c.js'), 'import{b}from"./shared-b.js";import"./chart-d.js";');
  writeFileSync(join(dist, 'assets/chart-d.js'), 'export const d=2;'.repeat(50));
  const report = measure(dist);
  expect(report.initial.sort()).toEqual(['assets/index-a.js', 'assets/shared-b.js']);
  expect(report.screens.map((s) => [s.chunk, s.extra.sort()])).toEqual([['assets/home-page-c.js', ['assets/chart-d.js', 'assets/home-page-c.js']]]);
  expect(report.chunks).toHaveLength(4);
});

/** A dist folder of small made-up chunks; `files` maps paths inside it to their code. */
function fakeDist(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  mkdirSync(join(dist, 'assets'));
  for (const [path, code] of Object.entries(files)) writeFileSync(join(dist, path), code);
  return dist;
}

test('the build writes dynamic imports with backticks; they are found too', () => {
  expect(dynamicImports('const a=()=>x(()=>import(`./rx-database-A.js`),__vite__mapDeps([0]));import(\'./b.js\')')).toEqual(['./rx-database-A.js', './b.js']);
});

test('what the first screen loads on demand (not screens, not dev-only code) and the signed-in start', () => {
  const dist = fakeDist({
    'index.html': '<script type="module" src="/assets/index-a.js"></script>',
    'assets/index-a.js':
      'import"./shared-b.js";const d=()=>import(`./rx-database-c.js`),s=()=>import(`./dashboard-page-e.js`),v=()=>import(`./dev-mode-g.js`),c=()=>import(`./chakra-scope-h.js`);',
    'assets/shared-b.js': 'export const b=1;',
    'assets/rx-database-c.js': 'import"./shared-b.js";import"./rxdb-core-d.js";',
    'assets/rxdb-core-d.js': 'export const d=2;'.repeat(40),
    'assets/dashboard-page-e.js': 'import"./rxdb-core-d.js";import"./stat-f.js";',
    'assets/stat-f.js': 'export const f=3;',
    'assets/dev-mode-g.js': 'export const g=4;',
    'assets/chakra-scope-h.js': 'import"./chakra-i.js";',
    'assets/chakra-i.js': 'export const i=5;'.repeat(60),
  });
  const report = measure(dist);
  expect(report.onDemand.map((entry) => [entry.chunk, entry.extra.sort()])).toEqual([
    ['assets/rx-database-c.js', ['assets/rx-database-c.js', 'assets/rxdb-core-d.js']],
    ['assets/chakra-scope-h.js', ['assets/chakra-i.js', 'assets/chakra-scope-h.js']],
  ]);
  // Shared chunks count once: initial + database + the dashboard's own chunks; not Chakra's runtime, which other screens bring.
  const bytes = (path: string) => gzipSync(readFileSync(join(dist, path))).length;
  const expected = ['index-a', 'shared-b', 'rx-database-c', 'rxdb-core-d', 'dashboard-page-e', 'stat-f'].reduce((total, name) => total + bytes(`assets/${name}.js`), 0);
  expect(report.signedInStartBytes).toBe(expected);
});

test('--check fails over the budget, and when nothing was measured; passes under it', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const html = '<script type="module" src="/assets/index-a.js"></script>';
    // Random bytes barely compress: 12 KB of them is ~12 KB gzipped.
    const dist = fakeDist({ 'index.html': html, 'assets/index-a.js': `/*${randomBytes(12 * 1024).toString('base64')}*/` });
    expect(main([dist, '--check', '--budget=10'])).toBe(1);
    expect(main([dist, '--check', '--budget=30'])).toBe(0);
    expect(main([dist, '--budget=10'])).toBe(0); // without --check it only reports
    expect(budgetProblems({ initial: [], initialBytes: 0 })).toHaveLength(1);
    expect(main([fakeDist({ 'index.html': '<script src="/assets/gone.js"></script>' }), '--check'])).toBe(1);
    expect(main([join(dist, 'missing'), '--check'])).toBe(2);
    expect(main([dist, '--check', '--budget=lots'])).toBe(2);
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
});
