import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { addMonths, durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { savedVsMinimums } from '@/lib/planner/saved-vs-minimums';
import { StatTile } from '@/lib/ui/stat-tile';
import { STRATEGY_LABELS, type PlanResult, type PlanWarning, type StrategySummary } from '@/payoff/index';

const WARNING_STATUS: Record<PlanWarning['code'], 'warning' | 'error' | 'info'> = {
  budget_below_minimums: 'warning',
  promo_ends_with_balance: 'info',
  promo_ignored: 'warning',
  never_paid_off: 'error',
};

/** The chosen plan's headline numbers and anything the user should know about it. */
export function PlanSummary({ plan, comparison }: { plan: PlanResult; comparison: readonly StrategySummary[] | null }) {
  const never = plan.status === 'never';
  const first = plan.debts.find((debt) => debt.payoffMonth !== null && debt.payoffMonth === plan.firstDebtClearedMonth);
  const saved = savedVsMinimums(comparison, plan.strategyType);
  return (
    <Stack gap="4" aria-label={`${STRATEGY_LABELS[plan.strategyType]} plan`} role="region">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile
          label="Debt-free"
          value={never ? 'Never' : plan.payoffDate ? monthLabel(plan.payoffDate) : 'Now'}
          help={never ? 'Raise the budget to clear every debt' : durationLabel(plan.totalMonths)}
          testId="plan-debt-free-date"
        />
        <StatTile
          label="Total interest"
          value={never ? '—' : formatMoney(plan.totalInterestPaid)}
          help={plan.totalFees > 0 ? `plus ${formatMoney(plan.totalFees)} in fees` : `${formatMoney(plan.totalAmountPaid)} paid in all`}
          testId="plan-total-interest"
        />
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
      </SimpleGrid>
      {plan.warnings.length > 0 ? (
        <Stack gap="2" data-testid="plan-warnings">
          {plan.warnings.map((warning, index) => (
            <Alert.Root key={`${warning.code}-${index}`} status={WARNING_STATUS[warning.code]} size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{warning.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
