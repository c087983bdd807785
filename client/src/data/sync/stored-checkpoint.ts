import { getComposedPrimaryKeyOfDocumentData, type RxStorageInstance } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { filter, merge, take } from 'rxjs';

interface StoredCheckpoint {
  isCheckpoint?: string;
  itemId?: string;
  checkpointData?: { seq?: number } | null;
}

/** The down checkpoint among a replication's meta documents (RxDB's RxStorageReplicationMeta). */
const downSeqOf = (data: StoredCheckpoint | undefined): number | null =>
  data?.isCheckpoint === '1' && data.itemId === 'down' ? (data.checkpointData?.seq ?? null) : null;

/**
 * Resolves once `replication` has stored its pull checkpoint at `seq` or beyond. RxDB stores it
 * after the documents pulled up to it are written (replication-protocol/downstream.js), so this says
 * "everything handed to RxDB up to here is in the database". Also resolves when the replication
 * stops or reports an error: RxDB does not store a checkpoint after a failed write, and a pass that
 * waited on it would never end.
 */
export async function checkpointStored(replication: RxReplicationState<unknown, { seq: number }>, seq: number): Promise<void> {
  const meta = replication.metaInstance as RxStorageInstance<StoredCheckpoint, unknown, unknown> | undefined;
  if (!meta || replication.isStopped()) return;
  await new Promise<void>((resolve) => {
    const reached = meta.changeStream().pipe(filter((bulk) => bulk.events.some((event) => (downSeqOf(event.documentData) ?? -1) >= seq)));
    const ended = merge(replication.canceled$.pipe(filter(Boolean)), replication.error$);
    const subscription = merge(reached, ended).pipe(take(1)).subscribe(() => resolve());
    const done = () => {
      subscription.unsubscribe();
      resolve();
    };
    // What is stored already (read after subscribing, so that a write in between is not missed).
    const id = getComposedPrimaryKeyOfDocumentData(meta.schema as never, { isCheckpoint: '1', itemId: 'down' } as never);
    meta.findDocumentsById([id], false).then(([stored]) => {
      if ((downSeqOf(stored) ?? -1) >= seq) done();
    }, done);
  });
}
