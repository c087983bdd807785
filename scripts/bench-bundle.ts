/**
 * Bundle sizes of the built client (reads dist/, builds nothing): the first screen's initial
 * JavaScript — index.html's entry script, its modulepreload links and everything they import
 * statically — then what the first screen's code loads on demand after sign-in (the signed-in
 * frame, the database, sync), every screen's own chunks and every chunk, gzipped.
 *
 *   node --import tsx scripts/bench-bundle.ts [distDir] [--check] [--budget=KB]
 *
 * With --check the exit code is 1 when the initial JavaScript is over the budget (default
 * INITIAL_JS_BUDGET_KB), or when index.html names no entry script (a measurement of nothing must
 * not pass as small); 2 when there is no build.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget for the first screen's initial JavaScript, gzipped (docs/testing.md, "The bundle budget"). */
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

/** Dynamic `import("x")` specifiers (the lazily loaded screens and charts); the build writes them with backticks. */
export function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport\(\s*(["'`])([^"'`$]+)\1\s*\)/g)].map((match) => match[2]!))];
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

export interface LoadedLater {
  chunk: string;
  /** The chunk and what it imports statically, minus the initial JavaScript. */
  extra: string[];
  extraBytes: number;
}

export interface BundleReport {
  initial: string[];
  initialBytes: number;
  /** Non-screen chunks the initial code imports dynamically: what a signed-in start adds before any screen. */
  onDemand: LoadedLater[];
  /** All of onDemand together (shared chunks counted once). */
  onDemandBytes: number;
  screens: LoadedLater[];
  /** Initial + what a start on the dashboard (the installed app's start_url) loads on demand + that screen, if there is one. */
  signedInStartBytes: number | null;
  chunks: { path: string; bytes: number }[];
}

const isScreen = (path: string) => /-page-[\w-]+\.js$/.test(path);
/** RxDB's dev-mode and schema validator: imported only when import.meta.env.DEV (never precached either, see vite.config.ts). */
const isDevOnly = (path: string) => /\/(dev-mode|validate-ajv)-[\w-]+\.js$/.test(path);
/**
 * On demand, but not at a start on the dashboard: Chakra's runtime comes with the screens built
 * with it (client/src/app/chakra-scope.tsx), the toasts when one is raised (toast-store.ts).
 */
const isNotAtDashboardStart = (path: string) => /\/(chakra-scope|toast-store)-[\w-]+\.js$/.test(path);

/** Measures a built dist folder. */
export function measure(dist: string): BundleReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = entryScripts(html)
    .map((url) => resolveChunk(url, null))
    .filter((path): path is string => path !== null);
  const initial = staticClosure(dist, roots);
  const initialSet = new Set(initial);
  const all = listJs(dist);
  const later = (chunk: string): LoadedLater => {
    const extra = staticClosure(dist, [chunk]).filter((path) => !initialSet.has(path));
    return { chunk, extra, extraBytes: sum(dist, extra) };
  };
  const bySize = (a: LoadedLater, b: LoadedLater) => b.extraBytes - a.extraBytes;
  const onDemand = [
    ...new Set(
      initial.flatMap((from) =>
        dynamicImports(readFileSync(join(dist, from), 'utf8'))
          .map((specifier) => resolveChunk(specifier, from))
          .filter((path): path is string => path !== null && !isScreen(path) && !isDevOnly(path) && !initialSet.has(path) && existsSync(join(dist, path))),
      ),
    ),
  ]
    .map(later)
    .sort(bySize);
  const onDemandSet = new Set(onDemand.flatMap((entry) => entry.extra));
  // A screen = a lazily imported *-page chunk: what it adds on top of the initial JavaScript.
  const screens = all.filter(isScreen).map(later).sort(bySize);
  const dashboard = screens.find((screen) => /\/dashboard-page-/.test(screen.chunk));
  const atDashboardStart = onDemand.filter((entry) => !isNotAtDashboardStart(entry.chunk)).flatMap((entry) => entry.extra);
  const signedInStart = dashboard ? [...initial, ...new Set([...atDashboardStart, ...dashboard.extra])] : null;
  const chunks = all.map((path) => ({ path, bytes: gzipBytes(dist, path) })).sort((a, b) => b.bytes - a.bytes);
  return {
    initial,
    initialBytes: sum(dist, initial),
    onDemand,
    onDemandBytes: sum(dist, [...onDemandSet]),
    screens,
    signedInStartBytes: signedInStart ? sum(dist, signedInStart) : null,
    chunks,
  };
}

/** Why the report fails the budget check (nothing when it passes). */
export function budgetProblems(report: Pick<BundleReport, 'initial' | 'initialBytes'>, budgetKb = INITIAL_JS_BUDGET_KB): string[] {
  if (report.initial.length === 0) return ['index.html names no entry script that exists in the build: nothing was measured.'];
  if (report.initialBytes > budgetKb * 1024) {
    return [`The first screen's initial JavaScript is ${(report.initialBytes / 1024).toFixed(1)} KB gzip, over the ${budgetKb} KB budget.`];
  }
  return [];
}

export function main(args: string[]): number {
  const check = args.includes('--check');
  const budgetArg = args.find((arg) => arg.startsWith('--budget='));
  const budgetKb = budgetArg ? Number(budgetArg.slice('--budget='.length)) : INITIAL_JS_BUDGET_KB;
  if (!(budgetKb > 0)) {
    console.error(`${budgetArg}: the budget is a number of KB, e.g. --budget=270.`);
    return 2;
  }
  const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build at ${relative(process.cwd(), dist) || dist}: run "npx vite build" first.`);
    return 2;
  }
  const report = measure(dist);
  const problems = budgetProblems(report, budgetKb);
  console.log(`Initial JavaScript of the first screen (gzip): ${kb(report.initialBytes).trim()} — budget ${budgetKb} KB${problems.length > 0 ? ' — OVER' : ''}`);
  for (const path of report.initial) console.log(`  ${kb(gzipBytes(dist, path))}  ${path}`);
  console.log(`\nLoaded on demand after sign-in, before any screen (gzip): ${kb(report.onDemandBytes).trim()}`);
  for (const entry of report.onDemand) {
    console.log(`  ${kb(entry.extraBytes)}  ${entry.chunk.replace(/^assets\//, '')}${entry.extra.length > 1 ? ` (+${entry.extra.length - 1} chunks)` : ''}`);
  }
  if (report.signedInStartBytes !== null) {
    console.log(`\nA signed-in start on the dashboard loads in all (gzip): ${kb(report.signedInStartBytes).trim()}`);
  }
  console.log('\nEach screen adds, loaded when it is opened (gzip):');
  for (const screen of report.screens) {
    console.log(`  ${kb(screen.extraBytes)}  ${screen.chunk.replace(/^assets\//, '')}${screen.extra.length > 1 ? ` (+${screen.extra.length - 1} shared chunks)` : ''}`);
  }
  console.log('\nEvery chunk (gzip):');
  for (const chunk of report.chunks) console.log(`  ${kb(chunk.bytes)}  ${chunk.path}${report.initial.includes(chunk.path) ? '  [initial]' : ''}`);
  if (check) for (const problem of problems) console.error(`\nbench-bundle --check: ${problem}`);
  return check && problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // Piped into `head`: stop quietly when the reader goes away.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  process.exitCode = main(process.argv.slice(2));
}
