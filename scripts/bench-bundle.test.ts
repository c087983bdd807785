import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { dynamicImports, entryScripts, measure, staticImports } from './bench-bundle';

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
