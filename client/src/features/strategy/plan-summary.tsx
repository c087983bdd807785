import { addMonths, durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { savedVsMinimums } from '@/planning/saved-vs-minimums';
import { StatTile } from '@/lib/ui/stat-tile';
import { STRATEGY_LABELS, type PlanResult, type PlanWarning, type StrategySummary } from '@/payoff/index';
import { neverPaidOffShort } from './never-plan-text';
import { Alert } from '@/lib/ui/alert';
import { layout } from './strategy.styles';

const WARNING_STATUS: Record<PlanWarning['code'], 'warning' | 'error' | 'info'> = {
  budget_below_minimums: 'warning',
  promo_ends_with_balance: 'info',
  promo_ignored: 'warning',
  promo_ended: 'warning',
  minimum_below_interest: 'warning',
  final_payment_over_budget: 'info',
  snowflake_before_start: 'warning',
  snowflake_debt_not_in_plan: 'info',
  never_paid_off: 'error',
};

/** The chosen plan's headline numbers and anything the user should know about it. */
export function PlanSummary({ plan, comparison }: { plan: PlanResult; comparison: readonly StrategySummary[] | null }) {
  const first = plan.debts.find((debt) => debt.payoffMonth !== null && debt.payoffMonth === plan.firstDebtClearedMonth);
  const saved = savedVsMinimums(comparison, plan.strategyType);
  return (
    <div className={layout.stack4} aria-label={`${STRATEGY_LABELS[plan.strategyType]} plan`} role="region">
      <div className={layout.tiles}>
        <StatTile
          label="Debt-free"
          value={plan.status === 'never' ? 'Never' : plan.payoffDate ? monthLabel(plan.payoffDate) : 'Now'}
          help={plan.status === 'never' ? neverPaidOffShort(plan) : durationLabel(plan.totalMonths)}
          testId="plan-debt-free-date"
        />
        {plan.status === 'never' ? (
          // A plan that never ends has no total: what accrued until the engine stopped would mislead.
          <StatTile label="Total interest" value="No total" help="A debt is never paid off, so its interest never stops" testId="plan-total-interest" />
        ) : (
          <StatTile
            label="Total interest"
            value={formatMoney(plan.totalInterestPaid)}
            help={plan.totalFees > 0 ? `plus ${formatMoney(plan.totalFees)} in fees` : `${formatMoney(plan.totalAmountPaid)} paid in all`}
            testId="plan-total-interest"
          />
        )}
        <StatTile
          label="Saved vs minimums"
          value={saved.value === null ? '—' : formatMoney(saved.value)}
          help={saved.help}
          testId="plan-interest-saved"
        />
        <StatTile
          label="First debt cleared"
          value={first ? first.name : '—'}
          help={first && first.payoffMonth ? monthLabel(addMonths(plan.startMonth, first.payoffMonth - 1)) : undefined}
        />
      </div>
      {plan.warnings.length > 0 ? (
        <div className={layout.stack2} data-testid="plan-warnings">
          {plan.warnings.map((warning, index) => (
            <Alert.Root key={`${warning.code}-${index}`} status={WARNING_STATUS[warning.code]} size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{warning.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ))}
        </div>
      ) : null}
    </div>
  );
}
