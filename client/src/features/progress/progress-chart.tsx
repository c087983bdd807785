/**
 * Balance over time: recorded against the saved plan (recharts, loaded lazily with this screen).
 */
import { Box } from '@chakra-ui/react';
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { CHART_COLORS } from '@/lib/ui/chart-colors';
import '@/lib/ui/charts.css';
import type { ProgressPoint } from './progress-series';

const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

export default function ProgressChart({ points, thisMonth, summary }: { points: ProgressPoint[]; thisMonth: string; summary: string }) {
  const data = points.map((point) => ({ ...point, label: monthLabel(point.month, 'short') }));
  return (
    <Box role="img" aria-label={summary} height="300px" data-testid="progress-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 24, right: 12, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="label" tick={{ fill: CHART_COLORS.text, fontSize: 12 }} stroke={CHART_COLORS.grid} minTickGap={24} />
          <YAxis tickFormatter={(n: number) => compactMoney.format(n)} tick={{ fill: CHART_COLORS.text, fontSize: 12 }} stroke={CHART_COLORS.grid} width={64} />
          <Tooltip
            formatter={(value, name) => [formatMoney(Number(value)), name]}
            contentStyle={{ background: CHART_COLORS.tooltipBg, borderColor: CHART_COLORS.grid, color: 'var(--chakra-colors-fg)' }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <ReferenceLine x={monthLabel(thisMonth, 'short')} stroke={CHART_COLORS.muted} strokeDasharray="4 4" label={{ value: 'Today', fill: CHART_COLORS.text, fontSize: 11, position: 'top' }} />
          <Line type="monotone" dataKey="planned" name="Saved plan" stroke={CHART_COLORS.secondary} strokeDasharray="6 4" dot={false} connectNulls isAnimationActive={false} />
          <Line type="monotone" dataKey="recorded" name="Recorded balance" stroke={CHART_COLORS.primary} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
