/**
 * The sequence invariant under concurrency (docs/sync.md, "Checkpoints and the sequence"): many
 * writers of one user push through several connections while readers pull from their checkpoints;
 * afterwards no reader, from any checkpoint it held, has missed a committed document.
 */
import { describe, expect, it } from 'vitest';
import { doc, pullEverything } from './sync-store.contract.fixtures';
import type { PushRow, SyncDocument, SyncStore } from './sync-store';

/** Makes fresh, empty storage and returns a function opening a store (a connection, an instance) on it. */
export type FreshLocation = () => Promise<{ open(): Promise<SyncStore>; dispose?(): Promise<void> }>;

const COLLECTIONS = ['debts', 'payments'];

export function describeSequenceInvariant(name: string, freshLocation: FreshLocation, { stores = 4, writers = 8, pushes = 50 } = {}): void {
  describe(`${name} sequence invariant`, () => {
    it(`${writers} writers × ${pushes} pushes on ${stores} stores: pulls from every checkpoint miss nothing`, { timeout: 120_000 }, async () => {
      const location = await freshLocation();
      const opened = await Promise.all(Array.from({ length: stores }, () => location.open()));
      const on = (index: number) => opened[index % opened.length] as SyncStore;
      try {
        const uid = `writer-${Date.now()}`;
        const acked = new Map<string, SyncDocument>(); // id (collection-qualified) → last acknowledged state
        let writing = true;
        const readers = COLLECTIONS.map((collection, index) => readContinuously(on(index), uid, collection, () => writing));
        await Promise.all(
          Array.from({ length: writers }, async (_, w) => {
            const collection = COLLECTIONS[w % COLLECTIONS.length] as string;
            let last: SyncDocument | undefined;
            for (let p = 0; p < pushes; p += 1) {
              const fresh = Array.from({ length: 1 + ((p + w) % 3) }, (_, k) => doc(uid, `w${w}-p${p}-${k}`, { w, p, k }));
              const rows: PushRow[] = fresh.map((newDocumentState) => ({ newDocumentState }));
              const update = p % 5 === 4 && last ? { ...last, edited: p } : undefined;
              if (update) rows.push({ newDocumentState: update, assumedMasterState: last });
              const result = await on(w + p).push(uid, collection, rows);
              expect(result).toEqual({ conflicts: [], written: rows.length });
              for (const row of rows) acked.set(`${collection}/${row.newDocumentState.id}`, row.newDocumentState);
              last = update ?? fresh.at(-1);
            }
          }),
        );
        writing = false;
        const seen = await Promise.all(readers);

        for (const [index, collection] of COLLECTIONS.entries()) {
          const expected = new Map([...acked].filter(([key]) => key.startsWith(`${collection}/`)).map(([key, value]) => [key.slice(collection.length + 1), value]));
          const fromZero = await pullEverything(on(index + 1), uid, collection, 0, 37);
          expect(compare(expected, fromZero.documents)).toEqual(NOTHING_MISSED);
          const reader = seen[index] as ReaderLog;
          // The reader's incremental pulls together hold every document in its last acknowledged state.
          expect(compare(expected, reader.pages.flatMap((page) => page.documents))).toEqual(NOTHING_MISSED);
          // A client that synced up to any checkpoint the reader held, then pulls, has everything.
          const before: SyncDocument[] = [];
          for (const page of reader.pages) {
            before.push(...page.documents);
            const rest = await pullEverything(on(index), uid, collection, page.checkpoint, 100);
            expect(compare(expected, [...before, ...rest.documents]), `from checkpoint ${page.checkpoint}`).toEqual(NOTHING_MISSED);
          }
          expect(reader.pages.length).toBeGreaterThan(5); // the reader really pulled while writers wrote
        }
      } finally {
        await Promise.all(opened.map((store) => store.close()));
        await location.dispose?.();
      }
    });
  });
}

interface ReaderLog {
  pages: Array<{ documents: SyncDocument[]; checkpoint: number }>;
}

/** Pulls from its checkpoint in a loop (varying the page size) while writers write, then drains. */
async function readContinuously(store: SyncStore, uid: string, collection: string, writing: () => boolean): Promise<ReaderLog> {
  const log: ReaderLog = { pages: [] };
  let checkpoint = 0;
  for (let round = 0; ; round += 1) {
    const stillWriting = writing();
    const page = await store.pull(uid, collection, checkpoint, 1 + (round % 7));
    if (page.documents.length > 0) log.pages.push({ documents: page.documents, checkpoint: page.checkpoint.seq });
    checkpoint = page.checkpoint.seq;
    if (!stillWriting && page.documents.length === 0) return log;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const NOTHING_MISSED = { missing: [], stale: [], unexpected: [] };

/** What a client holding `pulled` (in pull order, later states replacing earlier) lacks or has wrong. */
function compare(expected: Map<string, SyncDocument>, pulled: SyncDocument[]) {
  const latest = new Map(pulled.map((document) => [document.id, document]));
  const ids = [...expected.keys()];
  return {
    missing: ids.filter((id) => !latest.has(id)),
    stale: ids.filter((id) => latest.has(id) && JSON.stringify(latest.get(id)) !== JSON.stringify(expected.get(id))),
    unexpected: [...latest.keys()].filter((id) => !expected.has(id)),
  };
}
