import { isCharge, type CollectionName, type Strategy } from '@schemas/index';
import { joinIds, splitIds } from '@/lib/comma-joined-ids';
import { formatMoney } from '@/lib/money';
import { toDollars, toCents } from '@/payoff/money';
import { overPaymentOf } from '../payments/over-payment';
import { validateNewPayment } from '../payments/validate-payment';
import { ContentPool } from './content-fingerprint';
import type { ImportPlan, SkipReason } from './import-plan';
import { paymentLinker } from './payment-links';
import { planGoals, planProfile, planReminders } from './plan-singletons';
import { planTables } from './plan-tables';
import type { IncomingData, TransferData } from './transfer-data';

export interface PlanOptions {
  /** The importing account: every imported document is rewritten to it. */
  uid: string;
  newId: () => string;
}

/**
 * Decides an import against the account's current data (pure; see importData for the writes).
 *
 * - Ids are always new: ids are unique across all accounts on the server, so the exporting account's
 *   ids cannot be reused, and references (payment → debt, strategy priorities, saved schedules) are
 *   rewritten to the new ids. uid and userId become the importing account's.
 * - A payment for a debt that comes in the same import is stored as it is: the debt's balance in the
 *   file already reflects it, so it is added back to the debt's `openingBalance` (the balance before
 *   any payment, debts/shown-debt.ts), and `closingPaymentId` (the payment its closing recorded) is
 *   rewritten to the new payment id. A payment for a debt already in the
 *   account is recorded (the balance goes down by its amount), as importing a payments file for
 *   one's own debts means; what it pays beyond the balance is kept as a credit, and the preview says so.
 *   Interest and fees charged (a charge, `kind: 'charge'`) for a debt already in the account is
 *   recorded as a charge, raising the balance by its amount; it is never recorded as a payment.
 * - Duplicates are skipped and reported: a document whose id is already in the account (the same
 *   account importing its own export), one with the same content as an account document (the same
 *   file imported twice), or an id repeated in the file.
 * - One saved schedule per strategy type (spec §4): the account's own is kept.
 * - Profile fields, goals and reminder settings only fill what the account has empty, off or never
 *   set, so nothing is lost.
 * - The subscription is never imported: a plan is bought by an account, not carried by a file.
 */
export function planImport(incoming: IncomingData, existing: TransferData, options: PlanOptions): ImportPlan {
  const plan: ImportPlan = {
    inserts: { debts: [], payments: [], strategies: [], amortizationTables: [] },
    recorded: [],
    charged: [],
    profile: {},
    goalsOn: [],
    reminders: {},
    skipped: [],
    notes: [],
    problems: [],
  };
  const step: PlanStep = {
    plan,
    existing,
    newId: options.newId,
    skip: (collection, where, reason) => plan.skipped.push({ collection, where, reason }),
    own: (doc, id) => ({ ...doc, id, uid: options.uid, ...(doc.userId !== undefined ? { userId: options.uid } : {}) }),
    closingPayments: new Map(),
  };
  const debtIds = planDebts(step, incoming.debts);
  const accountDebtIds = new Set(existing.debts.map((debt) => debt.id));
  planPayments(step, incoming, debtIds, accountDebtIds);

  const knownDebt = (id: string) => debtIds.get(id) ?? (accountDebtIds.has(id) ? id : undefined);
  // Ids of debts that are in neither the file nor the account are dropped; the engine skips them anyway.
  const mapDebtList = (ids: string) => joinIds(splitIds(ids).flatMap((id) => knownDebt(id) ?? []));
  const strategyIds = planStrategies(step, incoming.strategies, (doc) => ({
    ...doc,
    debtPriorities: mapDebtList(doc.debtPriorities),
    ...(doc.snowflakes ? { snowflakes: mapSnowflakeDebts(doc.snowflakes, knownDebt) } : {}),
  }));
  const accountStrategyIds = new Set(existing.strategies.map((strategy) => strategy.id));
  planTables(plan, incoming.amortizationTables, existing.amortizationTables, {
    mapDebtList,
    knownStrategy: (id) => strategyIds.get(id) ?? (accountStrategyIds.has(id) ? id : undefined),
    place: (doc) => step.own(doc, options.newId()),
    skip: (where, reason) => step.skip('amortizationTables', where, reason),
  });
  planProfile(plan, incoming.users, existing.users[0] ?? null);
  planGoals(plan, incoming, existing);
  planReminders(plan, incoming.users, existing.users[0] ?? null);
  if (plan.recorded.length > 0) {
    const count = plan.recorded.length;
    plan.notes.push(`${count} payment${count === 1 ? ' is' : 's are'} for debts already in your account: recording ${count === 1 ? 'it lowers that debt’s balance' : 'them lowers those debts’ balances'}.`);
    plan.notes.push(...creditNotes(plan.recorded, existing.debts));
  }
  if (plan.charged.length > 0) {
    const count = plan.charged.length;
    plan.notes.push(`${count} interest and fees charge${count === 1 ? ' is' : 's are'} for debts already in your account: recording ${count === 1 ? 'it raises that debt’s balance' : 'them raises those debts’ balances'}.`);
  }
  if (incoming.subscriptions.length > 0) {
    plan.notes.push('Your subscription was not imported: a plan belongs to the account it was chosen in, not to a file.');
  }
  return plan;
}

/** For each account debt the recorded payments pay beyond its balance: a note that the excess is kept as a credit. */
function creditNotes(recorded: ImportPlan['recorded'], debts: TransferData['debts']): string[] {
  const paid = new Map<string, number>();
  for (const payment of recorded) paid.set(payment.debtId, (paid.get(payment.debtId) ?? 0) + payment.amount);
  return debts.flatMap((debt) => {
    const over = overPaymentOf(debt.balance, paid.get(debt.id) ?? 0);
    return over ? [`The payments for ${debt.name} come to ${formatMoney(over.credit)} more than it owes: that is kept as a credit on it.`] : [];
  });
}

/** What each planning step shares. */
interface PlanStep {
  plan: ImportPlan;
  existing: TransferData;
  newId: () => string;
  skip: (collection: CollectionName, where: string, reason: SkipReason) => void;
  /** The document with a new id, owned by the importing account. */
  own: <T extends { uid: string; userId?: string }>(doc: T, id: string) => T;
  /** Imported debt id → the id, in the file, of the payment its closing recorded. */
  closingPayments: Map<string, string>;
}

/** Debts: new, or matched to the account's (by id or content). Returns file id → account id. */
function planDebts(step: PlanStep, incoming: IncomingData['debts']): Map<string, string> {
  const debtIds = new Map<string, string>();
  const accountIds = new Set(step.existing.debts.map((debt) => debt.id));
  const pool = new ContentPool(step.existing.debts);
  for (const { doc, where } of incoming) {
    if (debtIds.has(doc.id)) step.skip('debts', where, 'repeated-in-file');
    else if (accountIds.has(doc.id)) {
      debtIds.set(doc.id, doc.id);
      step.skip('debts', where, 'same-id');
    } else {
      const match = pool.take(doc);
      if (match) {
        debtIds.set(doc.id, match);
        step.skip('debts', where, 'same-content');
      } else {
        const id = step.newId();
        debtIds.set(doc.id, id);
        // The balance in the file is what it owes after its payments: planPayments adds back those
        // that come with it. A file's own bookkeeping (`paymentEffects` of older exports) is dropped.
        const { paymentEffects: _effects, openingBalance: _opening, closingPaymentId, ...debt } = doc;
        if (closingPaymentId !== undefined) step.closingPayments.set(id, closingPaymentId);
        step.plan.inserts.debts.push(step.own({ ...debt, openingBalance: debt.balance }, id));
      }
    }
  }
  return debtIds;
}

/** Payments: linked to their debt, deduplicated, then stored as they are or recorded (see ImportPlan). */
function planPayments(step: PlanStep, incoming: IncomingData, debtIds: Map<string, string>, accountDebtIds: Set<string>) {
  const { plan } = step;
  const importedDebts = new Map(plan.inserts.debts.map((debt) => [debt.id, debt]));
  const linkPayment = paymentLinker(incoming.debts, step.existing.debts, debtIds, accountDebtIds);
  const seen = new Set<string>();
  const accountIds = new Set(step.existing.payments.map((payment) => payment.id));
  const pool = new ContentPool(step.existing.payments);
  for (const entry of incoming.payments) {
    const { doc, where } = entry;
    const link = linkPayment(entry);
    if ('problem' in link) {
      plan.problems.push(`${where}: ${link.problem}`);
      continue;
    }
    const linked = { ...doc, debtId: link.debtId };
    if (seen.has(doc.id)) step.skip('payments', where, 'repeated-in-file');
    else if (accountIds.has(doc.id)) step.skip('payments', where, 'same-id');
    else if (pool.take(linked)) step.skip('payments', where, 'same-content');
    else {
      const payment = step.own(linked, step.newId());
      const debt = importedDebts.get(link.debtId);
      if (debt) {
        plan.inserts.payments.push(payment);
        // The file's balance reflects the payment (taken off) or the charge (added): undo either.
        const taken = isCharge(payment) ? -toCents(payment.amount) : toCents(payment.amount);
        debt.openingBalance = toDollars(toCents(debt.openingBalance ?? debt.balance) + taken);
        if (step.closingPayments.get(debt.id) === doc.id) debt.closingPaymentId = payment.id;
      } else {
        // Recorded through the payments repository (a charge as a charge): refused there for the same reasons as here.
        for (const message of Object.values(validateNewPayment(payment))) plan.problems.push(`${where}: ${message}`);
        if (isCharge(payment)) plan.charged.push(payment);
        else plan.recorded.push(payment);
      }
    }
    seen.add(doc.id);
  }
}

/** Snowflakes aimed at a debt follow it to its account id; one for a debt in neither goes where the strategy sends extra money. */
function mapSnowflakeDebts(snowflakes: NonNullable<Strategy['snowflakes']>, knownDebt: (id: string) => string | undefined): NonNullable<Strategy['snowflakes']> {
  return Object.fromEntries(
    Object.entries(snowflakes).map(([key, { debtId, ...rest }]) => {
      const mapped = debtId === undefined ? undefined : knownDebt(debtId);
      return [key, mapped === undefined ? rest : { ...rest, debtId: mapped }];
    }),
  );
}

/**
 * Strategies, with their references rewritten to the account's debt ids (`mapDebts`). Returns file
 * id → account id. Into an account that already has strategies, none comes in as chosen: the
 * account's current plan stays current (the person chooses another on the strategy screen).
 */
function planStrategies(step: PlanStep, incoming: IncomingData['strategies'], mapDebts: (doc: Strategy) => Strategy): Map<string, string> {
  const strategyIds = new Map<string, string>();
  const accountIds = new Set(step.existing.strategies.map((strategy) => strategy.id));
  const pool = new ContentPool(step.existing.strategies);
  const keepChoice = step.existing.strategies.length === 0;
  for (const { doc, where } of incoming) {
    const { chosenAt, ...unchosen } = mapDebts(doc);
    const mapped: Strategy = keepChoice && chosenAt !== undefined ? { ...unchosen, chosenAt } : unchosen;
    if (strategyIds.has(doc.id)) step.skip('strategies', where, 'repeated-in-file');
    else if (accountIds.has(doc.id)) {
      strategyIds.set(doc.id, doc.id);
      step.skip('strategies', where, 'same-id');
    } else {
      const match = pool.take(mapped);
      if (match) {
        strategyIds.set(doc.id, match);
        step.skip('strategies', where, 'same-content');
      } else {
        const id = step.newId();
        strategyIds.set(doc.id, id);
        step.plan.inserts.strategies.push(step.own(mapped, id));
      }
    }
  }
  return strategyIds;
}
