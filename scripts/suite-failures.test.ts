import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './suite-failures';

describe('vitestFailures', () => {
  it('names each failed test with its file, from the project root', () => {
    const names = vitestFailures(
      {
        testResults: [
          {
            name: '/ci/project/client/src/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a adds', status: 'passed' },
              { fullName: 'a rounds to the cent', status: 'failed' },
            ],
          },
          { name: '/ci/project/server/b.test.ts', status: 'passed', assertionResults: [{ fullName: 'b', status: 'passed' }] },
        ],
      },
      '/ci/project',
    );
    expect(names).toEqual(['client/src/a.test.ts › a rounds to the cent']);
  });

  it('adds the start of the failure message under the name, without the stack', () => {
    const names = vitestFailures({
      testResults: [
        {
          name: 'e.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'e converges', status: 'failed', failureMessages: ['Property failed after 3 tests\n{ seed: 42 }\n    at run (x.ts:1:1)'] },
          ],
        },
      ],
    });
    expect(names).toEqual(['e.test.ts › e converges\n      Property failed after 3 tests\n      { seed: 42 }']);
  });

  it('names a file that failed before any of its tests ran, with the first line of why', () => {
    const names = vitestFailures({
      testResults: [{ name: 'c.test.ts', status: 'failed', message: 'Cannot find module x\n    at …', assertionResults: [] }],
    });
    expect(names).toEqual(['c.test.ts (the file failed: Cannot find module x)']);
  });

  it('is empty for a report with nothing failed, or no results at all', () => {
    expect(vitestFailures({ testResults: [{ name: 'd.test.ts', status: 'passed', assertionResults: [] }] })).toEqual([]);
    expect(vitestFailures({})).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  it('names unexpected results with file, line and describe blocks, and leaves out flaky and passed ones', () => {
    const names = playwrightFailures([
      {
        title: 'sync.spec.ts',
        file: 'sync.spec.ts',
        specs: [
          { title: 'passes', file: 'sync.spec.ts', line: 5, tests: [{ status: 'expected' }] },
          { title: 'fails', file: 'sync.spec.ts', line: 9, tests: [{ status: 'unexpected' }] },
          { title: 'passes on retry', file: 'sync.spec.ts', line: 20, tests: [{ status: 'flaky' }] },
        ],
        suites: [
          {
            title: 'offline',
            file: 'sync.spec.ts',
            specs: [{ title: 'keeps edits', file: 'sync.spec.ts', line: 33, tests: [{ status: 'unexpected' }] }],
          },
        ],
      },
    ]);
    expect(names).toEqual(['sync.spec.ts:9 › fails', 'sync.spec.ts:33 › offline › keeps edits']);
  });
});
