import type { DataContext } from '../../data-context';
import { createDebt } from '../../debts/create-debt';
import { updateFinancialGoals } from '../../financial-goals/update-financial-goals';
import { recordPayment } from '../../payments/record-payment';
import { addBudgetStep } from '../../strategies/budget-steps';
import { createStrategy } from '../../strategies/create-strategy';
import { addSnowflake } from '../../strategies/snowflakes';
import { saveAmortizationTable } from '../../amortization-tables/save-amortization-table';
import { loadSubscription } from '../../subscriptions/load-subscription';
import { signInUser } from '../../users/sign-in-user';
import { saveReminderSettings } from '../../users/save-reminder-settings';
import { updateProfile } from '../../users/update-profile';
import { ok } from '../../test-support/ok';
import { visa } from '../../test-support/test-debt';

/** Names a CSV must survive: commas, quotes, line breaks, spreadsheet formulas, accents and emoji. */
export const AWKWARD_NAMES = ['Visa, "Platinum"', 'Car loan\nsecond line', '=SUM(A1:A9)', "'quoted", 'Crédit 🏠'] as const;

/**
 * An account with everything an export holds: five debts with awkward names and varied fields,
 * payments recorded through the repository (so balances moved), a strategy with a custom order,
 * one-time extra payments (one for a debt) and a budget step,
 * a saved schedule, goals, profile details, reminder settings and the default subscription.
 */
export async function seedAccount(ctx: DataContext) {
  ok(await signInUser(ctx, { email: 'ada@example.com', emailVerified: true }));
  ok(await updateProfile(ctx, { displayName: 'Ada Lovelace', phoneNumber: '+44 20 7946 0958', photoURL: 'https://example.com/ada.png' }));
  const debts = [
    ok(await createDebt(ctx, visa({ name: AWKWARD_NAMES[0], highLimit: 5000, isPromo: true, promoAPR: 0, promoEndDate: '2027-06-30', dueDay: 15, colorHex: '#0d9488', notes: 'Line one\r\nline "two", three' }))),
    ok(await createDebt(ctx, visa({ name: AWKWARD_NAMES[1], type: 'auto_loan', balance: 11800.55, interestRate: 6.9, minimumPayment: 310, originationDate: '2023-04-01' }))),
    ok(await createDebt(ctx, visa({ name: AWKWARD_NAMES[2], type: 'medical', balance: 650, interestRate: 0, minimumPayment: 50, customMetadata: { source: 'hospital', codes: [1, 2] } }))),
    ok(await createDebt(ctx, visa({ name: AWKWARD_NAMES[3], type: 'personal_loan', paymentFrequency: 'biweekly', dueDate: '2026-02-01', minPayCalc: 'percent_principal', minPayPercentage: 2.5 }))),
    ok(await createDebt(ctx, visa({ name: AWKWARD_NAMES[4], type: 'other', balance: 200, hasXFee: true, xFeeRate: 3 }))),
  ];
  const payments = [
    ok(await recordPayment(ctx, { debtId: debts[0]!.id, amount: 120.1, date: '2026-01-05', notes: '-early, "thanks"' })),
    ok(await recordPayment(ctx, { debtId: debts[0]!.id, amount: 120.1, date: '2026-01-05' })),
    ok(await recordPayment(ctx, { debtId: debts[1]!.id, amount: 310, date: '2026-01-03', isPrincipalOnly: true })),
    ok(await recordPayment(ctx, { debtId: debts[4]!.id, amount: 200, date: '2026-01-09' })),
  ];
  const strategy = ok(
    await createStrategy(ctx, {
      name: 'My plan',
      type: 'custom',
      monthlyBudget: 1234.5,
      debtPriorities: [debts[2]!.id, debts[0]!.id, debts[1]!.id],
      extraPayment: 50,
      extraPaymentFrequency: 'selected_days',
      extraPaymentSelectedDays: [1, 15],
    }),
  );
  ok(await addSnowflake(ctx, strategy.id, { date: '2027-04-15', amount: 2000, label: 'Tax refund, "federal"' }));
  ok(await addSnowflake(ctx, strategy.id, { date: '2026-12-31', amount: 500, debtId: debts[1]!.id }));
  ok(await addBudgetStep(ctx, strategy.id, { from: '2027-06-01', monthlyBudget: 1500 }));
  ok(
    await saveAmortizationTable(ctx, {
      strategyType: 'custom',
      strategyId: strategy.id,
      name: 'My plan',
      debtIds: [debts[2]!.id, debts[0]!.id],
      data: [
        { month: 1, totalInterest: 12.5, totalPayment: 1234.5 },
        { month: 2, totalInterest: 10.25, totalPayment: 1234.5 },
      ],
      totalMonths: 2,
      payoffDate: '2026-03',
      totalInterestPaid: 22.75,
      totalAmountPaid: 2469,
    }),
  );
  ok(await updateFinancialGoals(ctx, { easiestWinsGoal: true, interestSavedGoal: true }));
  ok(await saveReminderSettings(ctx, { enabled: true, daysBefore: 5 }));
  await loadSubscription(ctx);
  return { debts, payments, strategy };
}
