import type { Payment } from '@schemas/index';
import { checkBoolean, checkDate, checkNumber, checkText, collectErrors, type FieldErrors } from '../field-checks';

export type PaymentField = 'debtId' | 'amount' | 'date' | 'isPrincipalOnly' | 'notes' | 'userId';

/** What recordPayment takes: the debt, a positive amount in dollars and a 'YYYY-MM-DD' date. */
export type NewPaymentInput = Pick<Payment, 'debtId' | 'amount' | 'date'> &
  Partial<Pick<Payment, 'isPrincipalOnly' | 'userId'>> & { notes?: string | null };

/** What editPayment takes: undefined leaves a field as it is, null clears `notes`. */
export type PaymentChanges = Partial<Omit<NewPaymentInput, 'notes'>> & { notes?: string | null };

export type PaymentFieldValues = Partial<Record<PaymentField, unknown>>;

const CHECKS: Record<PaymentField, (value: unknown, required: boolean) => string | null> = {
  debtId: (v, r) => checkText('debtId', v, { required: r, maxLength: 128 }),
  amount: (v, r) => checkNumber('amount', v, { required: r, min: 0, exclusiveMin: true }),
  date: (v, r) => checkDate('date', v, r),
  isPrincipalOnly: (v) => checkBoolean('isPrincipalOnly', v),
  notes: (v) => checkText('notes', v, { maxLength: 2000 }),
  userId: (v) => checkText('userId', v, { maxLength: 128 }),
};

export const PAYMENT_FIELDS = Object.keys(CHECKS) as PaymentField[];
const REQUIRED = new Set<PaymentField>(['debtId', 'amount', 'date']);

/** Validates a new payment; messages by field name, empty when valid. */
export function validateNewPayment(values: PaymentFieldValues): FieldErrors {
  return collectErrors(Object.fromEntries(PAYMENT_FIELDS.map((f) => [f, CHECKS[f](values[f], REQUIRED.has(f))])));
}

/** Validates changes to a payment: only present fields; required ones cannot be cleared. */
export function validatePaymentChanges(values: PaymentFieldValues): FieldErrors {
  return collectErrors(
    Object.fromEntries(PAYMENT_FIELDS.filter((f) => values[f] !== undefined).map((f) => [f, CHECKS[f](values[f], REQUIRED.has(f))])),
  );
}
