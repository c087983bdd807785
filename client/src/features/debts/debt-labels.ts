import type { DebtType, PaymentFrequency } from '@schemas/index';

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
