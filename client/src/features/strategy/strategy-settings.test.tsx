// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Strategy } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { createStrategy } from '@/data/strategies/create-strategy';
import type { StrategyChanges } from '@/data/strategies/strategy-input';
import { updateStrategy } from '@/data/strategies/update-strategy';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { StrategySettings } from './strategy-settings';
import { initialFormState, readForm } from './strategy-form-state';
import { SAVE_DELAY_MS, useStrategyDraft } from './use-strategy-draft';

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await closeTestDatabases();
});

const ORDER = ['debt-a', 'debt-b'];
const DEFAULTS = { type: 'avalanche' as const, budget: 700, order: ORDER };

function Harness({ ctx }: { ctx: DataContext }) {
  const draft = useStrategyDraft({ ctx, stored: null, defaults: DEFAULTS, owedOrder: ORDER });
  return (
    <>
      <StrategySettings form={draft.form} errors={draft.errors} minimums={650} onChange={draft.update} />
      <output data-testid="budget-used">{draft.engineStrategy.monthlyBudget}</output>
    </>
  );
}

async function setup() {
  const ctx = testContext(await openTestDatabase(['strategies', 'debts']));
  render(
    <ChakraProvider value={system}>
      <Harness ctx={ctx} />
    </ChakraProvider>,
  );
  const form = screen.getByRole('form', { name: 'Strategy settings' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  // The autosave's timer is run by a fake clock that otherwise follows real time (RxDB's own timers
  // keep running): `pause` fires every timer due within the autosave's delay at once, so a save
  // that was scheduled has started (its state is 'saving') when the test looks, without sleeping.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const pause = () => act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
  return { ctx, form, type, pause, stored: async () => (await ctx.db.strategies.find().exec()).map((doc) => doc.toJSON()) };
}

function messageNextTo(form: HTMLElement, label: string): string {
  const input = within(form).getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return input.closest('.chakra-field__root')?.querySelector('.chakra-field__errorText')?.textContent ?? '';
}

test.each([
  ['Monthly budget ($)', '-5', 'Monthly budget must be 0 or more'],
  ['Monthly budget ($)', '', 'Monthly budget is required'],
  ['Monthly budget ($)', 'a lot', 'Monthly budget must be a number'],
  ['Extra payment ($)', '-1', 'Extra payment must be 0 or more'],
  ['Times per month', '2.5', 'Times per month must be a whole number'],
  ['Times per month', '40', 'Times per month must be at most 31'],
])('%s %j is refused next to the field, nothing is saved, and the results keep the last good budget', async (label, value, message) => {
  const { form, type, pause, stored } = await setup();
  type(label, value);
  await waitFor(() => expect(messageNextTo(form, label)).toBe(message));
  await pause();
  expect(await stored()).toEqual([]);
  expect(screen.getByTestId('budget-used').textContent).toBe('700');
});

test('days between extra payments and days of the month are checked when that schedule is chosen', async () => {
  const { form, type, pause, stored } = await setup();
  type('How often', 'every_x_days');
  type('Days between extra payments', '0');
  await waitFor(() => expect(messageNextTo(form, 'Days between extra payments')).toBe('Days between extra payments must be 1 or more'));
  type('How often', 'selected_days');
  type('Days of the month', '1, 32');
  await waitFor(() => expect(messageNextTo(form, 'Days of the month')).toBe('Days of the month must be whole days from 1 to 31'));
  await pause();
  expect(await stored()).toEqual([]);
});

test('a valid change updates the results at once and is saved after a pause, the budget rounded up to cents', async () => {
  const { type, pause, stored } = await setup();
  type('Monthly budget ($)', '$1,234.561');
  expect(screen.getByTestId('budget-used').textContent).toBe('1234.57');
  expect(await stored()).toEqual([]);
  await pause();
  await waitFor(async () => expect(await stored()).toHaveLength(1));
  expect((await stored())[0]).toMatchObject({ type: 'avalanche', monthlyBudget: 1234.57, name: 'My plan', debtPriorities: 'debt-a,debt-b' });
  type('Payoff strategy', 'snowball');
  await pause();
  await waitFor(async () => expect((await stored())[0]).toMatchObject({ type: 'snowball', monthlyBudget: 1234.57 }));
  expect(await stored()).toHaveLength(1);
});

test('readForm: the extra-payment fields of the chosen schedule only', () => {
  const state = initialFormState(null, { type: 'snowball', budget: 500, order: ORDER });
  expect(readForm({ ...state, extraPayment: '50', extraFrequency: 'selected_days', selectedDays: '15 1' }, ORDER)).toEqual({
    errors: {},
    changes: {
      name: 'My plan',
      type: 'snowball',
      monthlyBudget: 500,
      extraPayment: 50,
      extraPaymentFrequency: 'selected_days',
      extraPaymentSelectedDays: [15, 1],
      debtPriorities: ORDER,
    },
  });
  expect(readForm({ ...state, extraPayment: '50', extraFrequency: 'selected_days', selectedDays: '' }, ORDER).errors).toEqual({
    extraPaymentSelectedDays: 'Days of the month: choose at least one day, e.g. 1, 15',
  });
});

function LiveHarness({ ctx, stored }: { ctx: DataContext; stored: Strategy | null }) {
  const draft = useStrategyDraft({ ctx, stored, defaults: DEFAULTS, owedOrder: ORDER });
  return (
    <>
      <StrategySettings form={draft.form} errors={draft.errors} minimums={650} onChange={draft.update} conflicts={draft.conflicts} onKeepMine={draft.keepMine} onUseTheirs={draft.takeTheirs} />
      <output data-testid="budget-used">{draft.engineStrategy.monthlyBudget}</output>
    </>
  );
}

/** Strategy open over a stored $600 Snowball plan; `changedElsewhere` plays another device's save into it. */
async function openOnStored(stored: boolean) {
  const ctx = testContext(await openTestDatabase(['strategies', 'debts']));
  const created = await createStrategy(ctx, { name: 'My plan', type: 'snowball', monthlyBudget: 600 });
  if (!created.success) throw new Error(created.error);
  const ui = (strategy: Strategy | null) => (
    <ChakraProvider value={system}>
      <LiveHarness ctx={ctx} stored={strategy} />
    </ChakraProvider>
  );
  const { rerender } = render(ui(stored ? created.data : null));
  const form = screen.getByRole('form', { name: 'Strategy settings' });
  const changedElsewhere = async (changes: StrategyChanges) => {
    const result = await updateStrategy(ctx, created.data.id, changes);
    if (!result.success) throw new Error(result.error);
    rerender(ui(result.data));
  };
  const saved = async () => (await ctx.db.strategies.findOne(created.data.id).exec())!.toJSON();
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const valueOf = (label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;
  return { ctx, form, type, valueOf, changedElsewhere, saved, arrives: () => rerender(ui(created.data)), count: () => ctx.db.strategies.count().exec() };
}

test('a budget set on another device shows at once and is not written back when only the extra payment changes here', async () => {
  const { type, valueOf, changedElsewhere, saved } = await openOnStored(true);
  await changedElsewhere({ monthlyBudget: 800 });
  expect(valueOf('Monthly budget ($)')).toBe('800');
  expect(screen.getByTestId('budget-used').textContent).toBe('800');
  type('Extra payment ($)', '75');
  await waitFor(async () => expect((await saved()).extraPayment).toBe(75));
  expect((await saved()).monthlyBudget).toBe(800);
});

test('the budget typed here and changed on another device waits for a choice; the results use mine meanwhile', async () => {
  const { form, type, valueOf, changedElsewhere, saved } = await openOnStored(true);
  type('Monthly budget ($)', '700');
  await changedElsewhere({ monthlyBudget: 800 });
  expect(valueOf('Monthly budget ($)')).toBe('700');
  const choice = within(form).getByRole('group', { name: 'Monthly budget was changed on another device' });
  expect(choice.textContent).toContain('$800.00');
  expect((await saved()).monthlyBudget).toBe(800);
  fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
  await waitFor(async () => expect((await saved()).monthlyBudget).toBe(700));
});

test('a device that opens Strategy before its strategy has synced shows it once it arrives, not the default', async () => {
  const { valueOf, arrives, count } = await openOnStored(false);
  expect(valueOf('Monthly budget ($)')).toBe('700');
  arrives();
  await waitFor(() => expect(valueOf('Monthly budget ($)')).toBe('600'));
  expect(valueOf('Payoff strategy')).toBe('snowball');
  expect(await count()).toBe(1);
});
