import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AmortizationTable, StrategyType } from '@schemas/index';
import { saveAmortizationTable } from '@/data/amortization-tables/save-amortization-table';
import type { DataContext } from '@/data/data-context';
import { dayLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { savedPlanName } from '@/planning/current-plan-text';
import { savedPlanStart } from '@/planning/saved-plan';
import { STRATEGY_LABELS, toAmortizationRows, type PlanResult } from '@/payoff/index';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { cx } from '@/lib/ui/static-styles';
import { layout, strategy } from './strategy.styles';

interface SavePlanProps {
  ctx: DataContext;
  plan: PlanResult;
  /** The saved table of the plan's strategy type, if any. */
  saved: AmortizationTable | null;
  /** The saved plan Progress measures against while this one is not saved (another strategy's), if any. */
  measured: AmortizationTable | null;
  /** Writes the strategy settings now and gives the strategy's id. */
  saveStrategy: () => Promise<string | null>;
}

function sameAsSaved(plan: PlanResult, saved: AmortizationTable): boolean {
  return (
    saved.totalMonths === plan.totalMonths &&
    (saved.payoffDate ?? null) === plan.payoffDate &&
    Math.round((saved.totalInterestPaid ?? -1) * 100) === Math.round((plan.totalInterestPaid ?? -1) * 100) &&
    savedPlanStart(saved) === plan.startMonth
  );
}

/**
 * "Save plan": stores the plan as the amortization table of its strategy type (spec §4: it replaces
 * the saved table of the same type, keeping its original creation date). Progress and the
 * Dashboard measure the user against the saved plan.
 */
export function SavePlan({ ctx, plan, saved, measured, saveStrategy }: SavePlanProps) {
  const [busy, setBusy] = useState(false);
  // Kept with the strategy it is about: it is not shown under another strategy's plan.
  const [outcome, setOutcome] = useState<{ type: StrategyType; ok: boolean; text: string } | null>(null);
  const message = outcome?.type === plan.strategyType ? outcome : null;
  const label = STRATEGY_LABELS[plan.strategyType];
  const canSave = plan.status === 'ok' && plan.months.length > 0;
  const upToDate = saved !== null && sameAsSaved(plan, saved);

  async function save() {
    setBusy(true);
    setOutcome(null);
    const type = plan.strategyType;
    const strategyId = await saveStrategy();
    const result = await saveAmortizationTable(ctx, {
      strategyType: plan.strategyType,
      ...(strategyId ? { strategyId } : {}),
      name: `${label} plan`,
      debtIds: plan.debts.map((debt) => debt.id),
      data: toAmortizationRows(plan),
      totalMonths: plan.totalMonths,
      ...(plan.payoffDate ? { payoffDate: plan.payoffDate } : {}),
      ...(plan.status === 'ok' ? { totalInterestPaid: plan.totalInterestPaid, totalAmountPaid: plan.totalAmountPaid } : {}),
    });
    setBusy(false);
    setOutcome(
      result.success
        ? { type, ok: true, text: `Saved your ${label} plan. Progress and the Dashboard now measure you against it.` }
        : { type, ok: false, text: `Could not save the plan: ${result.error}` },
    );
  }

  return (
    <Card.Root className={upToDate ? undefined : strategy.unsaved}>
      <Card.Body>
        <div className={strategy.savePlan}>
          <div className={layout.stack1}>
            <p className={strategy.strong}>Save this plan to track your progress</p>
            <p className={cx(layout.muted, layout.small)} data-testid="saved-plan-status">
              {!canSave
                ? 'A plan that never clears every debt cannot be saved: raise the monthly budget first.'
                : saved === null
                  ? `No ${label} plan saved yet.${measured ? ` Progress measures you against ${savedPlanName({ table: measured })} until you save this one.` : ''}`
                  : upToDate
                    ? `Your saved ${label} plan (saved ${dayLabel(saved.updatedAt)}) matches these numbers.`
                    : `Your saved ${label} plan (saved ${dayLabel(saved.updatedAt)}, debt-free ${saved.payoffDate ? monthLabel(saved.payoffDate.slice(0, 7)) : '—'}, ${formatMoney(saved.totalInterestPaid ?? 0)} interest) differs; saving replaces it.`}
            </p>
            {message ? (
              <p className={cx(layout.small, message.ok ? strategy.saved : layout.error)} role={message.ok ? 'status' : 'alert'}>
                {message.text} {message.ok ? <Link to="/progress" style={{ textDecoration: 'underline' }}>
                    See your progress
                  </Link> : null}
              </p>
            ) : null}
          </div>
          <Button colorPalette="accent" onClick={() => void save()} loading={busy} disabled={!canSave} className={strategy.noShrink}>
            Save plan
          </Button>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
