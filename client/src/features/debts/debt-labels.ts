import type { DebtType, MinPayCalcMethod, PaymentFrequency } from '@schemas/index';

export const debtTypeLabels: Record<DebtType, string> = {
  credit_card: 'Credit card',
  student_loan: 'Student loan',
  personal_loan: 'Personal loan',
  auto_loan: 'Auto loan',
  mortgage: 'Mortgage',
  medical: 'Medical',
  other: 'Other',
};

export const frequencyLabels: Record<PaymentFrequency, string> = {
  monthly: 'Monthly',
  biweekly: 'Every two weeks',
  weekly: 'Weekly',
  custom_days: 'Every few days',
  custom_months: 'Every few months',
};

export const minPayCalcLabels: Record<MinPayCalcMethod, string> = {
  fixed_amount: 'A fixed amount',
  percent_principal: 'A percentage of the balance',
  percent_principal_interest: 'A percentage of the balance, plus interest',
};

/** Field names as people read them; the repositories' messages name fields by their keys. */
export const debtFieldLabels: Record<string, string> = {
  name: 'Name',
  type: 'Type',
  balance: 'Balance',
  interestRate: 'Interest rate',
  minimumPayment: 'Minimum payment',
  paymentFrequency: 'Payment frequency',
  dueDay: 'Due day',
  highLimit: 'Credit limit',
  promoAPR: 'Promo APR',
  promoEndDate: 'Promo end date',
  xFeeRate: 'Transfer fee',
  minPayCalc: 'Minimum payment method',
  minPayPercentage: 'Minimum payment percentage',
  notes: 'Notes',
  amount: 'Amount',
  date: 'Date',
};

/** "interestRate must be at most 100" → "Interest rate must be at most 100". */
export function readableMessage(field: string, message: string | undefined): string | undefined {
  if (!message) return message;
  const label = debtFieldLabels[field];
  return label && message.startsWith(field) ? `${label}${message.slice(field.length)}` : message;
}
