/**
 * Bundle sizes of the built client (reads dist/, builds nothing): the first screen's initial
 * JavaScript — index.html's entry script, its modulepreload links and everything they import
 * statically — and then every screen's own chunks and every chunk, gzipped.
 *
 *   node --import tsx scripts/bench-bundle.ts [distDir] [--check]
 *
 * With --check the exit code is 1 when the initial JavaScript is over INITIAL_JS_BUDGET_KB.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The issue's budget for the first screen's initial JavaScript, gzipped. */
export const INITIAL_JS_BUDGET_KB = 300;

/** Script and modulepreload URLs that index.html loads at start. */
export function entryScripts(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["'][^>]*>/g)) urls.push(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["'][^>]*>/g)) urls.push(match[1]!);
  return [...new Set(urls)];
}

/**
 * The specifiers a built ES module imports statically (`import … from "x"`, `import "x"`,
 * `export … from "x"`), not its dynamic `import("x")` calls, which load later.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;})\s])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+|\*)?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** Dynamic `import("x")` specifiers (the lazily loaded screens and charts). */
export function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]!))];
}

/** A chunk's path inside dist, from a URL in index.html ('/assets/x.js') or a specifier relative to `from`. */
function resolveChunk(specifier: string, from: string | null): string | null {
  if (/^[a-z]+:/i.test(specifier)) return null;
  if (specifier.startsWith('/')) return specifier.slice(1);
  if (!from || !specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

/** Every chunk reachable through static imports from `roots` (paths inside dist). */
export function staticClosure(dist: string, roots: readonly string[], read = (path: string) => readFileSync(join(dist, path), 'utf8')): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path) || !path.endsWith('.js') || !existsSync(join(dist, path))) continue;
    seen.add(path);
    for (const specifier of staticImports(read(path))) {
      const next = resolveChunk(specifier, path);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return [...seen];
}

const gzipCache = new Map<string, number>();
function gzipBytes(dist: string, path: string): number {
  const key = join(dist, path);
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(key)).length;
    gzipCache.set(key, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const sum = (dist: string, paths: readonly string[]) => paths.reduce((total, path) => total + gzipBytes(dist, path), 0);

function listJs(dist: string, dir = 'assets'): string[] {
  const full = join(dist, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listJs(dist, posix.join(dir, entry.name)) : entry.name.endsWith('.js') ? [posix.join(dir, entry.name)] : [],
  );
}

export interface BundleReport {
  initial: string[];
  initialBytes: number;
  screens: { chunk: string; extra: string[]; extraBytes: number }[];
  chunks: { path: string; bytes: number }[];
}

/** Measures a built dist folder. */
export function measure(dist: string): BundleReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = entryScripts(html)
    .map((url) => resolveChunk(url, null))
    .filter((path): path is string => path !== null);
  const initial = staticClosure(dist, roots);
  const initialSet = new Set(initial);
  const all = listJs(dist);
  // A screen = a lazily imported *-page chunk: what it adds on top of the initial JavaScript.
  const screens = all
    .filter((path) => /-page-[\w-]+\.js$/.test(path))
    .map((chunk) => {
      const extra = staticClosure(dist, [chunk]).filter((path) => !initialSet.has(path));
      return { chunk, extra, extraBytes: sum(dist, extra) };
    })
    .sort((a, b) => b.extraBytes - a.extraBytes);
  const chunks = all.map((path) => ({ path, bytes: gzipBytes(dist, path) })).sort((a, b) => b.bytes - a.bytes);
  return { initial, initialBytes: sum(dist, initial), screens, chunks };
}

function main(args: string[]): number {
  const check = args.includes('--check');
  const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build at ${relative(process.cwd(), dist) || dist}: run "npx vite build" first.`);
    return 2;
  }
  const report = measure(dist);
  const over = report.initialBytes > INITIAL_JS_BUDGET_KB * 1024;
  console.log(`Initial JavaScript of the first screen (gzip): ${kb(report.initialBytes).trim()} — budget ${INITIAL_JS_BUDGET_KB} KB${over ? ' — OVER' : ''}`);
  for (const path of report.initial) console.log(`  ${kb(gzipBytes(dist, path))}  ${path}`);
  console.log('\nEach screen adds, loaded when it is opened (gzip):');
  for (const screen of report.screens) {
    console.log(`  ${kb(screen.extraBytes)}  ${screen.chunk.replace(/^assets\//, '')}${screen.extra.length > 1 ? ` (+${screen.extra.length - 1} shared chunks)` : ''}`);
  }
  console.log('\nEvery chunk (gzip):');
  for (const chunk of report.chunks) console.log(`  ${kb(chunk.bytes)}  ${chunk.path}${report.initial.includes(chunk.path) ? '  [initial]' : ''}`);
  return check && over ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // Piped into `head`: stop quietly when the reader goes away.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  process.exitCode = main(process.argv.slice(2));
}
