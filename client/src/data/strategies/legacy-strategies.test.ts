import type { RxJsonSchema } from 'rxdb';
import { firstValueFrom } from 'rxjs';
import { afterEach, expect, test } from 'vitest';
import { strategiesSchema } from '@schemas/index';
import { createDatabase } from '../create-database';
import type { PaydownDatabase } from '../paydown-database';
import { ok } from '../test-support/ok';
import { storeAtOldVersion } from '../test-support/old-version-database';
import { testContext } from '../test-support/test-database';
import { addSnowflake } from './snowflakes';
import { watchStrategies } from './watch-strategies';
import { watchStrategy } from './use-strategy';

/** The strategies schema as version 0 stored it: no snowflakes, budget steps or choice. */
function strategiesSchemaVersion0(): RxJsonSchema<unknown> {
  const { snowflakes: _s, budgetSteps: _b, chosenAt: _c, ...properties } = strategiesSchema.properties;
  return { ...strategiesSchema, version: 0, properties } as unknown as RxJsonSchema<unknown>;
}

const stored = (id: string, updatedAt: string) => ({
  id, uid: 'user-1', name: id, type: 'avalanche', debtPriorities: '', monthlyBudget: 600, extraPayment: 0,
  extraPaymentFrequency: 'once_per_month', extraPaymentTimesPerMonth: 1, extraPaymentDaysInterval: 30,
  extraPaymentSelectedDays: [], createdAt: '2026-01-02T10:00:00.000Z', updatedAt,
});

let opened: PaydownDatabase | null = null;
afterEach(async () => {
  await opened?.remove();
  opened = null;
});

test('strategies stored at version 0 migrate as they are: no snowflakes or steps, the latest updated is current, and they take new entries', async () => {
  const name = `legacystrategies${Date.now().toString(36)}`;
  await storeAtOldVersion(name, 'strategies', strategiesSchemaVersion0(), [stored('Older', '2026-01-10T10:00:00.000Z'), stored('Newer', '2026-01-12T10:00:00.000Z')]);

  opened = await createDatabase({ name, multiInstance: false, collections: ['strategies'] });
  const strategies = await firstValueFrom(watchStrategies(opened, 'user-1'));
  expect(strategies.map((s) => [s.name, s.snowflakes, s.budgetSteps, s.chosenAt]).sort()).toEqual([
    ['Newer', undefined, undefined, undefined],
    ['Older', undefined, undefined, undefined],
  ]);
  expect((await firstValueFrom(watchStrategy(opened, 'user-1')))?.name).toBe('Newer');
  const ctx = testContext(opened);
  expect(Object.values(ok(await addSnowflake(ctx, 'Older', { date: '2027-04-15', amount: 2000 })).snowflakes!)).toEqual([{ date: '2027-04-15', amount: 2000 }]);
  expect((await firstValueFrom(watchStrategy(opened, 'user-1')))?.name).toBe('Newer');
});
