import { removeDocument } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { requireStrategyDocument } from './find-strategy';

/** Deletes one of the user's strategies (a CRDT tombstone that syncs). Saved tables are kept. */
export function deleteStrategy(ctx: DataContext, id: string): Promise<WriteResult<{ id: string }>> {
  return runWrite(ctx, 'deleteStrategy', async () => {
    await removeDocument(await requireStrategyDocument(ctx, id));
    return { id };
  });
}
