import type { RxCollection } from 'rxdb';
import { COLLECTION_NAMES, type CollectionName } from '@schemas/index';
import { toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { readDebts } from '../debts/read-debts';
import { ofLiveDebts } from '../payments/get-payments';
import type { Debt } from '@schemas/index';
import { emptyTransferData, type TransferData } from './transfer-data';

/** What every stored document has; enough to read any collection the same way. */
type StoredDocument = { id: string; uid: string; createdAt: string; crdts?: unknown };

/**
 * Every live (not deleted) document of the signed-in user in all seven collections, as shown, oldest first
 * (ties by id) so that an export of the same data is the same file. Throws when a read fails: an
 * export or import must never go ahead on a partial picture.
 */
export async function collectUserData(ctx: DataContext): Promise<TransferData> {
  const data = emptyTransferData();
  for (const name of COLLECTION_NAMES) {
    const collection = ctx.db.collections[name] as unknown as RxCollection<StoredDocument>;
    const docs = await collection.find({ selector: { uid: ctx.uid } }).exec();
    (data as unknown as Record<CollectionName, unknown[]>)[name] = inExportOrder(docs.map((doc) => toPlain(doc)));
  }
  return withShownDebts(data, await readDebts(ctx));
}

/** Documents oldest first, ties by id: the order of every export, so an export of the same data is the same file. */
export function inExportOrder<T extends { id: string; createdAt: string }>(docs: T[]): T[] {
  return docs.sort((a, b) => (a.createdAt === b.createdAt ? compare(a.id, b.id) : compare(a.createdAt, b.createdAt)));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The data with its debts as they are shown: `balance` is what each owes after its payments
 * (debts/shown-debt.ts), which is what an import reads; the opening balance is bookkeeping an import
 * rebuilds. Payments only with a debt to count towards, as they are shown.
 */
export function withShownDebts(data: TransferData, shown: readonly Debt[]): TransferData {
  const debts = inExportOrder(shown.map(({ openingBalance: _opening, ...debt }) => debt));
  return { ...data, debts, payments: ofLiveDebts(data.payments, new Set(debts.map((debt) => debt.id))) };
}
