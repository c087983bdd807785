/**
 * Runs every test suite in turn and prints one closing line `N passed, N failed` that sums
 * them. A suite that crashes before reporting counts as failed, so an empty run is visible.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { E2E_ENV } from '../e2e/support/e2e-env';
import { playwrightFailures, vitestFailures, type PlaywrightSuite, type VitestReport } from './suite-failures';

interface Tally {
  name: string;
  passed: number;
  failed: number;
  /** The failed tests by name, where the suite's report gives them. */
  failures?: string[];
}

const bin = (name: string) => `node_modules/.bin/${name}`;

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(name: string, command: string, args: string[]): Tally {
  const ok = run(command, args) === 0;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

function vitest(): Tally {
  const report = '.tmp/vitest-report.json';
  rmSync(report, { force: true });
  const code = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) return { name: 'vitest', passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport & { numPassedTests: number; numFailedTests: number };
  // A failing file with no collected tests (e.g. an import error) still fails the run.
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  return { name: 'vitest', passed: json.numPassedTests, failed, failures: vitestFailures(json, process.cwd()) };
}

function playwright(): Tally {
  const report = '.tmp/playwright-report.json';
  rmSync(report, { force: true });
  const code = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (!existsSync(report)) return { name: 'e2e', passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: PlaywrightSuite[];
  };
  const failed = json.stats.unexpected + (code !== 0 && json.stats.unexpected === 0 ? 1 : 0);
  return { name: 'e2e', passed: json.stats.expected + json.stats.flaky, failed, failures: playwrightFailures(json.suites ?? []) };
}

const only = process.argv.slice(2);
const suites: Array<[string, () => Tally]> = [
  ['typecheck', () => check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])],
  ['lint', () => check('lint', bin('eslint'), ['.', '--max-warnings', '0'])],
  ['vitest', vitest],
  ['e2e', playwright],
  // The first screen's JavaScript budget (docs/testing.md), on the build the e2e run just made.
  ['bundle', () => check('bundle', bin('tsx'), ['scripts/bench-bundle.ts', E2E_ENV.CLIENT_DIR ?? 'dist', '--check'])],
];

const tallies = suites.filter(([name]) => only.length === 0 || only.includes(name)).map(([, runSuite]) => runSuite());
console.log('\nSuites:');
for (const t of tallies) console.log(`  ${t.name.padEnd(10)} ${t.passed} passed, ${t.failed} failed`);
const named = tallies.flatMap((t) => (t.failures ?? []).map((name) => `  ${t.name}: ${name}`));
if (named.length > 0) console.log(`\nFailed:\n${named.join('\n')}`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
