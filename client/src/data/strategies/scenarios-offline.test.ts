import { afterEach, expect, test } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { PaydownDatabase } from '../paydown-database';
import { MemoryMaster, exchangeChanges } from '../test-support/memory-master';
import { ok } from '../test-support/ok';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { addBudgetStep, removeBudgetStep, updateBudgetStep } from './budget-steps';
import { chooseStrategy } from './choose-strategy';
import { createScenario } from './create-scenario';
import { createStrategy } from './create-strategy';
import { addSnowflake } from './snowflakes';
import { watchStrategy } from './use-strategy';

afterEach(closeTestDatabases);

/** Two devices of one user with strategies only; the phone's clock is a day ahead of the laptop's. */
async function twoDevices() {
  const master = new MemoryMaster();
  const laptop = await openTestDatabase(['strategies']);
  const phone = await openTestDatabase(['strategies']);
  const sync = () => exchangeChanges(master, [master.replicate(laptop.strategies, 'laptop'), master.replicate(phone.strategies, 'phone')] as never);
  const onLaptop = testContext(laptop);
  // Ids of their own, as crypto.randomUUID() would give each device.
  const onPhone = { ...testContext(phone, 'user-1', '2026-01-16T08:00:00.000Z'), newId: (() => { let n = 0; return () => `phone-${++n}`; })() };
  return { laptop, phone, sync, onLaptop, onPhone };
}

async function held(db: PaydownDatabase) {
  const docs = await db.strategies.find({ sort: [{ id: 'asc' }] }).exec();
  return { stored: docs.map((doc) => doc.toJSON()), current: (await firstValueFrom(watchStrategy(db, 'user-1')))?.name };
}

test('each device adds a snowflake while apart: both are kept on both', async () => {
  const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
  const plan = ok(await createStrategy(onLaptop, { name: 'Safe', type: 'avalanche', monthlyBudget: 600 }));
  await sync();

  ok(await addSnowflake(onLaptop, plan.id, { date: '2027-04-15', amount: 2000, label: 'Tax refund' }));
  ok(await addSnowflake(onPhone, plan.id, { date: '2027-12-20', amount: 750, label: 'Bonus' }));
  await sync();

  const a = await held(laptop);
  expect(a).toEqual(await held(phone));
  expect(Object.values(a.stored[0]!.snowflakes!).map((s) => s.label).sort()).toEqual(['Bonus', 'Tax refund']);
});

test('one device edits a step while the other removes another: both kept', async () => {
  const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
  const plan = ok(await createStrategy(onLaptop, { name: 'Safe', type: 'avalanche', monthlyBudget: 600 }));
  ok(await addBudgetStep(onLaptop, plan.id, { from: '2027-06-01', monthlyBudget: 800 }));
  const both = ok(await addBudgetStep(onLaptop, plan.id, { from: '2029-01-01', monthlyBudget: 700 }));
  const [june, later] = Object.keys(both.budgetSteps!);
  await sync();

  ok(await updateBudgetStep(onLaptop, plan.id, june!, { monthlyBudget: 850 }));
  ok(await removeBudgetStep(onPhone, plan.id, later!));
  await sync();

  const a = await held(laptop);
  expect(a).toEqual(await held(phone));
  expect(a.stored[0]!.budgetSteps).toEqual({ [june!]: { from: '2027-06-01', monthlyBudget: 850 } });
});

test('a step edited on one device and removed on the other stays removed (never half an entry)', async () => {
  const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
  const plan = ok(await createStrategy(onLaptop, { name: 'Safe', type: 'avalanche', monthlyBudget: 600 }));
  const step = Object.keys(ok(await addBudgetStep(onLaptop, plan.id, { from: '2027-06-01', monthlyBudget: 800 })).budgetSteps!)[0]!;
  await sync();

  ok(await removeBudgetStep(onLaptop, plan.id, step));
  ok(await updateBudgetStep(onPhone, plan.id, step, { from: '2027-07-01' }));
  await sync();

  const a = await held(laptop);
  expect(a).toEqual(await held(phone));
  expect(a.stored[0]!.budgetSteps).toEqual({});
});

test('each device chooses another plan while apart: the later choice is current on both', async () => {
  const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
  ok(await createStrategy(onLaptop, { name: 'Safe', type: 'avalanche', monthlyBudget: 600 }));
  const aggressive = ok(await createScenario(onLaptop, { name: 'Aggressive' }));
  const raise = ok(await createScenario(onLaptop, { name: 'After the raise' }));
  await sync();

  // The phone chooses at 08:00 on the 16th, the laptop at 10:00 on the 15th (its clock): the phone's is later.
  ok(await chooseStrategy(onPhone, raise.id));
  ok(await chooseStrategy(onLaptop, aggressive.id));
  await sync();
  const a = await held(laptop);
  expect(a).toEqual(await held(phone));
  expect(a.current).toBe('After the raise');

  // Having seen that, the laptop chooses again: its choice is after every one it holds, whatever its clock says.
  ok(await chooseStrategy(onLaptop, aggressive.id));
  await sync();
  expect((await held(phone)).current).toBe('Aggressive');
  expect((await held(laptop)).current).toBe('Aggressive');
});
