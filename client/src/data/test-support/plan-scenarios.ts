import { saveAmortizationTable } from '../amortization-tables/save-amortization-table';
import { createDebt } from '../debts/create-debt';
import type { PaydownDatabase } from '../paydown-database';
import { recordPayment } from '../payments/record-payment';
import { createStrategy } from '../strategies/create-strategy';
import { ok } from './ok';
import { testContext } from './test-database';
import { visa } from './test-debt';

/** The device clock of the "behind plan" scenario: March 25, 2026, noon (fake timers set it). */
export const BEHIND_PLAN_TODAY = new Date(2026, 2, 25, 12);

/**
 * Behind plan, as first reported: a $10,000 loan at 0 % and an Avalanche plan saved March 1, 2026
 * at $2,000 a month (five months, debt-free July 2026), and only $500 paid since (March 10). On
 * March 25 the plan expects $10,000 − 24/31 × $2,000 = $8,451.61; $9,500.00 is owed: $1,048.39
 * behind, and the plan was at $9,500 a quarter of a month in, about half a month ago.
 */
export async function seedBehindPlan(db: PaydownDatabase): Promise<void> {
  const ctx = testContext(db, 'user-1', '2026-03-01T10:00:00.000Z');
  const loan = ok(await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 10000, interestRate: 0, minimumPayment: 100 })));
  ok(await createStrategy(ctx, { name: 'My plan', type: 'avalanche', monthlyBudget: 2000 }));
  ok(
    await saveAmortizationTable(ctx, {
      strategyType: 'avalanche',
      name: 'Avalanche plan',
      debtIds: [loan.id],
      data: [1, 2, 3, 4, 5].map((month) => ({ month, totalInterest: 0, totalPayment: 2000 })),
      totalMonths: 5,
      payoffDate: '2026-07',
      totalInterestPaid: 0,
      totalAmountPaid: 10000,
    }),
  );
  ok(await recordPayment(ctx, { debtId: loan.id, amount: 500, date: '2026-03-10' }));
}
