// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { FinancialGoals } from '@schemas/index';
import { getOrCreateFinancialGoals } from '@/data/financial-goals/get-or-create-financial-goals';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { GoalsForm } from './goals-form';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

async function stored(ctx: ReturnType<typeof testContext>): Promise<FinancialGoals> {
  const result = await getOrCreateFinancialGoals(ctx);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

test('each goal is saved as it is ticked and can be unticked', async () => {
  const ctx = testContext(await openTestDatabase(['financialGoals']));
  const view = render(
    <ChakraProvider value={system}>
      <GoalsForm ctx={ctx} goals={null} />
    </ChakraProvider>,
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'Quick wins to stay motivated' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Added: Quick wins to stay motivated.'));
  expect(await stored(ctx)).toMatchObject({ easiestWinsGoal: true, creditScoreGoal: false, fastestPayoffGoal: false, interestSavedGoal: false });

  // The page passes the live goals back in; unticking saves false.
  view.rerender(
    <ChakraProvider value={system}>
      <GoalsForm ctx={ctx} goals={await stored(ctx)} />
    </ChakraProvider>,
  );
  expect((screen.getByRole('checkbox', { name: 'Quick wins to stay motivated' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Quick wins to stay motivated' }));
  await waitFor(async () => expect((await stored(ctx)).easiestWinsGoal).toBe(false));
});

test('a goal that cannot be saved says so', async () => {
  const db = await openTestDatabase(['financialGoals']);
  const ctx = testContext(db);
  render(
    <ChakraProvider value={system}>
      <GoalsForm ctx={{ ...ctx, uid: '' }} goals={null} />
    </ChakraProvider>,
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'Raise my credit score' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your goal could not be saved: Not signed in: no user id for this write'));
  expect(await db.financialGoals.count().exec()).toBe(0);
});
