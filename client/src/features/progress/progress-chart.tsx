/**
 * Balance over time: recorded against the saved plan (recharts, loaded lazily with this screen).
 */
import { Line, ReferenceLine, type DotItemDotProps } from 'recharts';
import { monthLabel } from '@/lib/calendar-month';
import { CHART_COLORS } from '@/lib/ui/chart-colors';
import { MoneyLineChart } from '@/lib/ui/money-line-chart';
import type { ProgressPoint } from './progress-series';

/**
 * A dot of the recorded balance: the circle recharts' own dot draws (radius 3, the line's stroke, its
 * white fill), nothing for a month without a value. Drawn here because recharts' dot filters all the
 * line's props again for every point: at a hundred months and more that was most of the chart's
 * first render.
 */
function recordedDot({ cx, cy, r, stroke, strokeWidth, fill }: DotItemDotProps) {
  if (typeof cx !== 'number' || typeof cy !== 'number') return null;
  return <circle className="recharts-dot recharts-line-dot" cx={cx} cy={cy} r={r} stroke={stroke} strokeWidth={strokeWidth} fill={fill} />;
}

export default function ProgressChart({ points, thisMonth, summary }: { points: ProgressPoint[]; thisMonth: string; summary: string }) {
  const data = points.map((point) => ({ ...point, label: monthLabel(point.month, 'short') }));
  return (
    <MoneyLineChart data={data} summary={summary} testId="progress-chart" top={24}>
      <ReferenceLine x={monthLabel(thisMonth, 'short')} stroke={CHART_COLORS.muted} strokeDasharray="4 4" label={{ value: 'Today', fill: CHART_COLORS.text, fontSize: 11, position: 'top' }} />
      <Line type="monotone" dataKey="planned" name="Saved plan" stroke={CHART_COLORS.secondary} strokeDasharray="6 4" dot={false} connectNulls isAnimationActive={false} />
      <Line type="monotone" dataKey="recorded" name="Recorded balance" stroke={CHART_COLORS.primary} strokeWidth={2} dot={recordedDot} connectNulls isAnimationActive={false} />
    </MoneyLineChart>
  );
}
