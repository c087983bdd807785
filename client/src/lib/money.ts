/** USD with 2 decimals (spec §9), one formatter for the whole app. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(dollars: number): string {
  // Stored balances can carry float dust from repeated increments: show cents, never -$0.00.
  const cents = Math.round(dollars * 100);
  return usd.format(cents === 0 ? 0 : cents / 100);
}

export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}
