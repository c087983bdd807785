import { STRATEGY_TYPES, type StrategyType } from '@schemas/index';
import { checkNumber, checkOneOf, checkText, collectErrors, type FieldErrors } from '../field-checks';

/** A monthly row as the payoff engine produces it; only month, totalInterest and totalPayment are kept (spec §3). */
export interface AmortizationRowInput {
  month: number;
  totalInterest: number;
  totalPayment: number;
}

/** What saveAmortizationTable takes. */
export interface AmortizationTableInput {
  strategyType: StrategyType;
  strategyId?: string;
  name?: string;
  /** The debts the table covers: a list of ids, or their comma-joined text. */
  debtIds: readonly string[] | string;
  data: readonly AmortizationRowInput[];
  totalMonths?: number;
  /** 'YYYY-MM' (the engine's last payment month) or 'YYYY-MM-DD'. */
  payoffDate?: string;
  totalInterestPaid?: number;
  totalAmountPaid?: number;
}

const MONTH_OR_DATE = /^\d{4}-\d{2}(-\d{2})?$/;

function checkRows(value: unknown): string | null {
  if (!Array.isArray(value)) return 'data must be a list of monthly rows';
  if (value.length > 1200) return 'data must have at most 1200 months';
  const bad = value.findIndex(
    (row: unknown) =>
      typeof row !== 'object' ||
      row === null ||
      checkNumber('month', (row as AmortizationRowInput).month, { required: true, integer: true, min: 1 }) !== null ||
      checkNumber('totalInterest', (row as AmortizationRowInput).totalInterest, { required: true }) !== null ||
      checkNumber('totalPayment', (row as AmortizationRowInput).totalPayment, { required: true }) !== null,
  );
  return bad === -1 ? null : `data row ${bad + 1} needs a whole month number and finite totalInterest and totalPayment`;
}

/** Messages by field for a table to save; empty when valid. */
export function validateAmortizationTable(input: Partial<Record<keyof AmortizationTableInput, unknown>>): FieldErrors {
  const debtIds = input.debtIds;
  return collectErrors({
    strategyType: checkOneOf('strategyType', input.strategyType, STRATEGY_TYPES, true),
    strategyId: checkText('strategyId', input.strategyId, { maxLength: 128 }),
    name: checkText('name', input.name, { maxLength: 200 }),
    debtIds:
      typeof debtIds === 'string' || (Array.isArray(debtIds) && debtIds.every((id) => typeof id === 'string' && !id.includes(',')))
        ? null
        : 'debtIds must be a list of debt ids',
    data: checkRows(input.data),
    totalMonths: checkNumber('totalMonths', input.totalMonths, { integer: true, min: 0 }),
    payoffDate:
      input.payoffDate === undefined || (typeof input.payoffDate === 'string' && MONTH_OR_DATE.test(input.payoffDate))
        ? null
        : 'payoffDate must be YYYY-MM or YYYY-MM-DD',
    totalInterestPaid: checkNumber('totalInterestPaid', input.totalInterestPaid, { min: 0 }),
    totalAmountPaid: checkNumber('totalAmountPaid', input.totalAmountPaid, { min: 0 }),
  });
}
