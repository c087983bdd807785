import type { HashFunction, RxConflictHandler, RxJsonSchema, RxPlugin } from 'rxdb';
import { hashCRDTOperations, mergeCRDTFields, rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { alignToFold, readFold, type CrdtLog, type CrdtOperation } from '@schemas/crdt-history';
import { reportLateEdit } from './late-edits';

type Doc = Record<string, unknown> & { crdts: CrdtLog };

/**
 * Merging with folded history (docs/sync.md, "Bounded history"). The server may replace a
 * document's first k log rows by one fold row (schemas/crdt-history.ts); the CRDT plugin merges
 * logs row by row by position, so a folded and a less folded copy must first be brought into the
 * same frame. This wraps the conflict handler the CRDT plugin set for the collection: when the two
 * sides are folded alike it is the plugin's handler, unchanged; otherwise the less folded side's
 * operations inside the fold are dropped when the fold contains them and kept as late edits when
 * not, the plugin's own mergeCRDTFields and rebuildFromCRDT do the rest, and the late edits are
 * appended as new rows at the end of the merged log: applied as of their arrival, never lost.
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
      if (ownFold.rows === otherFold.rows) return crdtHandler.resolve(input, context);
      // Server folds form a chain: the more folded side's fold contains the other's.
      const [less, more] = ownFold.rows < otherFold.rows ? [mine, theirs] : [theirs, mine];
      const aligned = alignToFold(less.crdts.operations, more.crdts.operations[0]!);
      const merged = (await mergeCRDTFields(hashFunction, { operations: aligned.operations, hash: '' } as never, more.crdts as never)) as unknown as CrdtLog;
      if (aligned.late.length > 0) {
        merged.operations.push(...aligned.late.map((row) => row.map((operation: CrdtOperation) => ({ ...operation }))));
        merged.hash = await hashCRDTOperations(hashFunction, merged as never);
        // Only the device that made a late edit can hold it (all else went through the server, into the fold).
        if (less === mine) reportLateEdit({ collection, documentId: String(mine.id), madeAt: aligned.late.flat().map((operation) => operation.time) });
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
