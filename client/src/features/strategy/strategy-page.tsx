import { EmptyState } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { TargetIcon } from 'lucide-react';
import type { AmortizationTable, Debt, FinancialGoals, Strategy } from '@schemas/index';
import { useAmortizationTables } from '@/data/amortization-tables/use-amortization-tables';
import type { DataContext } from '@/data/data-context';
import { useDebts } from '@/data/debts/use-debts';
import { useFinancialGoals } from '@/data/financial-goals/use-financial-goals';
import { chooseStrategy } from '@/data/strategies/choose-strategy';
import { currentStrategy } from '@/data/strategies/current-strategy';
import { useStrategies } from '@/data/strategies/use-strategies';
import { useDataContext } from '@/data/use-data-context';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth, monthLabel } from '@/lib/calendar-month';
import { minimumsThisMonth, plannableDebts, suggestedStrategy } from '@/planning/current-plan';
import { strategyText } from '@/planning/current-plan-text';
import { moneyEventsByMonth, snowflakesText } from '@/planning/money-over-time';
import { byPriority } from '@/planning/debt-status';
import { pickSavedPlan } from '@/planning/saved-plan';
import { UpdatedElsewhere } from '@/lib/live-form/changed-elsewhere';
import { ChartFallback } from '@/lib/ui/chart-fallback';
import { DataReadError } from '@/lib/ui/data-read-error';
import { PageHeading } from '@/lib/ui/page-heading';
import { STRATEGY_LABELS, recommendStrategy } from '@/payoff/index';
import { ComparisonTable } from './comparison-table';
import { CustomOrderEditor } from './custom-order-editor';
import { HowPaydownCalculates } from './how-paydown-calculates';
import { MoneyOverTime } from './money-over-time';
import { usePlanJob } from './plan-work/use-plan-job';
import { PayoffSchedule } from './payoff-schedule';
import { PlanSummary } from './plan-summary';
import { RecommendationCard } from './recommendation-card';
import { SectionNav } from './section-nav';
import { SavePlan } from './save-plan';
import { ScenarioBar } from './scenario-bar';
import { ScenarioCompare } from './scenario-compare';
import { initialComparison } from './scenario-comparison';
import { STRATEGY_FORM_LABELS, StrategyConflict, StrategySettings } from './strategy-settings';
import { effectiveOrder } from './strategy-form-state';
import { useStrategyDraft, type SaveState } from './use-strategy-draft';
import { WhatIfCard } from './what-if-card';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { Spinner } from '@/lib/ui/spinner';
import { cx } from '@/lib/ui/static-styles';
import { layout } from './strategy.styles';

const ComparisonChart = lazy(() => import('./comparison-chart'));

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  idle: '',
  pending: 'Changes are saved as you pause…',
  saving: 'Saving…',
  saved: 'Saved.',
  invalid: 'Not saved: fix the field marked above.',
  failed: 'Not saved.',
};

interface WorkspaceProps {
  ctx: DataContext;
  debts: Debt[];
  /** Every scenario, by name. */
  scenarios: Strategy[];
  currentId: string | null;
  /** The scenario on screen (null: none stored yet, the page shows Paydown's suggestion). */
  strategy: Strategy | null;
  onShow: (id: string) => void;
  compared: string[];
  onCompare: (ids: string[]) => void;
  goals: FinancialGoals | null;
  tables: AmortizationTable[];
  startMonth: string;
}

function StrategyWorkspace({ ctx, debts, scenarios, currentId, strategy, onShow, compared, onCompare, goals, tables, startMonth }: WorkspaceProps) {
  const owed = useMemo(() => byPriority(plannableDebts(debts)), [debts]);
  const orderKey = owed.map((debt) => debt.id).join(',');
  const owedOrder = useMemo(() => (orderKey === '' ? [] : orderKey.split(',')), [orderKey]);
  const minimums = useMemo(() => minimumsThisMonth(owed, startMonth), [owed, startMonth]);
  // No strategy stored yet: the same suggestion the Dashboard and Progress plan with (current-plan.ts).
  const defaults = useMemo(() => {
    const suggested = suggestedStrategy(owed, startMonth);
    return { type: suggested.type, budget: suggested.monthlyBudget, order: owedOrder };
  }, [owed, startMonth, owedOrder]);
  const draft = useStrategyDraft({ ctx, stored: strategy, defaults, owedOrder });
  const { engineStrategy } = draft;
  const selected = engineStrategy.type;

  // The plan and the comparison, worked out once for every part of the page (off the main thread
  // for a large account: null until they arrive).
  const input = useMemo(() => ({ startMonth, debts: owed, strategy: engineStrategy }), [startMonth, owed, engineStrategy]);
  const worked = usePlanJob('workspace', input, owed.length);
  const plan = worked?.plan.value ?? null;
  const summaries = worked?.comparison.value ?? null;
  const recommendation = useMemo(() => (summaries ? recommendStrategy(goals, summaries) : null), [goals, summaries]);
  // The long schedule and the chart may trail a fast slider by a frame; the numbers above never do.
  const schedulePlan = useDeferredValue(plan);
  const chartComparison = useDeferredValue(summaries);
  const customOrder = useMemo(() => effectiveOrder(draft.form.customOrder, owedOrder), [draft.form.customOrder, owedOrder]);
  const orderedDebts = useMemo(() => customOrder.map((id) => owed.find((debt) => debt.id === id)).filter((debt): debt is Debt => !!debt), [customOrder, owed]);
  const savedOfType = tables.find((table) => table.strategyType === selected) ?? null;
  const error = worked ? (worked.plan.error ?? worked.comparison.error) : null;

  const drafts = useMemo(() => (strategy ? { [strategy.id]: engineStrategy } : {}), [strategy, engineStrategy]);
  const choose = useCallback((id: string) => void chooseStrategy(ctx, id), [ctx]);
  const extras = snowflakesText(engineStrategy.snowflakes, startMonth);
  const scheduleEvents = useMemo(() => moneyEventsByMonth(engineStrategy, startMonth), [engineStrategy, startMonth]);

  const sections = [
    { id: 'your-strategy', label: 'Strategy' },
    ...(plan ? [{ id: 'plan', label: 'Plan' }] : []),
    ...(summaries ? [{ id: 'compare', label: 'Compare' }] : []),
    { id: 'scenarios', label: 'Scenarios' },
    ...(schedulePlan && schedulePlan.months.length > 0 ? [{ id: 'schedule', label: 'Schedule' }] : []),
    { id: 'how-it-works', label: 'How it works' },
  ];

  return (
    <div className={layout.stack6}>
      <SectionNav sections={sections} label="Sections of the strategy page" />
      <Card.Root>
        <Card.Body>
          <ScenarioBar ctx={ctx} scenarios={scenarios} currentId={currentId} shown={strategy} onShow={onShow} storeShown={draft.saveNow} />
        </Card.Body>
      </Card.Root>
      <div id="your-strategy" className={layout.twoColumns}>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Your strategy
            </Heading>
          </Card.Header>
          <Card.Body>
            <StrategySettings
              form={draft.form}
              errors={draft.errors}
              minimums={minimums}
              onChange={draft.update}
              conflicts={draft.conflicts}
              onKeepMine={draft.keepMine}
              onUseTheirs={draft.takeTheirs}
            />
            <UpdatedElsewhere labels={draft.updatedElsewhere.map((field) => STRATEGY_FORM_LABELS[field])} />
            <p className={cx(layout.saveState, (draft.saveState === 'failed' || draft.saveState === 'invalid') && layout.error)} aria-live="polite" data-testid="strategy-save-state">
              {draft.conflicts.length > 0 ? 'Changed on another device too: choose which value to keep above. ' : ''}
              {draft.saveState === 'idle' && !strategy ? 'Suggested by Paydown: change a setting, or save the plan, to make it your choice.' : SAVE_STATE_TEXT[draft.saveState]}
              {draft.saveState === 'failed' && draft.saveError ? ` ${draft.saveError}` : ''}
            </p>
          </Card.Body>
        </Card.Root>
        <RecommendationCard ctx={ctx} goals={goals} recommendation={recommendation} selected={selected} onUse={(type) => draft.update({ type })} />
      </div>

      <MoneyOverTime ctx={ctx} strategy={strategy} debts={owed} startMonth={startMonth} strategyId={draft.saveNow} />

      {selected === 'custom' ? <CustomOrderEditor debts={orderedDebts} onChange={(order) => draft.update({ customOrder: order })} /> : null}
      <StrategyConflict field="customOrder" conflicts={draft.conflicts} onKeepMine={draft.keepMine} onUseTheirs={draft.takeTheirs} />

      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A debt needs fixing before Paydown can plan</Alert.Title>
            <Alert.Description>
              {error} <Link to="/debts">Open Debts</Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {worked === null ? (
        <div className={layout.working} data-testid="plan-working">
          <Spinner aria-label="Loading your plan" />
          <p className={layout.muted}>Working out your plan…</p>
        </div>
      ) : null}

      {plan ? (
        <section aria-labelledby="plan-heading" id="plan" className={layout.section}>
          <Heading as="h2" size="lg" id="plan-heading">
            Your {STRATEGY_LABELS[plan.strategyType]} plan from {monthLabel(startMonth)}
          </Heading>
          <p className={cx(layout.muted, layout.small, layout.underHeading)} data-testid="plan-money-over-time">
            {strategy ? `“${strategy.name}”: ` : ''}
            {strategyText(engineStrategy, true, startMonth)}
            {extras ? `, plus ${extras}` : ''}.
          </p>
          <PlanSummary plan={plan} comparison={summaries} />
          <SavePlan ctx={ctx} plan={plan} saved={savedOfType} measured={pickSavedPlan(tables, selected)} saveStrategy={draft.saveNow} />
          <WhatIfCard startMonth={startMonth} debts={owed} strategy={engineStrategy} plan={plan} />
        </section>
      ) : null}

      {summaries ? (
        <section aria-labelledby="compare-heading" id="compare" className={layout.section}>
          <div className={layout.stack1}>
            <Heading as="h2" size="lg" id="compare-heading">
              Compare all strategies
            </Heading>
            <p className={cx(layout.muted, layout.small)}>The same debts, budget and extra payments under each strategy.</p>
          </div>
          <ComparisonTable comparison={summaries} startMonth={startMonth} selected={selected} recommended={recommendation?.type ?? null} onSelect={(type) => draft.update({ type })} />
          <Card.Root>
            <Card.Body>
              <Suspense fallback={<ChartFallback height={320} label="Loading the comparison chart" />}>
                {chartComparison ? <ComparisonChart comparison={chartComparison} selected={selected} /> : null}
              </Suspense>
            </Card.Body>
          </Card.Root>
        </section>
      ) : null}

      <section aria-labelledby="scenarios-heading" id="scenarios" className={layout.section}>
        <div className={layout.stack1}>
          <Heading as="h2" size="lg" id="scenarios-heading">
            Compare scenarios
          </Heading>
          <p className={cx(layout.muted, layout.small)}>Your saved scenarios on the same debts: strategy, budget, budget changes and one-time payments each their own.</p>
        </div>
        {scenarios.length >= 2 ? (
          <ScenarioCompare scenarios={scenarios} currentId={currentId} debts={owed} startMonth={startMonth} drafts={drafts} compared={compared} onCompare={onCompare} onChoose={choose} />
        ) : (
          <p className={cx(layout.muted, layout.small)} data-testid="scenarios-hint">
            Make a second scenario with “New scenario” at the top of the page to see them side by side.
          </p>
        )}
      </section>

      {schedulePlan ? (
        <div id="schedule" className={layout.sectionBox}>
          <PayoffSchedule plan={schedulePlan} events={scheduleEvents} />
        </div>
      ) : null}
      <div id="how-it-works" className={layout.sectionBox}>
        <HowPaydownCalculates />
      </div>
    </div>
  );
}

/**
 * Which scenario the page edits: the current plan when the page opens (kept on screen if another
 * device makes another one current meanwhile), or the one the person picks. `formKey` changes only
 * when they pick (or the one on screen is deleted), so the form starts over on the picked scenario,
 * and not when the suggestion on screen is first stored.
 */
function useShownScenario(scenarios: readonly Strategy[], current: Strategy | null) {
  const [shownId, setShownId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState('current');
  // A scenario just made here is shown once the live query brings it.
  const [wanted, setWanted] = useState<string | null>(null);
  const [compared, setCompared] = useState<string[] | null>(null);
  const has = (id: string | null) => id !== null && scenarios.some((scenario) => scenario.id === id);
  if (wanted !== null && has(wanted)) {
    setWanted(null);
    setShownId(wanted);
    setFormKey(wanted);
  } else if (shownId === null && current) {
    setShownId(current.id);
  } else if (shownId !== null && !has(shownId)) {
    // Deleted (here or on another device): back to the current plan.
    setShownId(current?.id ?? null);
    setFormKey(`after-${shownId}`);
  }
  const show = useCallback((id: string) => setWanted(id), []);
  const known = (compared ?? initialComparison(scenarios, current?.id ?? null, shownId)).filter((id) => has(id));
  return { shown: scenarios.find((scenario) => scenario.id === shownId) ?? current, formKey, show, compared: known, setCompared };
}

export function StrategyPage() {
  const uid = useUid();
  const ctx = useDataContext(uid);
  const debts = useDebts(uid);
  const strategies = useStrategies(uid);
  const goals = useFinancialGoals(uid);
  const tables = useAmortizationTables(uid);
  const current = useMemo(() => currentStrategy(strategies.data), [strategies.data]);
  const scenario = useShownScenario(strategies.data, current);
  // The device clock decides the plan's first month; the engine never reads the clock.
  const [startMonth] = useState(() => currentMonth());
  const loading = !ctx || debts.isLoading || strategies.isLoading || goals.isLoading || tables.isLoading;
  const failure = debts.error ?? strategies.error ?? goals.error ?? tables.error;
  const owed = plannableDebts(debts.data);

  return (
    <>
      <PageHeading title="Strategy" description="Choose how extra money goes to your debts and compare every strategy." />
      {failure ? (
        <DataReadError error={failure} />
      ) : loading ? (
        <Spinner aria-label="Loading your strategy" />
      ) : owed.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <TargetIcon />
            </EmptyState.Indicator>
            <EmptyState.Title as="h2">{debts.data.length === 0 ? 'Add your debts to build a plan' : 'Every debt is paid off'}</EmptyState.Title>
            <EmptyState.Description>
              {debts.data.length === 0
                ? 'Paydown compares seven ways to pay them off, from the smallest balance first to the highest rate first, and shows your debt-free date for each.'
                : 'Nothing is left to plan. Add a debt if you take on a new one.'}
            </EmptyState.Description>
            <Button asChild colorPalette="accent" size="sm">
              <Link to="/debts" hash="add-debt">
                Add a debt
              </Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <StrategyWorkspace
          key={`${uid}-${scenario.formKey}`}
          ctx={ctx}
          debts={debts.data}
          scenarios={strategies.data}
          currentId={current?.id ?? null}
          strategy={scenario.shown}
          onShow={scenario.show}
          compared={scenario.compared}
          onCompare={scenario.setCompared}
          goals={goals.data}
          tables={tables.data}
          startMonth={startMonth}
        />
      )}
    </>
  );
}
