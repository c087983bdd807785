import { Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useDeferredValue, useMemo } from 'react';
import type { Debt, Strategy } from '@schemas/index';
import { durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { ChartFallback } from '@/lib/ui/chart-fallback';
import { Heading } from '@/lib/ui/heading';
import type { StrategyInput } from '@/payoff/index';
import { MAX_COMPARED, type ScenarioResult } from './scenario-comparison';
import type { ScenariosRequest } from './plan-work/plan-jobs';
import { usePlanJob } from './plan-work/use-plan-job';
import { Spinner } from '@/lib/ui/spinner';

const ScenarioBalanceChart = lazy(() => import('./scenario-balance-chart'));

interface ScenarioCompareProps {
  scenarios: readonly Strategy[];
  currentId: string | null;
  debts: readonly Debt[];
  startMonth: string;
  /** What the page's form holds for the scenario on screen (its results follow typing). */
  drafts: Readonly<Record<string, StrategyInput>>;
  /** Ids of the scenarios compared, in the order chosen. */
  compared: readonly string[];
  onCompare: (ids: string[]) => void;
  onChoose: (id: string) => void;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <HStack justify="space-between" gap="3" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold" data-testid={testId} textAlign="end">
        {value}
      </Text>
    </HStack>
  );
}

function ScenarioColumn({ result, onChoose }: { result: ScenarioResult; onChoose: (id: string) => void }) {
  const never = result.status === 'never';
  return (
    <Card.Root size="sm" data-testid={`compared-${result.name}`} role="group" aria-label={result.name}>
      <Card.Body>
        <Stack gap="2">
          {/* As tall as the button, so the figures of a current and a non-current scenario line up. */}
          <HStack justify="space-between" align="center" gap="2" wrap="wrap" minH="8">
            <Heading as="h3" size="sm">
              {result.name}
            </Heading>
            {result.current ? (
              <Badge colorPalette="accent">Current plan</Badge>
            ) : (
              <Button size="xs" variant="outline" colorPalette="accent" onClick={() => onChoose(result.id)}>
                Make this my plan
              </Button>
            )}
          </HStack>
          {result.status === 'error' ? (
            <Text fontSize="sm" color="fg.error">
              {result.error}
            </Text>
          ) : (
            <>
              <Figure label="Debt-free" value={never ? 'Never' : result.payoffDate ? monthLabel(result.payoffDate) : 'Now'} testId="compared-debt-free" />
              <Figure label="Months" value={result.months === null ? '—' : durationLabel(result.months)} testId="compared-months" />
              <Figure label="Total interest" value={result.totalInterest === null ? 'No total' : formatMoney(result.totalInterest)} testId="compared-interest" />
              <Figure label="Total paid" value={result.totalPaid === null ? 'No total' : formatMoney(result.totalPaid)} testId="compared-paid" />
              {never ? (
                <Text fontSize="xs" color="fg.muted">
                  A debt is never paid off with this plan: raise its budget.
                </Text>
              ) : null}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** "Aggressive is debt-free in March 2028, 5 months before Safe." */
function chartSummary(results: readonly ScenarioResult[]): string {
  const done = results.filter((result) => result.status === 'ok' && result.months !== null).sort((a, b) => (a.months ?? 0) - (b.months ?? 0));
  const [first, ...rest] = done;
  if (!first) return 'Total balance over time: no compared scenario pays everything off.';
  const later = rest.map((other) => `${other.name} ${durationLabel((other.months ?? 0) - (first.months ?? 0))} later`);
  return `Total balance over time. ${first.name} is debt-free first${first.payoffDate ? `, in ${monthLabel(first.payoffDate)}` : ''}${later.length > 0 ? `; ${later.join(', ')}` : ''}. The cards list the same numbers.`;
}

/** Two or three saved scenarios side by side: their headline numbers and total balance over time. */
export function ScenarioCompare({ scenarios, currentId, debts, startMonth, drafts, compared, onCompare, onChoose }: ScenarioCompareProps) {
  const chosen = useMemo(() => compared.map((id) => scenarios.find((scenario) => scenario.id === id)).filter((scenario): scenario is Strategy => !!scenario), [compared, scenarios]);
  const request = useMemo((): ScenariosRequest | null => (chosen.length < 2 ? null : [chosen, debts, startMonth, currentId, drafts]), [chosen, debts, startMonth, currentId, drafts]);
  // Null while a large account's scenarios are worked out off the main thread (use-plan-job.ts).
  const comparison = usePlanJob('scenarios', request, debts.length);
  const chart = useDeferredValue(comparison);
  const toggle = (id: string, on: boolean) => onCompare(on ? [...compared.filter((other) => other !== id), id] : compared.filter((other) => other !== id));

  return (
    <Stack gap="4">
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
          Compare (choose two or three)
        </Text>
        <HStack gap="4" wrap="wrap">
          {scenarios.map((scenario) => {
            const on = compared.includes(scenario.id);
            return (
              <Checkbox.Root key={scenario.id} checked={on} disabled={!on && compared.length >= MAX_COMPARED} onCheckedChange={(details) => toggle(scenario.id, details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{scenario.name}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </HStack>
        {compared.length >= MAX_COMPARED ? (
          <Text fontSize="xs" color="fg.muted">
            Three at most: untick one to compare another.
          </Text>
        ) : null}
      </Stack>
      {chosen.length < 2 ? (
        <Text fontSize="sm" color="fg.muted">
          Choose at least two scenarios to see them side by side.
        </Text>
      ) : comparison === null ? (
        <HStack gap="3" py="4" data-testid="scenarios-working">
          <Spinner aria-label="Loading the scenarios" />
          <Text fontSize="sm" color="fg.muted">
            Working out your scenarios…
          </Text>
        </HStack>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: chosen.length }} gap="3" data-testid="scenario-comparison">
            {comparison.results.map((result) => (
              <ScenarioColumn key={result.id} result={result} onChoose={onChoose} />
            ))}
          </SimpleGrid>
          <Card.Root>
            <Card.Body>
              <Suspense fallback={<ChartFallback height={300} label="Loading the balance chart" />}>
                {chart ? <ScenarioBalanceChart results={chart.results} balances={chart.balances} summary={chartSummary(chart.results)} /> : null}
              </Suspense>
            </Card.Body>
          </Card.Root>
        </>
      )}
    </Stack>
  );
}
