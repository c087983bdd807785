/** The short phrases the debt list shows about a debt (kept out of the components so cards and table agree). */
import type { Debt } from '@schemas/index';
import { dayLabel } from '@/lib/calendar-month';
import { formatMoney, formatPercent } from '@/lib/money';
import { utilizationPercent } from '@/planning/debt-status';
import { frequencyPhrase } from './debt-labels';

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function paymentInterval(debt: Debt): number | null {
  const value = (debt.customMetadata as { paymentInterval?: unknown } | undefined)?.paymentInterval;
  return typeof value === 'number' ? value : null;
}

/** "$75.00 a month", "$40.00 every 2 weeks", "2% (at least $25.00) a month". */
export function minimumText(debt: Debt): string {
  const when = frequencyPhrase(debt.paymentFrequency, paymentInterval(debt));
  if (debt.minPayCalc && debt.minPayCalc !== 'fixed_amount') {
    const plus = debt.minPayCalc === 'percent_principal_interest' ? ' + interest' : '';
    return `${formatPercent(debt.minPayPercentage ?? 0)}${plus} (at least ${formatMoney(debt.minimumPayment)}) ${when}`;
  }
  return `${formatMoney(debt.minimumPayment)} ${when}`;
}

/** "15th", "next Mar 5, 2026", or null when no due day is set. */
export function dueText(debt: Debt): string | null {
  if (debt.paymentFrequency !== 'monthly' && debt.dueDate) return `from ${dayLabel(debt.dueDate)}`;
  if (debt.dueDay) return ordinal(debt.dueDay);
  if (debt.dueDate) return ordinal(Number(debt.dueDate.slice(8, 10)));
  return null;
}

/** "50% of $5,000.00" for cards with a limit, else null. */
export function utilizationText(debt: Debt): string | null {
  const percent = utilizationPercent(debt);
  if (percent === null) return null;
  return `${Math.round(percent)}% of ${formatMoney(debt.highLimit ?? 0)} limit`;
}

/** "0% until Jun 30, 2026", "ended Jan 1, 2026", or null without a promotion. */
export function promoText(debt: Debt, today: string): string | null {
  if (!debt.isPromo || !debt.promoEndDate) return null;
  if (debt.promoEndDate <= today) return `Promo ended ${dayLabel(debt.promoEndDate)}`;
  return `${formatPercent(debt.promoAPR ?? 0)} promo until ${dayLabel(debt.promoEndDate)}`;
}

/** Utilization at or above this reads as high (the common 30 % guidance). */
export const HIGH_UTILIZATION = 30;
