/**
 * Total balance over time for the compared scenarios, one line each (recharts). Loaded lazily with
 * React.lazy, like the strategies' comparison chart, so the charting library stays out of the
 * first screen's bundle.
 */
import { Line } from 'recharts';
import { monthLabel } from '@/lib/calendar-month';
import { CHART_COLORS } from '@/lib/ui/chart-colors';
import { MoneyLineChart } from '@/lib/ui/money-line-chart';
import type { BalancePoint, ScenarioResult } from './scenario-comparison';

/** One line style per compared scenario: colour and dash tell them apart, also in print and for colour-blind eyes. */
const LINES = [
  { stroke: CHART_COLORS.primary, dash: undefined },
  { stroke: CHART_COLORS.secondary, dash: '6 4' },
  { stroke: 'var(--chakra-colors-purple-solid)', dash: '2 3' },
] as const;

export default function ScenarioBalanceChart({ results, balances, summary }: { results: readonly ScenarioResult[]; balances: readonly BalancePoint[]; summary: string }) {
  const data = balances.map((point) => ({ ...point, label: monthLabel(point.month, 'short') }));
  return (
    <MoneyLineChart data={data} summary={summary} testId="scenario-balance-chart">
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
    </MoneyLineChart>
  );
}
