import { useMemo, useState } from 'react';
import { currentMonth } from '@/lib/calendar-month';
import { minimumBelowInterestOf } from '@/planning/minimum-below-interest';
import type { DebtInput, MinPayCalc, PaymentFrequency } from '@/payoff/index';
import { numberOrNothing } from './form-values';
import { Alert } from '@/lib/ui/alert';
import { debts } from './debts.styles';

/** The form's values the rule reads: text boxes as typed, choices as chosen. */
export type MinimumInterestValues = Readonly<
  Record<'balance' | 'interestRate' | 'minimumPayment' | 'dueDay' | 'dueDate' | 'paymentInterval' | 'promoAPR' | 'promoEndDate' | 'xFeeRate' | 'minPayPercentage', string> & {
    paymentFrequency: string;
    minPayCalc: string;
    isPromo: boolean;
    hasXFee: boolean;
  }
>;

/** A number typed, or null when the box is empty or unreadable (the form's own checks report that). */
function typed(text: string): number | null {
  const value = numberOrNothing(text);
  return typeof value === 'number' ? value : null;
}

/** The debt as typed so far, or null while a number the rule needs is missing. */
function draftDebt(values: MinimumInterestValues): DebtInput | null {
  const { paymentFrequency, minPayCalc, isPromo, hasXFee, ...text } = values;
  const balance = typed(text.balance);
  const interestRate = typed(text.interestRate);
  const minimumPayment = typed(text.minimumPayment) ?? (minPayCalc === 'fixed_amount' ? null : 0);
  if (balance === null || interestRate === null || minimumPayment === null) return null;
  const interval = typed(text.paymentInterval);
  return {
    id: 'draft',
    name: 'This debt',
    type: 'other',
    balance,
    interestRate,
    minimumPayment,
    paymentFrequency: paymentFrequency as PaymentFrequency,
    dueDay: typed(text.dueDay),
    dueDate: paymentFrequency === 'monthly' ? null : text.dueDate.trim() || null,
    customMetadata: interval === null ? null : { paymentInterval: interval },
    isPromo,
    promoAPR: typed(text.promoAPR),
    promoEndDate: text.promoEndDate.trim() || null,
    hasXFee,
    xFeeRate: typed(text.xFeeRate),
    minPayCalc: minPayCalc as MinPayCalc,
    minPayPercentage: typed(text.minPayPercentage),
  };
}

/**
 * Beside the minimum payment: a warning, never an error, when the minimum typed does not cover the
 * interest, so the balance would grow on it. The debt can still be saved: such debts exist.
 */
export function MinimumInterestNote({ values }: { values: MinimumInterestValues }) {
  // Planned from this month, as the Strategy screen plans.
  const [startMonth] = useState(() => currentMonth());
  const found = useMemo(() => {
    const debt = draftDebt(values);
    return debt === null ? null : minimumBelowInterestOf(debt, startMonth);
  }, [values, startMonth]);
  if (found === null) return null;
  return (
    <Alert.Root status="warning" size="sm" className={debts.fullRow} data-testid="minimum-interest-note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{found.explanation} If that is the real minimum, you can still save the debt.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
