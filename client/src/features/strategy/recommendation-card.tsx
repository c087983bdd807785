import { Checkbox } from '@chakra-ui/react';
import { useState } from 'react';
import type { FinancialGoalName, FinancialGoals, StrategyType } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { FINANCIAL_GOAL_NAMES } from '@/data/financial-goals/default-financial-goals';
import { updateFinancialGoals } from '@/data/financial-goals/update-financial-goals';
import { STRATEGY_LABELS, type StrategyRecommendation } from '@/payoff/index';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { palette } from '@/lib/ui/kit.styles';
import { cx } from '@/lib/ui/static-styles';
import { layout, strategy } from './strategy.styles';

const GOAL_LABELS: Record<FinancialGoalName, string> = {
  creditScoreGoal: 'Raise my credit score',
  fastestPayoffGoal: 'Be debt-free as fast as possible',
  easiestWinsGoal: 'Quick wins to stay motivated',
  interestSavedGoal: 'Pay the least interest',
};

interface RecommendationCardProps {
  ctx: DataContext;
  goals: FinancialGoals | null;
  recommendation: StrategyRecommendation | null;
  selected: StrategyType;
  onUse: (type: StrategyType) => void;
}

/** The user's goals (saved as they are ticked) and the strategy they point to, with the reason. */
export function RecommendationCard({ ctx, goals, recommendation, selected, onUse }: RecommendationCardProps) {
  const [problem, setProblem] = useState<string | null>(null);
  async function toggle(name: FinancialGoalName, checked: boolean) {
    const result = await updateFinancialGoals(ctx, { [name]: checked });
    setProblem(result.success ? null : `Could not save your goal: ${result.error}`);
  }
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Recommended for your goals
        </Heading>
      </Card.Header>
      <Card.Body>
        <div className={layout.stack4}>
          <fieldset>
            <legend className={cx(layout.muted, layout.small, strategy.legend)}>What matters most to you?</legend>
            <div className={strategy.goals}>
              {FINANCIAL_GOAL_NAMES.map((name) => (
                <Checkbox.Root key={name} checked={goals?.[name] === true} onCheckedChange={(d) => void toggle(name, d.checked === true)} size="sm">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{GOAL_LABELS[name]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </div>
          </fieldset>
          {problem ? (
            <p className={cx(layout.error, layout.small)} role="alert">
              {problem}
            </p>
          ) : null}
          {recommendation ? (
            <Alert.Root status="info" className={palette.purple} data-testid="recommendation">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{STRATEGY_LABELS[recommendation.type]}</Alert.Title>
                <Alert.Description>{recommendation.reason}</Alert.Description>
                {recommendation.type !== selected ? (
                  <Button size="xs" colorPalette="purple" variant="outline" className={strategy.useRecommended} onClick={() => onUse(recommendation.type)}>
                    Use {STRATEGY_LABELS[recommendation.type]}
                  </Button>
                ) : (
                  <p className={cx(layout.small, strategy.chosen)}>This is the strategy you have chosen.</p>
                )}
              </Alert.Content>
            </Alert.Root>
          ) : null}
        </div>
      </Card.Body>
    </Card.Root>
  );
}
