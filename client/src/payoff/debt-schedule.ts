/**
 * A debt's payment schedule exactly as the engine plans it (payment-dates.ts), for screens that
 * show due dates: the Dashboard's "due soon", the payment calendar and its calendar file. One rule,
 * so a date shown is a date the plan counts.
 */
import { parseMonth } from './calendar';
import { readSchedule, type ScheduleFields } from './normalize-debt';
import type { PaymentSchedule } from './payment-dates';
import { fieldChecker } from './payoff-input-error';
import type { DebtInput } from './plan-input';

/**
 * The schedule of `debt` in a plan starting in `startMonth` ('YYYY-MM'). Throws a PayoffInputError
 * naming the field for schedule fields the engine refuses, as planPayoff does.
 */
export function debtSchedule(debt: ScheduleFields & Pick<DebtInput, 'id' | 'name'>, startMonth: string): PaymentSchedule {
  const month = parseMonth(startMonth);
  if (month === null) throw new Error(`Not a month 'YYYY-MM': ${startMonth}`);
  const source = debt as unknown as Readonly<Record<string, unknown>>;
  return readSchedule(fieldChecker(source, `Debt "${debt.name || debt.id}" (id ${debt.id})`, debt.id), debt, month);
}
