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
  dueDate: 'Next due date',
  paymentInterval: 'Payment interval',
  originationDate: 'Opened on',
  payoffDate: 'Target payoff date',
  colorHex: 'Colour',
  iconName: 'Icon',
  amount: 'Amount',
  date: 'Date',
  isPrincipalOnly: 'Principal only',
  closedOn: 'Closed on',
  settlementAmount: 'Settlement amount',
};

/** How often payments fall due, in a few words ("monthly", "every 2 weeks", "every 10 days"). */
export function frequencyPhrase(frequency: PaymentFrequency, interval?: number | null): string {
  switch (frequency) {
    case 'monthly':
      return 'a month';
    case 'biweekly':
      return 'every 2 weeks';
    case 'weekly':
      return 'a week';
    case 'custom_days':
      return `every ${interval ?? 14} days`;
    case 'custom_months':
      return (interval ?? 1) === 1 ? 'a month' : `every ${interval} months`;
  }
}

/** "interestRate must be at most 100" → "Interest rate must be at most 100". */
export function readableMessage(field: string, message: string | undefined): string | undefined {
  if (!message) return message;
  const label = debtFieldLabels[field];
  return label && message.startsWith(field) ? `${label}${message.slice(field.length)}` : message;
}
