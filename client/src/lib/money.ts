import { startUp } from '@/start-up/start-up';

let usd: Intl.NumberFormat | null = null;

/**
 * USD with 2 decimals (spec §9), one formatter for the whole app, made on first use rather than
 * when the module loads: a page's first Intl.NumberFormat sets up ICU's number formatting, 120 to
 * 190 ms of a 4x-throttled phone CPU, which a screen showing no amount (the welcome screen) skips.
 */
const usdFormat = () =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Whether the formatter is made: formatMoney then costs no more than the formatting. */
export function isMoneyFormatReady(): boolean {
  return usd !== null;
}

/**
 * Makes the formatter in a task of its own. A screen about to show its first amounts calls this
 * and renders them once it resolves: the set-up then does not lengthen that render's task.
 */
export async function prepareMoneyFormat(): Promise<void> {
  if (usd) return;
  await startUp.stage(usdFormat);
}

export function formatMoney(dollars: number): string {
  // Computed amounts (interest, averages) have more than two decimals: show cents, never -$0.00.
  const cents = Math.round(dollars * 100);
  return usdFormat().format(cents === 0 ? 0 : cents / 100);
}

export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}
