/**
 * Total balance over time for the compared scenarios, one line each (recharts). Loaded lazily with
 * React.lazy, like the strategies' comparison chart, so the charting library stays out of the
 * first screen's bundle.
 */
import { Box } from '@chakra-ui/react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { CHART_COLORS } from '@/lib/ui/chart-colors';
import '@/lib/ui/charts.css';
import type { BalancePoint, ScenarioResult } from './scenario-comparison';

const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** One line style per compared scenario: colour and dash tell them apart, also in print and for colour-blind eyes. */
const LINES = [
  { stroke: CHART_COLORS.primary, dash: undefined },
  { stroke: CHART_COLORS.secondary, dash: '6 4' },
  { stroke: 'var(--chakra-colors-purple-solid)', dash: '2 3' },
] as const;

export default function ScenarioBalanceChart({ results, balances, summary }: { results: readonly ScenarioResult[]; balances: readonly BalancePoint[]; summary: string }) {
  const data = balances.map((point) => ({ ...point, label: monthLabel(point.month, 'short') }));
  return (
    <Box role="img" aria-label={summary} height="300px" data-testid="scenario-balance-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 12, right: 12, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="label" tick={{ fill: CHART_COLORS.text, fontSize: 12 }} stroke={CHART_COLORS.grid} minTickGap={24} />
          <YAxis tickFormatter={(n: number) => compactMoney.format(n)} tick={{ fill: CHART_COLORS.text, fontSize: 12 }} stroke={CHART_COLORS.grid} width={64} />
          <Tooltip
            formatter={(value, name) => [formatMoney(Number(value)), name]}
            contentStyle={{ background: CHART_COLORS.tooltipBg, borderColor: CHART_COLORS.grid, color: 'var(--chakra-colors-fg)' }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {results.map((result, index) => {
            const line = LINES[index % LINES.length]!;
            return (
              <Line
                key={result.id}
                type="monotone"
                dataKey={result.id}
                name={result.current ? `${result.name} (current plan)` : result.name}
                stroke={line.stroke}
                strokeDasharray={line.dash}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
