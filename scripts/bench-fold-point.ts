/**
 * `node --import tsx scripts/bench-fold-point.ts`: what deciding whether to fold costs a push, per
 * pushed document (server/src/sync/history-fold.ts, foldPoint). Every push runs it for each
 * document it wrote, so it should cost far less than measuring the document once, which the
 * push's checks do anyway (check-pushed-rows.ts).
 *
 * The documents are those of the capacity benchmark's synthetic accounts (capacity-accounts.ts: a
 * year of use each), decided twice: as of a day after their newest operation (history recent: no
 * rule applies, the common push) and a year later (history old: the age rule folds most of them).
 * Prints microseconds and JSON serialisations per document; no assertion (timings depend on the machine).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { CrdtLog } from '../schemas/crdt-history';
import { foldPoint, type FoldPolicy } from '../server/src/sync/history-fold';
import { accountDocuments } from './bench-support/capacity-accounts';
import { markdownTable } from './bench-support/markdown-table';

const ACCOUNTS = 200;
const PASSES = 20;
const DAY = 86_400_000;

const documents = Array.from({ length: ACCOUNTS }, (_, index) => accountDocuments(index)).flat().map(({ doc }) => {
  const operations = (doc.crdts as CrdtLog).operations;
  const newest = Math.max(...operations.flat().map((operation) => operation.time));
  return { doc, operations, newest, bytes: Buffer.byteLength(JSON.stringify(doc)) };
});

/** Microseconds per document of `work`, the best of PASSES passes over all documents (the least disturbed by other processes). */
function microsPerDocument(work: (entry: (typeof documents)[number]) => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < PASSES; pass++) {
    const started = performance.now();
    for (const entry of documents) work(entry);
    best = Math.min(best, performance.now() - started);
  }
  return (best * 1000) / documents.length;
}

/** Deciding every document as of `later` ms after its newest operation; counts the folds decided. */
function decide(later: number) {
  const policies = new Map(documents.map((entry): [typeof entry, FoldPolicy] => [entry, { horizonDays: 30, now: () => new Date(entry.newest + later) }]));
  return (entry: (typeof documents)[number]) => {
    if (foldPoint(entry.operations, policies.get(entry)!, entry.bytes) > 0) folds++;
  };
}
let folds = 0;

/** How many JSON.stringify calls one pass of `work` makes per document: the rows it measured (deterministic, unlike the timings). */
function serialisationsPerDocument(work: (entry: (typeof documents)[number]) => unknown): number {
  const stringify = JSON.stringify;
  let calls = 0;
  JSON.stringify = ((...args: Parameters<typeof stringify>) => {
    calls++;
    return stringify(...args);
  }) as typeof stringify;
  try {
    for (const entry of documents) work(entry);
  } finally {
    JSON.stringify = stringify;
  }
  return calls / documents.length;
}

const cases = [
  ['measuring the document (the push check, for scale)', (entry: (typeof documents)[number]) => Buffer.byteLength(JSON.stringify(entry.doc))],
  ['foldPoint, history recent (a day after its newest operation)', decide(DAY)],
  ['foldPoint, history old (a year after its newest operation)', decide(365 * DAY)],
] as const;
const rows = cases.map(([what, work]) => [what, microsPerDocument(work).toFixed(2), serialisationsPerDocument(work).toFixed(2)]);
const averageBytes = documents.reduce((sum, entry) => sum + entry.bytes, 0) / documents.length;
console.log(`${documents.length} documents of ${ACCOUNTS} accounts, ${(averageBytes / 1024).toFixed(1)} KB on average; best of ${PASSES} passes; load average ${loadavg()[0]!.toFixed(1)}\n`);
console.log(markdownTable(['per pushed document', 'µs', 'JSON.stringify calls'], rows, [false, true, true]));
console.log(`\n(${folds / (PASSES + 1)} folds decided per pass)`);
