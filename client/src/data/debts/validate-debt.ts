import { DEBT_ICON_NAMES, DEBT_TYPES, MIN_PAY_CALC_METHODS, PAYMENT_FREQUENCIES } from '@schemas/index';
import {
  checkBoolean,
  checkDate,
  checkNumber,
  checkOneOf,
  checkText,
  collectErrors,
  isMissing,
  type FieldErrors,
} from '../field-checks';
import { DEBT_FIELDS, REQUIRED_DEBT_FIELDS, type DebtField } from './debt-input';
import { parseHighLimit } from './parse-high-limit';

/** Raw values as a form holds them: anything, checked here. */
export type DebtFieldValues = Partial<Record<DebtField, unknown>>;

const COLOR_HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

const percent = (field: string, value: unknown, required = false) => checkNumber(field, value, { required, min: 0, max: 100 });

/** One check per field; `required` is whether the spec requires the field. */
const CHECKS: Record<DebtField, (value: unknown, required: boolean) => string | null> = {
  userId: (v) => checkText('userId', v, { maxLength: 128 }),
  name: (v, r) => checkText('name', v, { required: r, maxLength: 200 }),
  type: (v, r) => checkOneOf('type', v, DEBT_TYPES, r),
  balance: (v, r) => checkNumber('balance', v, { required: r, min: 0 }),
  interestRate: (v, r) => percent('interestRate', v, r),
  minimumPayment: (v, r) => checkNumber('minimumPayment', v, { required: r, min: 0 }),
  paymentFrequency: (v, r) => checkOneOf('paymentFrequency', v, PAYMENT_FREQUENCIES, r),
  dueDay: (v) => checkNumber('dueDay', v, { integer: true, min: 1, max: 31 }),
  dueDate: (v) => checkDate('dueDate', v),
  highLimit: (v) => checkNumber('highLimit', parseHighLimit(v), { min: 0 }),
  isPromo: (v) => checkBoolean('isPromo', v),
  promoAPR: (v) => percent('promoAPR', v),
  promoEndDate: (v) => checkDate('promoEndDate', v),
  hasXFee: (v) => checkBoolean('hasXFee', v),
  xFeeRate: (v) => percent('xFeeRate', v),
  minPayCalc: (v) => checkOneOf('minPayCalc', v, MIN_PAY_CALC_METHODS),
  minPayPercentage: (v) => percent('minPayPercentage', v),
  priority: (v) => checkNumber('priority', v, { integer: true, min: 0, max: 1_000_000 }),
  payoffDate: (v) => checkDate('payoffDate', v),
  originationDate: (v) => checkDate('originationDate', v),
  iconName: (v) =>
    isMissing(v) || (typeof v === 'string' && (DEBT_ICON_NAMES as readonly string[]).includes(v))
      ? null
      : `iconName must be one of Paydown's icons: ${DEBT_ICON_NAMES.join(', ')}`,
  colorHex: (v) =>
    isMissing(v) ? null : typeof v === 'string' && COLOR_HEX.test(v) ? null : 'colorHex must be a colour like #1a2b3c',
  notes: (v) => checkText('notes', v, { maxLength: 2000 }),
  isPaid: (v) => checkBoolean('isPaid', v),
  customMetadata: (v) =>
    v === undefined || v === null || (typeof v === 'object' && !Array.isArray(v)) ? null : 'customMetadata must be an object',
};

const REQUIRED = new Set<DebtField>(REQUIRED_DEBT_FIELDS);

/**
 * Validates a new debt: every field the spec requires must be present, every present field valid.
 * Returns messages by field name (empty when valid), e.g. `{ balance: 'balance must be 0 or more' }`.
 */
export function validateNewDebt(values: DebtFieldValues): FieldErrors {
  return collectErrors(Object.fromEntries(DEBT_FIELDS.map((field) => [field, CHECKS[field](values[field], REQUIRED.has(field))])));
}

/**
 * Validates changes to an existing debt: only the fields present are checked; undefined fields are
 * ignored, and a required field cannot be cleared.
 */
export function validateDebtChanges(changes: DebtFieldValues): FieldErrors {
  return collectErrors(
    Object.fromEntries(
      DEBT_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [
        field,
        CHECKS[field](changes[field], REQUIRED.has(field)),
      ]),
    ),
  );
}
