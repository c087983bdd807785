import { useCallback, useSyncExternalStore } from 'react';
import { newlyPaidOff } from '@/planning/milestones';
import type { DataContext } from '../data-context';
import { findDebtDocument } from '../debts/find-debt';
import { readDebt } from '../debts/read-debts';
import type { WriteResult } from '../write-result';

/**
 * Debts this device's own writes just paid off, per person, until their moment is shown. A payoff
 * learnt of through sync is celebrated only when it is recent (planning/milestones.ts); one made
 * here is celebrated whatever the payment's date, because the person has just done it.
 */
const announced = new Map<string, ReadonlySet<string>>();
const listeners = new Set<() => void>();
const NONE: ReadonlySet<string> = new Set();

function change(uid: string, update: (ids: Set<string>) => void): void {
  const ids = new Set(announced.get(uid) ?? NONE);
  update(ids);
  announced.set(uid, ids);
  listeners.forEach((listener) => listener());
}

export function announcePayoff(uid: string, debtId: string): void {
  change(uid, (ids) => ids.add(debtId));
}

export function forgetPayoffAnnouncement(uid: string, debtId: string): void {
  if (announced.get(uid)?.has(debtId)) change(uid, (ids) => ids.delete(debtId));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The debt ids this device's writes paid off for `uid`, re-rendered on every change. */
export function useAnnouncedPayoffs(uid: string | null | undefined): ReadonlySet<string> {
  const read = useCallback(() => (uid ? (announced.get(uid) ?? NONE) : NONE), [uid]);
  return useSyncExternalStore(subscribe, read);
}

async function shownDebt(ctx: DataContext, debtId: string) {
  return readDebt(ctx, await findDebtDocument(ctx, debtId)).catch(() => null);
}

/**
 * Runs a write on one debt (a payment recorded or corrected, a closing) and, when its result turned
 * that debt from owed into paid off, announces the payoff. The write's result is returned as it is.
 */
export async function announcingPayoff<T>(ctx: DataContext, debtId: string, write: () => Promise<WriteResult<T>>): Promise<WriteResult<T>> {
  const before = await shownDebt(ctx, debtId);
  const result = await write();
  if (result.success && newlyPaidOff(before, await shownDebt(ctx, debtId))) announcePayoff(ctx.uid, debtId);
  return result;
}
