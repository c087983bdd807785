import { describe, expect, it } from 'vitest';
import { blamed, formatTable, measure, medianRun, recordingFailed, verdict, type AuditLike, type LhrLike } from './lighthouse-summary';

const metric = (numericValue: number): AuditLike => ({ title: 'metric', score: 0.5, scoreDisplayMode: 'numeric', numericValue });

function lhr(overrides: Partial<Record<string, AuditLike>> = {}, score: number | null = 0.934): LhrLike {
  return {
    finalDisplayedUrl: 'http://127.0.0.1:3000/dashboard',
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': metric(1234),
      'largest-contentful-paint': metric(2345),
      'total-blocking-time': metric(187.4),
      'cumulative-layout-shift': metric(0.0123),
      interactive: metric(3456),
      'resource-summary': {
        title: 'Resources',
        score: null,
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { resourceType: 'total', requestCount: 30, transferSize: 900_000 },
            { resourceType: 'script', requestCount: 12, transferSize: 256_000 },
          ],
        },
      },
      'unused-javascript': { title: 'Reduce unused JavaScript', score: 0, scoreDisplayMode: 'metricSavings', displayValue: 'Est savings of 120 KiB', metricSavings: { LCP: 600, FCP: 150 } },
      'uses-text-compression': { title: 'Enable text compression', score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 900, FCP: 900, TBT: 0 } },
      'layout-shifts': { title: 'Avoid large layout shifts', score: 0.5, scoreDisplayMode: 'metricSavings', metricSavings: { CLS: 0.2 } },
      'uses-long-cache-ttl': { title: 'Cache policy', score: 1, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 0 } },
      'main-thread-tasks': { title: 'Tasks', score: null, scoreDisplayMode: 'informative' },
      'diagnostics-info': { title: 'Informative with a score', score: 0, scoreDisplayMode: 'informative' },
      ...overrides,
    } as Record<string, AuditLike>,
  };
}

describe('reading a Lighthouse result', () => {
  it('takes the score, the metrics and the scripts row of the resource summary', () => {
    expect(measure('dashboard', 'mobile', lhr())).toEqual({
      page: 'dashboard',
      formFactor: 'mobile',
      score: 93,
      fcpMs: 1234,
      lcpMs: 2345,
      tbtMs: 187.4,
      cls: 0.0123,
      ttiMs: 3456,
      jsTransferBytes: 256_000,
      jsRequests: 12,
    });
  });

  it('fails loudly when the run produced no score or lacks a metric', () => {
    expect(() => measure('login', 'desktop', lhr({}, null))).toThrow('no performance score for login (desktop): Lighthouse gave no reason');
    const failed = { ...lhr({}, null), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    expect(() => measure('login', 'mobile', failed)).toThrow('no performance score for login (mobile): The page did not paint any content.');
    expect(() => measure('login', 'desktop', lhr({ interactive: { title: 'TTI', score: null, scoreDisplayMode: 'error' } }))).toThrow('no interactive');
  });

  it("tells Lighthouse's recording failures (worth another try) from a page that failed", () => {
    const failed = (code: string): LhrLike => ({ ...lhr(), categories: { performance: { score: null } }, runtimeError: { code, message: code } });
    expect(recordingFailed(failed('NO_NAVSTART'))).toBe('NO_NAVSTART');
    expect(recordingFailed(failed('NO_FCP'))).toBe('NO_FCP');
    expect(recordingFailed(failed('FAILED_DOCUMENT_REQUEST'))).toBeNull();
    expect(recordingFailed(lhr())).toBeNull();
  });

  it('blames failing audits, largest time savings first, leaving out metrics, passes and informative ones', () => {
    expect(blamed(lhr())).toEqual([
      { id: 'uses-text-compression', title: 'Enable text compression', detail: 'est. savings 1800 ms' },
      { id: 'unused-javascript', title: 'Reduce unused JavaScript', detail: 'Est savings of 120 KiB, est. savings 750 ms' },
      { id: 'layout-shifts', title: 'Avoid large layout shifts', detail: '' },
    ]);
    expect(blamed(lhr(), 1)).toHaveLength(1);
  });
});

describe('printing', () => {
  it('says whether the target is met, without asserting it', () => {
    expect(verdict(95)).toBe('target met');
    expect(verdict(94)).toBe('target not met');
    expect(verdict(80, 80)).toBe('target met');
  });

  it('prints one aligned row per page and emulation', () => {
    const rows = [measure('login', 'mobile', lhr({}, 0.97)), measure('dashboard (signed in)', 'desktop', lhr())];
    const lines = formatTable(rows).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^page\s+emulation\s+score\s+target 95\s+FCP\s+LCP\s+TBT\s+CLS\s+TTI\s+JS transfer \(requests\)$/);
    expect(lines[2]).toMatch(/^login\s+mobile\s+97\s+target met\s+1\.23 s\s+2\.35 s\s+187 ms\s+0\.012\s+3\.46 s\s+250\.0 KB \(12\)$/);
    expect(lines[3]).toContain('target not met');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe('several runs', () => {
  it('keeps the run with the median score', () => {
    const run = (score: number, id: string) => ({ score, id });
    expect(medianRun([run(90, 'a')]).id).toBe('a');
    expect(medianRun([run(97, 'a'), run(88, 'b'), run(93, 'c')]).id).toBe('c');
    expect(medianRun([run(97, 'a'), run(88, 'b'), run(93, 'c'), run(91, 'd')]).id).toBe('d'); // the lower middle
    expect(() => medianRun([])).toThrow('no runs');
  });
});
