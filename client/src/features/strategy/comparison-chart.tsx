/**
 * The comparison as a bar chart (recharts). Loaded lazily with React.lazy, so the charting library
 * arrives with this screen and stays out of the first screen's bundle.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { StrategyType } from '@schemas/index';
import { ChartBox } from '@/lib/ui/chart-box';
import { CHART_COLORS } from '@/lib/ui/chart-colors';
import { compactMoney } from '@/lib/ui/money-line-chart';
import '@/lib/ui/charts.css';
import { formatMoney } from '@/lib/money';
import { STRATEGY_LABELS, type StrategySummary } from '@/payoff/index';
import { AttachedButtons, Button } from '@/lib/ui/button';

type Metric = 'interest' | 'months';

const METRICS: Record<Metric, { label: string; value: (s: StrategySummary) => number | null; format: (n: number) => string }> = {
  interest: { label: 'Total interest', value: (s) => s.totalInterest, format: (n) => formatMoney(n) },
  months: { label: 'Months to debt-free', value: (s) => (s.status === 'ok' ? s.months : null), format: (n) => `${n} ${n === 1 ? 'month' : 'months'}` },
};

export default function ComparisonChart({ comparison, selected }: { comparison: readonly StrategySummary[]; selected: StrategyType }) {
  const [metric, setMetric] = useState<Metric>('interest');
  const { label, value, format } = METRICS[metric];
  const data = comparison.map((summary) => ({ type: summary.type, name: STRATEGY_LABELS[summary.type], value: value(summary) }));
  const plotted = data.filter((row): row is typeof row & { value: number } => row.value !== null);
  const never = data.filter((row) => row.value === null).map((row) => row.name);
  const best = plotted.reduce<(typeof plotted)[number] | null>((min, row) => (min === null || row.value < min.value ? row : min), null);
  const summary = best ? `${label} by strategy; lowest: ${best.name}, ${format(best.value)}.` : `${label}: no strategy pays everything off.`;

  return (
    <Stack gap="3">
      <AttachedButtons aria-label="Chart shows">
        {(Object.keys(METRICS) as Metric[]).map((key) => (
          <Button key={key} size="xs" aria-pressed={metric === key} variant={metric === key ? 'solid' : 'outline'} colorPalette="accent" onClick={() => setMetric(key)}>
            {METRICS[key].label}
          </Button>
        ))}
      </AttachedButtons>
      <ChartBox label={`${summary} The table lists the same numbers.`} height={Math.max(plotted.length, 1) * 40 + 40} testId="comparison-chart">
        <BarChart data={plotted} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
          <XAxis
            type="number"
            tick={{ fill: CHART_COLORS.text, fontSize: 12 }}
            tickFormatter={(n: number) => (metric === 'interest' ? compactMoney.format(n) : String(n))}
            stroke={CHART_COLORS.grid}
          />
          <YAxis type="category" dataKey="name" width={112} tick={{ fill: CHART_COLORS.text, fontSize: 12 }} stroke={CHART_COLORS.grid} />
          <Tooltip
            formatter={(n) => [format(Number(n)), label]}
            contentStyle={{ background: CHART_COLORS.tooltipBg, borderColor: CHART_COLORS.grid, color: 'var(--chakra-colors-fg)' }}
            cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
          />
          <Bar dataKey="value" name={label} radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {plotted.map((row) => (
              <Cell key={row.type} fill={row.type === selected ? CHART_COLORS.primary : CHART_COLORS.muted} />
            ))}
          </Bar>
        </BarChart>
      </ChartBox>
      {never.length > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          Not shown (never paid off at this budget): {never.join(', ')}.
        </Text>
      ) : null}
    </Stack>
  );
}
