import type { RxDocument } from 'rxdb';
import type { Debt, Payment, PaymentDocument } from '@schemas/index';
import { formatMoney } from '@/lib/money';
import { todayIso } from '@/lib/today';
import { toCents, toDollars } from '@/payoff/money';
import { takesStatements } from '@/planning/debt-status';
import { insertDocument, toPlain } from '../crdt-writes';
import { newId, nowIso, type DataContext } from '../data-context';
import { requireDebtDocument } from '../debts/find-debt';
import { readDebt } from '../debts/read-debts';
import { openingCents } from '../debts/shown-debt';
import { hasErrors } from '../field-checks';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { balanceCentsAsOf, compareStatement, splitCharge, type StatementComparison } from './statement-difference';
import { validateStatement, type StatementInput } from './validate-statement';

/** What a statement update did: the comparison, and the charge it recorded when the statement was higher. */
export type StatementResult = StatementComparison & { charge: Payment | null };

/** A charge as the import and the statement flow record it. */
export interface NewCharge {
  debtId: string;
  date: string;
  interest: number;
  fees: number;
  notes?: string | null | undefined;
}

const todayOf = (ctx: DataContext) => todayIso(ctx.now?.() ?? new Date());

function refuseInvalid(ctx: DataContext, input: Partial<StatementInput>): void {
  const errors = validateStatement(input, todayOf(ctx));
  if (hasErrors(errors)) throw new InvalidInputError(errors);
}

/** A debt closed without being paid off (settled, forgiven, refinanced) is not owed: no statement can add to it. */
function refuseClosed(debt: Debt | null): void {
  if (debt && !takesStatements(debt)) {
    throw new InvalidInputError({ debtId: `${debt.name} is closed, so a statement can’t add to it. Reopen it first if it is owed again.` });
  }
}

async function comparison(ctx: DataContext, input: Pick<StatementInput, 'debtId' | 'statementDate' | 'statementBalance'>): Promise<{ debt: Debt | null; compared: StatementComparison }> {
  const doc = await requireDebtDocument(ctx, input.debtId);
  const entries = await ctx.db.payments.find({ selector: { uid: ctx.uid, debtId: doc.primary } }).exec();
  const recorded = balanceCentsAsOf(openingCents(doc.toJSON()), entries, input.statementDate);
  return { debt: await readDebt(ctx, doc), compared: compareStatement(recorded, input.statementBalance) };
}

/**
 * Compares a statement with the records, writing nothing (step 1 of the flow): the recorded
 * balance on the statement's date (statement-difference.ts) and whether the statement is higher
 * (interest and fees charged), the same, or lower. Fails with the field messages on bad input.
 */
export function previewStatement(ctx: DataContext, input: Pick<StatementInput, 'debtId' | 'statementDate' | 'statementBalance'>): Promise<WriteResult<StatementComparison>> {
  return runWrite(ctx, 'previewStatement', async () => {
    refuseInvalid(ctx, input);
    const { debt, compared } = await comparison(ctx, input);
    refuseClosed(debt);
    return compared;
  });
}

/**
 * Updates a debt from a statement: a balance S on date D. The recorded balance as of D is the
 * opening balance − payments dated ≤ D + charges dated ≤ D; when S is higher, the difference is
 * recorded as ONE charge dated D (interest and fees charged, split as the person states, all
 * interest by default), which raises the balance by it on every device (shown-debt.ts). Never a
 * payment, never an edit of the opening balance. When S is the same, nothing is written; when it
 * is lower, nothing is written either: the answer says by how much, and the flow offers to record
 * the missed payment or correct the balance (the person's choice, not a negative charge).
 */
export function recordStatement(ctx: DataContext, input: StatementInput): Promise<WriteResult<StatementResult>> {
  return runWrite(ctx, 'recordStatement', async () => {
    refuseInvalid(ctx, input);
    const { debt, compared } = await comparison(ctx, input);
    refuseClosed(debt);
    if (compared.outcome !== 'charged') return { ...compared, charge: null };
    const split = splitCharge(compared.charged, input.interest, input.fees);
    if (!split) {
      throw new InvalidInputError({ interest: `Interest and fees must add up to the ${formatMoney(compared.charged)} charged.` });
    }
    const charge = await insertCharge(ctx, { debtId: input.debtId, date: input.statementDate, ...split });
    return { ...compared, charge: toPlain(charge) };
  });
}

/**
 * Stores a charge (interest and fees charged to a debt): a payments document of kind 'charge' whose
 * amount is interest + fees. Also the import's way to bring charges for debts already in the account.
 */
export async function insertCharge(ctx: DataContext, charge: NewCharge): Promise<RxDocument<PaymentDocument>> {
  const interestCents = toCents(charge.interest);
  const feeCents = toCents(charge.fees);
  if (!(interestCents >= 0 && feeCents >= 0 && interestCents + feeCents > 0)) {
    throw new InvalidInputError({ amount: 'Interest and fees charged must be 0 or more and come to more than $0.00.' });
  }
  await requireDebtDocument(ctx, charge.debtId);
  const at = nowIso(ctx);
  const notes = charge.notes?.trim();
  return insertDocument(ctx.db.payments, {
    id: newId(ctx),
    uid: ctx.uid,
    debtId: charge.debtId,
    kind: 'charge',
    amount: toDollars(interestCents + feeCents),
    interest: toDollars(interestCents),
    fees: toDollars(feeCents),
    date: charge.date,
    isPrincipalOnly: false,
    ...(notes ? { notes } : {}),
    createdAt: at,
    updatedAt: at,
  } as PaymentDocument);
}
