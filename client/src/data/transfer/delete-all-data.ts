import type { RxDocument } from 'rxdb';
import type { FinancialGoalName, UserDocument } from '@schemas/index';
import { removeDocument, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { FINANCIAL_GOAL_NAMES } from '../financial-goals/default-financial-goals';
import { runWrite, type WriteResult } from '../write-result';

/** Collections whose documents are deleted outright (CRDT tombstones). */
const DELETED_COLLECTIONS = ['payments', 'debts', 'strategies', 'amortizationTables'] as const;
type DeletedCollection = (typeof DELETED_COLLECTIONS)[number];

const PROFILE_FIELDS = ['displayName', 'phoneNumber', 'photoURL'] as const;

export interface DeletedData {
  /** How many documents of each collection were deleted. */
  deleted: Record<DeletedCollection, number>;
  goalsReset: boolean;
  profileCleared: boolean;
}

/**
 * "Delete all my data", built for sync:
 *
 * - Debts, payments, strategies and saved schedules are removed through the CRDT plugin: each gets
 *   a `_deleted: true` operation in its log (a tombstone) that sync pushes to the server and from
 *   there to the user's other devices. A device that was offline and edited one of them meanwhile
 *   cannot bring it back: when its edit meets the tombstone, the plugin merges the two logs and no
 *   operation ever sets `_deleted` back to false, so the merged document stays deleted.
 * - The per-user singletons (id = uid) are reset rather than deleted: goals all off, profile fields
 *   removed. The app re-creates a missing singleton with a fresh insert, and a fresh insert starts
 *   a new log without the deletion, which an offline device's older log would then out-merge,
 *   bringing the old values back. A reset is an ordinary later operation and wins over them.
 * - The account itself (email, sign-in times) and the subscription stay: deleting data is not
 *   closing the account, and a plan is not the person's data to lose by accident.
 *
 * The server keeps the tombstones, contents included, until POST /api/sync/erase-deleted
 * replaces them with content-free ones (see server/src/routes/erase-deleted.ts). An erased one
 * stays erased: when a device that was offline meanwhile merges its copy into it, the server erases
 * the merge as it arrives (server/src/routes/sync/push.ts).
 */
export function deleteAllData(ctx: DataContext): Promise<WriteResult<DeletedData>> {
  return runWrite(ctx, 'deleteAllData', async () => {
    const deleted = {} as Record<DeletedCollection, number>;
    for (const name of DELETED_COLLECTIONS) {
      const collection = ctx.db.collections[name];
      const docs = (await collection.find({ selector: { uid: ctx.uid } }).exec()) as RxDocument<unknown>[];
      await Promise.all(docs.map((doc) => removeDocument(doc)));
      deleted[name] = docs.length;
    }
    const at = nowIso(ctx);
    return { deleted, goalsReset: await resetGoals(ctx, at), profileCleared: await clearProfile(ctx, at) };
  });
}

async function resetGoals(ctx: DataContext, at: string): Promise<boolean> {
  const doc = await ctx.db.financialGoals.findOne({ selector: { id: ctx.uid, uid: ctx.uid } }).exec();
  if (!doc) return false;
  const off = Object.fromEntries(FINANCIAL_GOAL_NAMES.map((name): [FinancialGoalName, boolean] => [name, false]));
  await updateDocument(doc, { ifMatch: { $set: { ...off, updatedAt: at } } });
  return true;
}

async function clearProfile(ctx: DataContext, at: string): Promise<boolean> {
  const doc: RxDocument<UserDocument> | null = await ctx.db.users.findOne({ selector: { id: ctx.uid, uid: ctx.uid } }).exec();
  if (!doc) return false;
  const present = PROFILE_FIELDS.filter((field) => doc.get(field) !== undefined);
  if (present.length === 0) return false;
  await updateDocument(doc, {
    ifMatch: { $set: { updatedAt: at }, $unset: Object.fromEntries(present.map((field): [string, ''] => [field, ''])) },
  });
  return true;
}
