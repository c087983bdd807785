import type { FinancialGoalName } from '@schemas/index';
import { asBulkWrite } from '../bulk-writes';
import { insertDocuments } from '../crdt-writes';
import { newId, type DataContext } from '../data-context';
import { updateFinancialGoals } from '../financial-goals/update-financial-goals';
import { recordPayment } from '../payments/record-payment';
import { insertCharge } from '../statements/record-statement';
import { saveReminderSettings } from '../users/save-reminder-settings';
import { updateProfile } from '../users/update-profile';
import { runWrite, type WriteResult } from '../write-result';
import { nextTask } from '@/lib/next-task';
import { collectUserData } from './collect-user-data';
import { debtBatches } from './import-batches';
import type { ImportPlan } from './import-plan';
import { planFilesOffThread } from './import-planner';
import { planImport } from './plan-import';
import type { ImportFiles } from './import-files';
import type { PlanFilesAnswer } from './plan-import-files';
import type { IncomingData, TransferData } from './transfer-data';

/** Thrown when an import cannot go ahead; nothing has been written. */
export class ImportRefusedError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} problems: ${problems.slice(0, 3).join('; ')}`);
    this.name = 'ImportRefusedError';
  }
}

/**
 * What an import brings in: files as chosen, read and planned off the page (import-planner.ts), or
 * documents read from them already (readImportFiles).
 */
export type ImportSource = ImportFiles | IncomingData;

/**
 * The files read, and what importing them into the signed-in account would do against its data
 * right now (nothing is written); or why they are refused.
 */
export async function previewImport(ctx: DataContext, files: ImportFiles): Promise<PlanFilesAnswer> {
  // Preview ids are never stored: importData plans again, with real ids, when it writes.
  return planFilesOffThread({ ...files, existing: await collectUserData(ctx), uid: ctx.uid, ids: 'preview' }, () => 'preview');
}

/** The plan of an import against the account's `existing` data, with new ids. */
async function planWithNewIds(ctx: DataContext, source: ImportSource, existing: TransferData): Promise<ImportPlan> {
  const fresh = () => newId(ctx);
  if (!('files' in source)) return planImport(source, existing, { uid: ctx.uid, newId: fresh });
  const answer = await planFilesOffThread({ ...source, existing, uid: ctx.uid, ids: 'new' }, fresh);
  if ('refused' in answer) throw new ImportRefusedError(answer.refused);
  return answer.plan;
}

/** What an import is writing; the words are shown ("Importing debts and payments… 4,200 of 10,100"). */
export type ImportStage = 'debts and payments' | 'payments for your debts' | 'strategies and saved schedules' | 'profile, goals and reminders';

/** How far an import has got: of the stage it is in, and of the whole import (in documents). */
export interface ImportProgress {
  stage: ImportStage;
  done: number;
  total: number;
  written: number;
  toWrite: number;
}

/**
 * Documents per storage write. Measured at 100 debts and 10,000 payments (Chromium, a busy 2-core
 * machine): one write of everything held the page for 1.3 to 2.6 s; batches of 250 keep every task
 * of the import near or under 100 ms, for a total time about one and a half times as long.
 */
export const IMPORT_BATCH_SIZE = 250;

export interface ImportOptions {
  /** Told after each write, and once at the start of each stage. */
  onProgress?: (progress: ImportProgress) => void;
  batchSize?: number;
  /** Awaited between writes so the page stays responsive (tests count the yields). */
  between?: () => Promise<void>;
}

/**
 * Imports files, or documents read from them, into the signed-in account (see planImport for the
 * rules). Planned again against the account's current data (sync may have brought documents since
 * the preview; files are read again, off the page: import-planner.ts); refused with every problem,
 * writing nothing, when the plan has any. Documents are inserted as they were exported — a payment
 * is not recorded again, so debt balances stay exactly as in the file.
 *
 * Written in batches (debtBatches: a debt with all its payments, never before them), yielding to
 * the page between them and telling `onProgress`. An import that stops half-way (the tab closed)
 * leaves whole debts with all their payments, and at most the payments of one batch whose debt was
 * not written, which are never shown (payments/get-payments.ts). Importing the same file again
 * then skips what came in as duplicates (same content) and adds the rest.
 */
export function importData(ctx: DataContext, source: ImportSource, options: ImportOptions = {}): Promise<WriteResult<ImportPlan>> {
  return runWrite(ctx, 'importData', () => asBulkWrite(async () => {
    const { onProgress, batchSize = IMPORT_BATCH_SIZE, between = nextTask } = options;
    const plan = await planWithNewIds(ctx, source, await collectUserData(ctx));
    if (plan.problems.length > 0) throw new ImportRefusedError(plan.problems);
    const settings = settingWrites(ctx, plan);
    const progress = importProgress(plan, settings.length, onProgress);

    progress.start('debts and payments', plan.inserts.debts.length + plan.inserts.payments.length);
    for (const batch of debtBatches(plan.inserts.debts, plan.inserts.payments, batchSize)) {
      await between();
      await insertDocuments(ctx.db.payments, batch.payments);
      await insertDocuments(ctx.db.debts, batch.debts);
      progress.add(batch.payments.length + batch.debts.length);
    }

    progress.start('payments for your debts', plan.recorded.length + plan.charged.length);
    for (const [index, payment] of plan.recorded.entries()) {
      if (index % batchSize === 0) await between();
      const { debtId, amount, date, isPrincipalOnly, notes } = payment;
      // Payments in a file were made: an excess over the balance is kept as a credit (the preview said so).
      const saved = await recordPayment(ctx, { debtId, amount, date, isPrincipalOnly, notes: notes ?? null }, { allowCredit: true });
      if (!saved.success) throw new Error(`A payment of ${amount} on ${date} could not be recorded: ${saved.error}`);
      progress.add(1);
    }
    for (const [index, charge] of plan.charged.entries()) {
      if (index % batchSize === 0) await between();
      const { debtId, amount, date, notes } = charge;
      const fees = charge.fees ?? 0;
      await insertCharge(ctx, { debtId, date, interest: charge.interest ?? amount - fees, fees, notes });
      progress.add(1);
    }

    progress.start('strategies and saved schedules', plan.inserts.strategies.length + plan.inserts.amortizationTables.length);
    await between();
    await insertDocuments(ctx.db.strategies, plan.inserts.strategies);
    await insertDocuments(ctx.db.amortizationTables, plan.inserts.amortizationTables);
    progress.add(plan.inserts.strategies.length + plan.inserts.amortizationTables.length);

    progress.start('profile, goals and reminders', settings.length);
    for (const write of settings) {
      await write();
      progress.add(1);
    }
    return plan;
  }));
}

/** The account's settings an import changes (profile, goals, reminders): one write for each that changes. */
function settingWrites(ctx: DataContext, plan: ImportPlan): Array<() => Promise<void>> {
  const writes: Array<() => Promise<void>> = [];
  const saved = (result: WriteResult<unknown>, what: string) => {
    if (!result.success) throw new Error(`Your ${what} could not be saved: ${result.error}`);
  };
  if (Object.keys(plan.profile).length > 0) writes.push(async () => saved(await updateProfile(ctx, plan.profile), 'profile'));
  if (plan.goalsOn.length > 0) {
    const changes = Object.fromEntries(plan.goalsOn.map((name): [FinancialGoalName, boolean] => [name, true]));
    writes.push(async () => saved(await updateFinancialGoals(ctx, changes), 'goals'));
  }
  if (Object.keys(plan.reminders).length > 0) writes.push(async () => saved(await saveReminderSettings(ctx, plan.reminders), 'reminder settings'));
  return writes;
}

/** Counts what is written, stage by stage, and tells `report`; stages with nothing to write are not told. */
function importProgress(plan: ImportPlan, settingWrites: number, report: ImportOptions['onProgress']) {
  const { inserts } = plan;
  const toWrite =
    inserts.debts.length + inserts.payments.length + plan.recorded.length + plan.charged.length + inserts.strategies.length + inserts.amortizationTables.length +
    settingWrites;
  let written = 0;
  let current: Omit<ImportProgress, 'written' | 'toWrite'> = { stage: 'debts and payments', done: 0, total: 0 };
  const tell = () => {
    if (current.total > 0) report?.({ ...current, written, toWrite });
  };
  return {
    start(stage: ImportStage, total: number) {
      current = { stage, done: 0, total };
      tell();
    },
    add(count: number) {
      current.done += count;
      written += count;
      tell();
    },
  };
}
