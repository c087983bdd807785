import type { HashFunction, RxConflictHandler, RxJsonSchema, RxPlugin } from 'rxdb';
import { hashCRDTOperations, mergeCRDTFields, rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { alignToFold, readFold, separateForkedRows, type CrdtLog, type CrdtOperation } from '@schemas/crdt-history';
import { reportLateEdit } from './late-edits';

type Doc = Record<string, unknown> & { crdts: CrdtLog };

/**
 * Merging with folded history (docs/sync.md, "Bounded history"). The server may replace a
 * document's first k log rows by one fold row (schemas/crdt-history.ts); the CRDT plugin merges
 * logs row by row by position, so a folded and a less folded copy must first be brought into the
 * same frame. This wraps the conflict handler the CRDT plugin set for the collection: when the two
 * sides are folded alike and nothing forked (below) it is the plugin's handler, unchanged; otherwise the less folded side's
 * operations inside the fold are dropped when the fold contains them and kept as late edits when
 * not, the plugin's own mergeCRDTFields and rebuildFromCRDT do the rest, and the late edits are
 * appended as new rows at the end of the merged log: applied as of their arrival, never lost.
 * Operations one creator holds differently at the same row on the two sides (a device whose copy
 * went back and that wrote again: separateForkedRows) are appended the same way, whether the two
 * sides are folded alike or not: the plugin's merge would keep only one of them.
 */
export function historyMergeHandler(
  crdtHandler: RxConflictHandler<unknown>,
  schema: RxJsonSchema<unknown>,
  hashFunction: HashFunction,
  collection: string,
): RxConflictHandler<unknown> {
  return {
    isEqual: crdtHandler.isEqual,
    async resolve(input, context) {
      const mine = input.newDocumentState as unknown as Doc;
      const theirs = input.realMasterState as unknown as Doc;
      const [ownFold, otherFold] = [readFold(mine.crdts.operations), readFold(theirs.crdts.operations)];
      let [ownRows, otherRows] = [mine.crdts.operations, theirs.crdts.operations];
      // Server folds form a chain: the more folded side's fold contains the other's.
      let ownLate: CrdtOperation[][] = [];
      let otherLate: CrdtOperation[][] = [];
      if (ownFold.rows < otherFold.rows) ({ operations: ownRows, late: ownLate } = alignToFold(ownRows, otherRows[0]!));
      if (otherFold.rows < ownFold.rows) ({ operations: otherRows, late: otherLate } = alignToFold(otherRows, ownRows[0]!));
      const forks = separateForkedRows(ownRows, otherRows);
      if (ownFold.rows === otherFold.rows && forks.forked.length === 0) return crdtHandler.resolve(input, context);
      const merged = (await mergeCRDTFields(hashFunction, { operations: forks.a, hash: '' } as never, { operations: forks.b, hash: '' } as never)) as unknown as CrdtLog;
      const appended = [...ownLate, ...otherLate, ...forks.forked];
      if (appended.length > 0) {
        while (merged.operations.length > 0 && merged.operations.at(-1)!.length === 0) merged.operations.pop();
        merged.operations.push(...appended.map((row) => row.map((operation: CrdtOperation) => ({ ...operation }))));
        merged.hash = await hashCRDTOperations(hashFunction, merged as never);
        // Only the device that made a late or forked edit can hold it (all else went through the server).
        const ownMoved = [...ownLate.flat(), ...forks.forked.filter((_, index) => forks.fromA[index]).flat()];
        if (ownMoved.length > 0) reportLateEdit({ collection, documentId: String(mine.id), madeAt: ownMoved.map((operation) => operation.time) });
      }
      return rebuildFromCRDT(schema as never, mine as never, merged as never) as never;
    },
  };
}

/** Registered right after RxDB's CRDT plugin, whose preCreateRxCollection hook sets the handler this wraps. */
export const historyMergePlugin: RxPlugin = {
  name: 'paydown-history-merge',
  rxdb: true,
  hooks: {
    preCreateRxCollection: {
      after: (data) => {
        if (!data.schema.crdt || !data.conflictHandler) return;
        data.conflictHandler = historyMergeHandler(data.conflictHandler, data.schema, data.database.hashFunction, data.name);
      },
    },
  },
};
