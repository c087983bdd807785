import { createDebt } from '../debts/create-debt';
import { shownDebt } from './shown-debt';
import { recordPayment } from '../payments/record-payment';
import { openTestDatabase, testContext } from './test-database';
import { visa } from './test-debt';

/**
 * A database with debts and payments holding one card of `balance`, and helpers to read it (as
 * shown: `debt`; as stored: `stored`) and pay towards it.
 */
export async function openOneDebt(balance: number) {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, visa({ balance }));
  if (!created.success) throw new Error(created.error);
  const debtId = created.data.id;
  const debt = async () => (await shownDebt(ctx, debtId))!;
  const stored = async () => (await ctx.db.debts.findOne(debtId).exec())!;
  const pay = async (amount: number, date = '2026-01-20') => {
    const result = await recordPayment(ctx, { debtId, amount, date });
    if (!result.success) throw new Error(result.error);
    return result.data;
  };
  return { ctx, debtId, debt, stored, pay };
}
