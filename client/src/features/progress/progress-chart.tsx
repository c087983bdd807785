/**
 * Balance over time: recorded against the saved plan (recharts, loaded lazily with this screen).
 */
import { Line, ReferenceLine } from 'recharts';
import { monthLabel } from '@/lib/calendar-month';
import { CHART_COLORS } from '@/lib/ui/chart-colors';
import { MoneyLineChart } from '@/lib/ui/money-line-chart';
import type { ProgressPoint } from './progress-series';

export default function ProgressChart({ points, thisMonth, summary }: { points: ProgressPoint[]; thisMonth: string; summary: string }) {
  const data = points.map((point) => ({ ...point, label: monthLabel(point.month, 'short') }));
  return (
    <MoneyLineChart data={data} summary={summary} testId="progress-chart" top={24}>
      <ReferenceLine x={monthLabel(thisMonth, 'short')} stroke={CHART_COLORS.muted} strokeDasharray="4 4" label={{ value: 'Today', fill: CHART_COLORS.text, fontSize: 11, position: 'top' }} />
      <Line type="monotone" dataKey="planned" name="Saved plan" stroke={CHART_COLORS.secondary} strokeDasharray="6 4" dot={false} connectNulls isAnimationActive={false} />
      <Line type="monotone" dataKey="recorded" name="Recorded balance" stroke={CHART_COLORS.primary} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
    </MoneyLineChart>
  );
}
