/** The simulator's table: one row per simulated quarter (docs/testing.md, "Years of use", says what each column is). */
import { cpus, loadavg } from 'node:os';
import { markdownTable } from '../bench-support/markdown-table';
import type { ColdStart } from './cold-start';
import type { DeviceName, Transfer } from './household';
import type { ServerDocuments } from './measure';

export interface QuarterRow {
  quarter: number;
  label: string;
  documents: ServerDocuments;
  serverFileBytes: number;
  localBytes: Record<DeviceName, number>;
  changes: number;
  transfer: Transfer;
  coldStart: ColdStart | null;
  simulatedSeconds: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const perChange = (bytes: number, changes: number) => (changes > 0 ? Math.round(bytes / changes).toLocaleString('en-US') : '–');

function coldStartCell(coldStart: ColdStart | null, payments: number): string {
  if (!coldStart) return '';
  if (Number.isFinite(coldStart.ms)) return (coldStart.ms / 1000).toFixed(2);
  return `no (${coldStart.shownPayments ?? 0}/${payments})`;
}

export function printQuarters(rows: readonly QuarterRow[], notes: readonly string[]): void {
  if (rows.length === 0) return;
  console.log('\n## Paydown: years of use (one person, three devices)');
  console.log(`${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPUs · load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  console.log(
    markdownTable(
      ['quarter', 'docs', 'largest doc KB', 'largest in', 'longest log', 'all docs KB', 'server file KB', 'phone KB', 'laptop KB', 'tablet KB', 'changes', 'pushed B/change', 'pulled B/change', 'cold start s'],
      rows.map((row) => [
        row.label,
        String(row.documents.count),
        kb(row.documents.largest.bytes),
        row.documents.largest.collection,
        String(row.documents.longestLog),
        kb(row.documents.totalBytes),
        kb(row.serverFileBytes),
        kb(row.localBytes.phone),
        kb(row.localBytes.laptop),
        kb(row.localBytes.tablet),
        String(row.changes),
        perChange(row.transfer.pushed, row.changes),
        perChange(row.transfer.pulled, row.changes),
        coldStartCell(row.coldStart, row.documents.payments),
      ]),
      [false, true, true, false, true, true, true, true, true, true, true, true, true, true],
    ),
  );
  console.log();
  for (const note of notes) console.log(`- ${note}`);
}
