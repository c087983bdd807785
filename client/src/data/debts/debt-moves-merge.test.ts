import { afterEach, expect, test } from 'vitest';
import { byPriority } from '@/planning/debt-status';
import { MemoryMaster, exchangeChanges } from '../test-support/memory-master';
import { ok } from '../test-support/ok';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import type { DataContext } from '../data-context';
import { createDebt } from './create-debt';
import { getDebts } from './get-debts';
import { prioritiesForMove, prioritiesFromOrder, updateDebtPriorities } from './update-debt-priorities';

afterEach(closeTestDatabases);

const names = async (ctx: DataContext) => byPriority(await getDebts(ctx)).map((debt) => debt.name);

/** Moves a debt as the Debts screen does: one write of the priorities prioritiesForMove gives. */
async function move(ctx: DataContext, name: string, to: number) {
  const order = byPriority(await getDebts(ctx));
  const debt = order.find((entry) => entry.name === name)!;
  return ok(await updateDebtPriorities(ctx, prioritiesForMove(order, debt.id, to)));
}

test('two devices moving different debts while apart both keep their move after the merge', async () => {
  const master = new MemoryMaster();
  const laptop = await openTestDatabase(['debts', 'payments']);
  const phone = await openTestDatabase(['debts', 'payments']);
  const sync = () => exchangeChanges(master, [master.replicate(laptop.debts, 'laptop'), master.replicate(phone.debts, 'phone')] as never);
  const onLaptop = testContext(laptop);
  const onPhone = testContext(phone, 'user-1', '2026-01-16T08:00:00.000Z');
  const ids: string[] = [];
  for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) ids.push(ok(await createDebt(onLaptop, visa({ name }))).id);
  // Numbered with room between, as after a first renumbering.
  ok(await updateDebtPriorities(onLaptop, prioritiesFromOrder(ids).map(({ id, priority }) => ({ id, priority: priority * 1024 }))));
  await sync();

  // Apart: the laptop moves F to the top, the phone moves A to the bottom; each writes one debt.
  expect(await move(onLaptop, 'F', 0)).toHaveLength(1);
  expect(await move(onPhone, 'A', 5)).toHaveLength(1);
  await sync();

  expect(await names(onLaptop)).toEqual(['F', 'B', 'C', 'D', 'E', 'A']);
  expect(await names(onPhone)).toEqual(['F', 'B', 'C', 'D', 'E', 'A']);
});
