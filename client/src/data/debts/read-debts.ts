import type { RxDocument } from 'rxdb';
import { combineLatest, map, type Observable } from 'rxjs';
import type { Debt, DebtDocument } from '@schemas/index';
import type { DataContext } from '../data-context';
import type { PaydownDatabase } from '../paydown-database';
import { paymentsQuery } from '../payments/get-payments';
import { holdDuringBulkWrites } from '../bulk-writes';
import { sameShares, sharesByDebt, showDebt, type PaymentShare } from './shown-debt';

/**
 * The data layer's read path for debts: every debt leaves it as shown-debt.ts derives it, joined
 * with its live payments and charges, so screens, the planner and exports read `debt.balance` and never a
 * stored running total.
 */
type PaymentRow = PaymentShare & { debtId: string };

/**
 * Each debt's entries per payments list. A write to a debt re-emits the debts query beside the
 * same payments list (RxDB keeps a query's result while nothing in it changed), so that list is
 * grouped once, not after every debt write.
 */
const grouped = new WeakMap<readonly PaymentRow[], Map<string, PaymentRow[]>>();

function entriesOfEachDebt(payments: readonly PaymentRow[]): Map<string, PaymentRow[]> {
  let byDebt = grouped.get(payments);
  if (!byDebt) {
    byDebt = sharesByDebt(payments);
    grouped.set(payments, byDebt);
  }
  return byDebt;
}

/**
 * The shown debt per document revision and entry list: unchanged rows keep their identity, so
 * memoized rows skip re-rendering. The entries are compared one by one (identity first: RxDB keeps
 * one document instance per revision), never turned into a text key: at 10,000 payments that key
 * cost tens of milliseconds after every write.
 */
const shown = new WeakMap<RxDocument<DebtDocument>, { payments: readonly PaymentShare[]; debt: Readonly<Debt> }>();

function shownDebtOf(doc: RxDocument<DebtDocument>, payments: readonly PaymentShare[]): Readonly<Debt> {
  const cached = shown.get(doc);
  if (cached && sameShares(cached.payments, payments)) {
    cached.payments = payments;
    return cached.debt;
  }
  const debt = Object.freeze(showDebt(doc.toJSON() as DebtDocument, payments));
  shown.set(doc, { payments, debt });
  return debt;
}

const NONE: readonly PaymentShare[] = [];

/** The debts as shown, each with its own payments among `payments` (payments of other debts are ignored). */
export function showDebts(docs: readonly RxDocument<DebtDocument>[], payments: readonly PaymentRow[]): Readonly<Debt>[] {
  const byDebt = entriesOfEachDebt(payments);
  return docs.map((doc) => shownDebtOf(doc, byDebt.get(doc.primary) ?? NONE));
}

const debtsQuery = (db: PaydownDatabase, uid: string) => db.debts.find({ selector: { uid }, sort: [{ createdAt: 'asc' }] });

/** The user's debts as shown, oldest first (a copy each: the caller may change it). */
export async function readDebts(ctx: DataContext): Promise<Debt[]> {
  const [docs, payments] = await Promise.all([debtsQuery(ctx.db, ctx.uid).exec(), paymentsQuery(ctx.db, ctx.uid).exec()]);
  return showDebts(docs, payments).map((debt) => ({ ...debt }));
}

/** One debt as shown, beside its stored document (for writes that need both); null when there is none. */
export async function readDebt(ctx: DataContext, doc: RxDocument<DebtDocument> | null): Promise<Debt | null> {
  if (!doc) return null;
  const payments = await paymentsQuery(ctx.db, ctx.uid, doc.primary).exec();
  return { ...showDebts([doc], payments)[0]! };
}

/** The user's debts as shown, oldest first, re-emitted when a debt or a payment changes. */
export function watchShownDebts(db: PaydownDatabase, uid: string): Observable<Readonly<Debt>[]> {
  return combineLatest([debtsQuery(db, uid).$, paymentsQuery(db, uid).$]).pipe(
    holdDuringBulkWrites(),
    map(([docs, payments]) => showDebts(docs, payments)),
  );
}
