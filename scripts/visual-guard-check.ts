/**
 * Shows that the visual baselines guard the theme (docs/testing.md, "Visual regression"):
 *
 *   npm run test:visual:guard
 *
 * 1. moves ONE colour token of client/src/lib/ui/theme.ts one shade along its palette (the first
 *    `{colors.<palette>.<shade>}` reference, e.g. teal.700 → teal.800);
 * 2. runs e2e/visual.spec.ts (which builds the app again): it must fail, on screenshots only;
 * 3. puts theme.ts back as it was (also on Ctrl-C or a crash), runs the spec again: it must pass.
 *
 * Exit code 0 when both hold. It takes two runs of the visual spec, so `npm test` does not run it.
 * Set E2E_PORT and E2E_AUTH_EMULATOR_PORT as for any e2e run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const THEME_FILE = 'client/src/lib/ui/theme.ts';
const SPEC = 'e2e/visual.spec.ts';
const REPORT = '.tmp/visual-guard-report.json';

/** Chakra's palette shades, lightest first. */
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

export interface TokenChange {
  source: string;
  from: string;
  to: string;
}

/** The theme source with its first colour token reference moved one shade darker (lighter from the darkest). */
export function shiftOneColorToken(source: string): TokenChange {
  const match = /\{colors\.([a-z]+)\.(\d+)\}/.exec(source);
  const at = match ? SHADES.indexOf(match[2]!) : -1;
  if (!match || at === -1) throw new Error(`${THEME_FILE} refers to no palette colour ({colors.<palette>.<shade>}) to change`);
  const shade = SHADES[at === SHADES.length - 1 ? at - 1 : at + 1]!;
  const to = `{colors.${match[1]}.${shade}}`;
  return { source: source.slice(0, match.index) + to + source.slice(match.index + match[0].length), from: match[0], to };
}

interface ReportNode {
  suites?: ReportNode[];
  specs?: ReportNode[];
  tests?: ReportNode[];
  results?: Array<{ errors?: Array<{ message?: string }> }>;
}

/** The error messages of every test result in a Playwright JSON report. */
export function reportErrors(node: ReportNode): string[] {
  const own = (node.results ?? []).flatMap((result) => (result.errors ?? []).map((error) => error.message ?? ''));
  const children = [...(node.suites ?? []), ...(node.specs ?? []), ...(node.tests ?? [])];
  return [...own, ...children.flatMap(reportErrors)];
}

/** How many screenshots differed from their baselines, and the errors that are something else. */
export function classifyErrors(messages: string[]): { screenshots: number; other: string[] } {
  const isScreenshot = (message: string) => message.includes('toHaveScreenshot');
  return { screenshots: messages.filter(isScreenshot).length, other: messages.filter((message) => !isScreenshot(message)) };
}

function runVisualSpec(): { code: number; errors: string[] } {
  rmSync(REPORT, { force: true });
  const result = spawnSync('node_modules/.bin/playwright', ['test', SPEC], { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: REPORT } });
  const errors = existsSync(REPORT) ? reportErrors(JSON.parse(readFileSync(REPORT, 'utf8')) as ReportNode) : ['the run wrote no report'];
  return { code: result.status ?? 1, errors };
}

function main(): number {
  const original = readFileSync(THEME_FILE, 'utf8');
  const change = shiftOneColorToken(original);
  const restore = () => writeFileSync(THEME_FILE, original);
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let changed: { code: number; errors: string[] };
  console.log(`\n▶ ${THEME_FILE}: one token changed, ${change.from} → ${change.to}; the visual spec must fail`);
  writeFileSync(THEME_FILE, change.source);
  try {
    changed = runVisualSpec();
  } finally {
    restore();
  }
  console.log(`\n▶ ${THEME_FILE} restored; the visual spec must pass`);
  const restored = runVisualSpec();

  const { screenshots, other } = classifyErrors(changed.errors);
  const failedOnScreenshots = changed.code !== 0 && screenshots > 0 && other.length === 0;
  const passedRestored = restored.code === 0 && restored.errors.length === 0;
  console.log('\nVisual guard:');
  console.log(`  with ${change.from} → ${change.to}: ${changed.code === 0 ? 'PASSED (the baselines did not notice)' : `failed, ${screenshots} screenshots differ from their baselines`}${other.length ? `, and ${other.length} other errors:\n    ${other.join('\n    ')}` : ''}`);
  console.log(`  theme restored: ${passedRestored ? 'passed' : `FAILED (${restored.errors.length} errors)`}`);
  const ok = failedOnScreenshots && passedRestored;
  console.log(ok ? '\nThe baselines catch a one-token theme change.' : '\nThe guard does NOT hold (see above).');
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exit(main());
