import { DEBT_CLOSURES, type DebtClosure } from '@schemas/index';
import { checkDate, checkNumber, checkOneOf, collectErrors, type FieldErrors } from '../field-checks';

/** What closeDebt takes: how the debt closed, the day, and for a settled debt what the settlement cost (optional). */
export interface DebtClosingInput {
  closedAs: DebtClosure;
  /** 'YYYY-MM-DD'; also the date of the payment the closing records. */
  closedOn: string;
  /** Settled only: what the user paid to settle, recorded as a payment (it counts as paid down). */
  settlementAmount?: number | null;
}

/** Validates a closing; messages by field name, empty when valid (forms show them inline). */
export function validateClosing(values: Partial<Record<keyof DebtClosingInput, unknown>>): FieldErrors {
  const settlement = values.settlementAmount;
  return collectErrors({
    closedAs: checkOneOf('closedAs', values.closedAs, DEBT_CLOSURES, true),
    closedOn: checkDate('closedOn', values.closedOn, true),
    settlementAmount:
      settlement !== undefined && settlement !== null && values.closedAs !== 'settled'
        ? 'settlementAmount is only for a settled debt'
        : checkNumber('settlementAmount', settlement, { min: 0, exclusiveMin: true }),
  });
}
