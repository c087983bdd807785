import { useCallback } from 'react';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Payment, PaymentKind } from '@schemas/index';
import { holdDuringBulkWrites } from '../bulk-writes';
import { viewOf } from '../crdt-writes';
import type { PaydownDatabase } from '../paydown-database';
import { sameItems } from '../same-items';
import { useLiveQuery, type LiveResult } from '../use-live-query';
import { ofKind, ofLiveDebts, paymentsQuery } from './get-payments';

const NONE: Payment[] = [];

/**
 * The user's shown entries of one kind (of one debt when `debtId` is given; see ofLiveDebts), by
 * date, re-emitted when they change. A write that leaves them as they were (a debt edited or moved,
 * a payment when watching charges) emits nothing: every screen's calculations over all payments
 * (progress, milestones, what is due) are keyed on this list and would otherwise run again.
 */
function watchEntries(db: PaydownDatabase, uid: string, kind: PaymentKind, debtId?: string): Observable<Payment[]> {
  const payments$ = paymentsQuery(db, uid, debtId).$;
  const debts$ = db.debts.find({ selector: debtId === undefined ? { uid } : { uid, id: debtId } }).$;
  return combineLatest([payments$, debts$]).pipe(
    holdDuringBulkWrites(),
    map(([payments, debts]) => ofKind(ofLiveDebts(payments, new Set(debts.map((debt) => debt.primary))), kind).map(viewOf)),
    distinctUntilChanged(sameItems),
  );
}

/** The user's shown payments, without charges (of one debt when `debtId` is given), by date, re-emitted on every change. */
export function watchPayments(db: PaydownDatabase, uid: string, debtId?: string): Observable<Payment[]> {
  return watchEntries(db, uid, 'payment', debtId);
}

/** The user's shown interest and fees charged (of one debt when `debtId` is given), by date, re-emitted on every change. */
export function watchCharges(db: PaydownDatabase, uid: string, debtId?: string): Observable<Payment[]> {
  return watchEntries(db, uid, 'charge', debtId);
}

/** Live list of the signed-in user's payments (never charges), of one debt when `debtId` is given. */
export function usePayments(uid: string | null | undefined, debtId?: string): LiveResult<Payment[]> {
  const watch = useCallback((db: PaydownDatabase, owner: string) => watchPayments(db, owner, debtId), [debtId]);
  return useLiveQuery(uid, watch, NONE);
}

/** Live list of the signed-in user's interest and fees charged, of one debt when `debtId` is given. */
export function useCharges(uid: string | null | undefined, debtId?: string): LiveResult<Payment[]> {
  const watch = useCallback((db: PaydownDatabase, owner: string) => watchCharges(db, owner, debtId), [debtId]);
  return useLiveQuery(uid, watch, NONE);
}
