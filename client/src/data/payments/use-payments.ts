import { useCallback } from 'react';
import { combineLatest, map, type Observable } from 'rxjs';
import type { Payment } from '@schemas/index';
import { viewOf } from '../crdt-writes';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';
import { ofLiveDebts, paymentsSelector } from './get-payments';

const NO_PAYMENTS: Payment[] = [];

/** The user's shown payments (of one debt when `debtId` is given; see ofLiveDebts), by date, re-emitted on every change. */
export function watchPayments(db: PaydownDatabase, uid: string, debtId?: string): Observable<Payment[]> {
  const payments$ = db.payments.find({ selector: paymentsSelector(uid, debtId), sort: [{ date: 'asc' }] }).$;
  const debts$ = db.debts.find({ selector: debtId === undefined ? { uid } : { uid, id: debtId } }).$;
  return combineLatest([payments$, debts$]).pipe(map(([payments, debts]) => ofLiveDebts(payments, new Set(debts.map((debt) => debt.primary))).map(viewOf)));
}

/** Live list of the signed-in user's payments, of one debt when `debtId` is given. */
export function usePayments(uid: string | null | undefined, debtId?: string): LiveResult<Payment[]> {
  const watch = useCallback((db: PaydownDatabase, owner: string) => watchPayments(db, owner, debtId), [debtId]);
  return useLiveQuery(uid, watch, NO_PAYMENTS);
}
