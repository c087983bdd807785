/**
 * The names of the tests that failed, read from the JSON reports of Vitest and Playwright.
 * `npm test` prints them just above its closing line, so that the tail of a long CI log
 * (often all that is kept of it) says which test failed, not only how many.
 */

/** The parts of Vitest's JSON report (Jest's format) that name a failure. */
export interface VitestReport {
  testResults?: Array<{
    name: string;
    status?: string;
    message?: string;
    assertionResults?: Array<{ fullName?: string; title?: string; status: string; failureMessages?: string[] }>;
  }>;
}

/** The parts of Playwright's JSON report that name a failure. */
export interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: Array<{ title: string; file?: string; line?: number; tests?: Array<{ status: string }> }>;
  suites?: PlaywrightSuite[];
}

/** A path shown from the project root, whatever folder the run was made in. */
function fromRoot(path: string, root: string): string {
  return root && path.startsWith(root) ? path.slice(root.length).replace(/^\/+/, '') : path;
}

/**
 * The start of a failure's message, indented under its name: enough to tell an assertion from a
 * timeout, and for a property test its seed and counterexample, without the whole stack.
 */
function firstLines(message: string | undefined, lines = 4, width = 300): string {
  const kept = (message ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*at /.test(line))
    .slice(0, lines)
    .map((line) => `\n      ${line.length > width ? `${line.slice(0, width)}…` : line}`);
  return kept.join('');
}

export function vitestFailures(report: VitestReport, root = ''): string[] {
  const names: string[] = [];
  for (const file of report.testResults ?? []) {
    const path = fromRoot(file.name, root);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      names.push(`${path} › ${test.fullName ?? test.title ?? '(unnamed test)'}${firstLines(test.failureMessages?.[0])}`);
    }
    // A file that failed before any test ran (an import error, a crash in set-up) names itself.
    if (failed.length === 0 && file.status === 'failed') {
      const reason = (file.message ?? '').split('\n')[0]?.trim();
      names.push(`${path} (the file failed${reason ? `: ${reason}` : ''})`);
    }
  }
  return names;
}

export function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  const names: string[] = [];
  // `titles` are the describe blocks around a spec; the top level of the report is one suite
  // per file, titled with its path, which the spec's own `file` already gives.
  const visit = (suite: PlaywrightSuite, titles: string[]): void => {
    for (const spec of suite.specs ?? []) {
      if (!(spec.tests ?? []).some((test) => test.status === 'unexpected')) continue;
      const where = spec.file ? `${spec.file}${spec.line ? `:${spec.line}` : ''} › ` : '';
      names.push(`${where}${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) visit(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of suites) visit(suite, []);
  return names;
}
