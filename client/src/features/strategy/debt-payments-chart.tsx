/**
 * One debt's payments under the plan, month by month: how much of each went to the balance and how
 * much to interest (recharts, loaded lazily with the debt's page, like the comparison chart).
 */
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@/lib/ui/chart-box';
import { CHART_COLORS } from '@/lib/ui/chart-colors';
import '@/lib/ui/charts.css';
import { monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import type { PlanResult } from '@/payoff/index';

const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

export default function DebtPaymentsChart({ plan, debtId, name }: { plan: PlanResult; debtId: string; name: string }) {
  const data = plan.months.flatMap((month) => {
    const row = month.debts.find((entry) => entry.id === debtId);
    // Interest and fees are what the payment did not take off the balance; principal what it did.
    return row ? [{ month: monthLabel(month.date, 'short'), principal: Math.max(row.principal, 0), interest: row.interest + row.fee }] : [];
  });
  const interest = data.reduce((sum, row) => sum + row.interest, 0);
  const principal = data.reduce((sum, row) => sum + row.principal, 0);
  const summary = `${name}: ${data.length} ${data.length === 1 ? 'payment month' : 'payment months'}, ${formatMoney(principal)} to the balance and ${formatMoney(interest)} to interest and fees. The table lists every month.`;
  return (
    <ChartBox label={summary} height={280} testId="debt-payments-chart">
      <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="month" tick={{ fill: CHART_COLORS.text, fontSize: 12 }} stroke={CHART_COLORS.grid} minTickGap={16} />
        <YAxis tick={{ fill: CHART_COLORS.text, fontSize: 12 }} tickFormatter={(n: number) => compactMoney.format(n)} stroke={CHART_COLORS.grid} width={56} />
        <Tooltip
          formatter={(value, label) => [formatMoney(Number(value)), label]}
          contentStyle={{ background: CHART_COLORS.tooltipBg, borderColor: CHART_COLORS.grid, color: 'var(--chakra-colors-fg)' }}
          cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
        />
        <Legend wrapperStyle={{ color: CHART_COLORS.text, fontSize: 12 }} />
        <Bar dataKey="principal" name="Principal" stackId="payment" fill={CHART_COLORS.primary} isAnimationActive={false} />
        <Bar dataKey="interest" name="Interest and fees" stackId="payment" fill={CHART_COLORS.secondary} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  );
}
