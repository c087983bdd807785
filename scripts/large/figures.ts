/**
 * The figures of `npm run bench:large`, one row per measurement and one column per account size,
 * printed side by side with the ratio of the largest to the smallest size.
 */
import type { AccountSize } from '../bench-support/large-account';

export type Unit = 'ms' | 'bytes' | 'count' | 'text';
/** A number in its row's unit, words, or null: not measured ("n/a", e.g. a feature the app lacks). */
export type Figure = number | string | null;

interface Row {
  label: string;
  unit: Unit;
  values: Partial<Record<AccountSize, Figure>>;
}

export class Figures {
  private readonly rows: Row[] = [];

  /** Records `value` for `size` in the row `label` (created in first-seen order). */
  set(size: AccountSize, label: string, unit: Unit, value: Figure): void {
    let row = this.rows.find((candidate) => candidate.label === label);
    if (!row) this.rows.push((row = { label, unit, values: {} }));
    row.values[size] = value;
  }

  /** A Markdown table: the sizes measured, then the largest size over the smallest where both are numbers. */
  table(sizes: readonly AccountSize[]): string {
    const first = sizes[0];
    const last = sizes.at(-1);
    const withRatio = first !== undefined && last !== undefined && first !== last;
    const headers = ['measurement', ...sizes, ...(withRatio ? [`${last}/${first}`] : [])];
    const lines = this.rows.map((row) => {
      const cells = sizes.map((size) => formatFigure(row.values[size] ?? null, row.unit));
      if (withRatio) cells.push(ratio(row.values[first], row.values[last], row.unit));
      return [row.label, ...cells];
    });
    const widths = headers.map((header, i) => Math.max(header.length, ...lines.map((line) => line[i]!.length)));
    const render = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
    const rule = `|${widths.map((width, i) => (i === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
    return [render(headers), rule, ...lines.map(render)].join('\n');
  }
}

export function formatFigure(value: Figure, unit: Unit): string {
  if (value === null) return 'n/a';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'ms') return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
  if (unit === 'bytes') return value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(2)} MB` : `${(value / 1024).toFixed(1)} KB`;
  return value.toLocaleString('en-US');
}

function ratio(small: Figure | undefined, large: Figure | undefined, unit: Unit): string {
  if (typeof small !== 'number' || typeof large !== 'number' || unit === 'text') return '';
  if (small === 0) return large === 0 ? '1.0' : '';
  return (large / small).toFixed(1);
}
