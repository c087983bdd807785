import type { FinancialGoalName } from '@schemas/index';
import { insertDocuments } from '../crdt-writes';
import { newId, type DataContext } from '../data-context';
import { updateFinancialGoals } from '../financial-goals/update-financial-goals';
import { recordPayment } from '../payments/record-payment';
import { insertCharge } from '../statements/record-statement';
import { updateProfile } from '../users/update-profile';
import { runWrite, type WriteResult } from '../write-result';
import { collectUserData } from './collect-user-data';
import type { ImportPlan } from './import-plan';
import { planImport } from './plan-import';
import type { IncomingData } from './transfer-data';

/** Thrown when an import cannot go ahead; nothing has been written. */
export class ImportRefusedError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} problems: ${problems.slice(0, 3).join('; ')}`);
    this.name = 'ImportRefusedError';
  }
}

/** What importing `incoming` into the signed-in account would do, against its data right now (nothing is written). */
export async function previewImport(ctx: DataContext, incoming: IncomingData): Promise<ImportPlan> {
  // Preview ids are never stored: importData plans again, with real ids, when it writes.
  return planImport(incoming, await collectUserData(ctx), { uid: ctx.uid, newId: () => 'preview' });
}

/**
 * Imports documents read from a file into the signed-in account (see planImport for the rules).
 * Planned again against the account's current data (sync may have brought documents since the
 * preview); refused with every problem, writing nothing, when the plan has any. Documents are
 * inserted as they were exported — a payment is not recorded again, so debt balances stay exactly
 * as in the file.
 */
export function importData(ctx: DataContext, incoming: IncomingData): Promise<WriteResult<ImportPlan>> {
  return runWrite(ctx, 'importData', async () => {
    const plan = planImport(incoming, await collectUserData(ctx), { uid: ctx.uid, newId: () => newId(ctx) });
    if (plan.problems.length > 0) throw new ImportRefusedError(plan.problems);
    // Debts before what points at them, so another tab never sees a payment without its debt.
    await insertDocuments(ctx.db.debts, plan.inserts.debts);
    await insertDocuments(ctx.db.payments, plan.inserts.payments);
    for (const payment of plan.recorded) {
      const { debtId, amount, date, isPrincipalOnly, notes } = payment;
      // Payments in a file were made: an excess over the balance is kept as a credit (the preview said so).
      const saved = await recordPayment(ctx, { debtId, amount, date, isPrincipalOnly, notes: notes ?? null }, { allowCredit: true });
      if (!saved.success) throw new Error(`A payment of ${amount} on ${date} could not be recorded: ${saved.error}`);
    }
    for (const charge of plan.charged) {
      const { debtId, amount, date, notes } = charge;
      const fees = charge.fees ?? 0;
      await insertCharge(ctx, { debtId, date, interest: charge.interest ?? amount - fees, fees, notes });
    }
    await insertDocuments(ctx.db.strategies, plan.inserts.strategies);
    await insertDocuments(ctx.db.amortizationTables, plan.inserts.amortizationTables);
    if (Object.keys(plan.profile).length > 0) {
      const saved = await updateProfile(ctx, plan.profile);
      if (!saved.success) throw new Error(`Your profile could not be saved: ${saved.error}`);
    }
    if (plan.goalsOn.length > 0) {
      const changes = Object.fromEntries(plan.goalsOn.map((name): [FinancialGoalName, boolean] => [name, true]));
      const saved = await updateFinancialGoals(ctx, changes);
      if (!saved.success) throw new Error(`Your goals could not be saved: ${saved.error}`);
    }
    return plan;
  });
}
