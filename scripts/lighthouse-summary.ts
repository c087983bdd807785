/**
 * The pure half of `scripts/bench-lighthouse.ts`: what it reads from a Lighthouse result (LHR)
 * and how it prints it. Typed structurally (the few fields used) so tests can build results.
 */
export const PERFORMANCE_TARGET = 95;

export interface AuditLike {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Partial<Record<string, number>>;
  details?: unknown;
}

export interface LhrLike {
  finalDisplayedUrl: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, AuditLike>;
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  /** Set when the run failed as a whole (no paint, page crashed…). */
  runtimeError?: { code: string; message: string };
}

export type FormFactor = 'mobile' | 'desktop';

export interface Measurement {
  page: string;
  formFactor: FormFactor;
  /** 0-100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ttiMs: number;
  jsTransferBytes: number;
  jsRequests: number;
}

const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
  'first-meaningful-paint',
  'interaction-to-next-paint',
]);

function numeric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result has no ${id}`);
  return value;
}

/** The scripts row of the resource-summary audit: what the page's JavaScript cost on the wire. */
function scriptTransfer(lhr: LhrLike): { bytes: number; requests: number } {
  const details = lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> } | undefined;
  const row = details?.items?.find((item) => item.resourceType === 'script');
  if (!row) throw new Error('Lighthouse result has no script row in resource-summary');
  return { bytes: row.transferSize, requests: row.requestCount };
}

/**
 * Lighthouse's own recording failures (its trace missed the navigation: NO_NAVSTART, NO_FCP…) say
 * nothing about the page; they happen now and then on a loaded machine and are worth one more try.
 * The page failing to load (an HTTP or DNS error) is not retried.
 */
export function recordingFailed(lhr: LhrLike): string | null {
  const code = lhr.runtimeError?.code;
  return code && /^NO_|TRACING|PROTOCOL_TIMEOUT/.test(code) ? code : null;
}

export function measure(page: string, formFactor: FormFactor, lhr: LhrLike): Measurement {
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    const why = [lhr.runtimeError?.message, ...(lhr.runWarnings ?? [])].filter(Boolean).join('; ');
    throw new Error(`no performance score for ${page} (${formFactor}): ${why || 'Lighthouse gave no reason'}`);
  }
  const js = scriptTransfer(lhr);
  return {
    page,
    formFactor,
    score: Math.round(score * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    ttiMs: numeric(lhr, 'interactive'),
    jsTransferBytes: js.bytes,
    jsRequests: js.requests,
  };
}

/**
 * What Lighthouse blames: failing audits (not the metrics themselves), those with the largest
 * estimated savings first (LCP + FCP + TBT, in ms), then the other failures.
 */
export function blamed(lhr: LhrLike, limit = 6): Array<{ id: string; title: string; detail: string }> {
  const savings = (audit: AuditLike) => Object.entries(audit.metricSavings ?? {}).reduce((sum, [metric, ms]) => sum + (metric === 'CLS' ? 0 : (ms ?? 0)), 0);
  return Object.entries(lhr.audits)
    .filter(([id, audit]) => !METRIC_AUDITS.has(id) && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .sort(([, a], [, b]) => savings(b) - savings(a))
    .slice(0, limit)
    .map(([id, audit]) => {
      const saved = savings(audit);
      const detail = [audit.displayValue, saved > 0 ? `est. savings ${Math.round(saved)} ms` : ''].filter(Boolean).join(', ');
      return { id, title: audit.title, detail };
    });
}

export const verdict = (score: number, target = PERFORMANCE_TARGET) => (score >= target ? 'target met' : 'target not met');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table, one row per page and form factor. */
export function formatTable(rows: readonly Measurement[], target = PERFORMANCE_TARGET): string {
  const header = ['page', 'emulation', 'score', `target ${target}`, 'FCP', 'LCP', 'TBT', 'CLS', 'TTI', 'JS transfer (requests)'];
  const body = rows.map((row) => [
    row.page,
    row.formFactor,
    String(row.score),
    verdict(row.score, target),
    seconds(row.fcpMs),
    seconds(row.lcpMs),
    `${Math.round(row.tbtMs)} ms`,
    row.cls.toFixed(3),
    seconds(row.ttiMs),
    `${kilobytes(row.jsTransferBytes)} (${row.jsRequests})`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

/** Of several runs of one page, the one with the median score (Lighthouse's advice for noisy runs). */
export function medianRun<T extends { score: number }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('no runs');
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
