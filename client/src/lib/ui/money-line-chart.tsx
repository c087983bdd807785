/**
 * The frame of a chart of money over months (recharts): grid, month axis, compact dollar axis,
 * tooltip in dollars and legend, in the theme's colours; the lines (and marks) are its children.
 * Import it only from lazily loaded chart modules, so recharts stays out of the first bundle.
 */
import type { ReactNode } from 'react';
import { CartesianGrid, Legend, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/lib/money';
import { ChartBox } from './chart-box';
import { CHART_COLORS } from './chart-colors';
import './charts.css';

/** "$12K", "$1.5M": a money axis's ticks. */
export const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

const noVerticalLines = () => [];

interface MoneyLineChartProps {
  /** One point a month, each with its month's `label` for the axis. */
  data: readonly object[];
  /** What the chart shows, for screen readers (it is one image to them). */
  summary: string;
  testId: string;
  /** Room above the lines (for a mark's label). */
  top?: number;
  children: ReactNode;
}

export function MoneyLineChart({ data, summary, testId, top = 12, children }: MoneyLineChartProps) {
  return (
    <ChartBox label={summary} height={300} {...(testId ? { testId } : {})}>
      <LineChart data={data as object[]} margin={{ top, right: 12, bottom: 4, left: 0 }} accessibilityLayer={false}>
        {/* No vertical lines, so no places for them either: by default recharts works them out all the same, measuring the month labels again in the DOM. */}
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} verticalCoordinatesGenerator={noVerticalLines} />
        <XAxis dataKey="label" tick={{ fill: CHART_COLORS.text, fontSize: 12 }} stroke={CHART_COLORS.grid} minTickGap={24} />
        <YAxis tickFormatter={(n: number) => compactMoney.format(n)} tick={{ fill: CHART_COLORS.text, fontSize: 12 }} stroke={CHART_COLORS.grid} width={64} />
        <Tooltip
          formatter={(value, name) => [formatMoney(Number(value)), name]}
          contentStyle={{ background: CHART_COLORS.tooltipBg, borderColor: CHART_COLORS.grid, color: 'var(--chakra-colors-fg)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {children}
      </LineChart>
    </ChartBox>
  );
}
