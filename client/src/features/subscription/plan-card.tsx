import { List, Stack, Text } from '@chakra-ui/react';
import { CheckIcon } from 'lucide-react';
import type { SubscriptionTier } from '@schemas/index';
import { PREMIUM_FEATURES } from '@/data/subscriptions/premium-features';
import { priceLabel, tierChange, yearlySavingLabel, type SubscriptionPlan } from './subscription-plans';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { subscription } from './subscription.styles';

const ACTION_WORD = { upgrade: 'Upgrade to', switch: 'Switch to', downgrade: 'Downgrade to' } as const;

interface PlanCardProps {
  plan: SubscriptionPlan;
  current: SubscriptionTier;
  /** The tier being written now, if any: every button waits for it. */
  pending: SubscriptionTier | null;
  onChoose: (tier: SubscriptionTier) => void;
}

/** One tier: its price, what it includes, and the button to move to it. */
export function PlanCard({ plan, current, pending, onChoose }: PlanCardProps) {
  const change = tierChange(current, plan.tier);
  const premium = plan.tier !== 'free';
  return (
    <Card.Root
      className={change === 'current' ? subscription.currentPlan : undefined}
      data-testid={`plan-${plan.tier}`}
      as="section"
      aria-labelledby={`plan-${plan.tier}-name`}
    >
      <Card.Body>
        <Stack gap="3" h="full">
          <Stack gap="1">
            <Heading as="h3" size="md" id={`plan-${plan.tier}-name`}>
              {plan.name}
            </Heading>
            <Text fontSize="xl" fontWeight="semibold">
              {priceLabel(plan)}
            </Text>
            {plan.tier === 'premium_yearly' ? (
              <Badge colorPalette="green" className={subscription.saving} data-testid="yearly-saving">
                {yearlySavingLabel()}
              </Badge>
            ) : null}
          </Stack>
          <List.Root gap="1" variant="plain" fontSize="sm" flex="1">
            <List.Item>
              <List.Indicator asChild color="green.fg">
                <CheckIcon size={16} />
              </List.Indicator>
              {premium ? 'Everything in Free' : 'Every tool to plan and track your way out of debt'}
            </List.Item>
            {premium
              ? PREMIUM_FEATURES.map((feature) => (
                  <List.Item key={feature.id}>
                    <List.Indicator asChild color="green.fg">
                      <CheckIcon size={16} />
                    </List.Indicator>
                    {feature.name}
                  </List.Item>
                ))
              : null}
          </List.Root>
          {change === 'current' ? (
            <Button disabled variant="subtle">
              Your current plan
            </Button>
          ) : (
            <Button
              colorPalette={change === 'downgrade' ? 'gray' : 'accent'}
              variant={change === 'downgrade' ? 'outline' : 'solid'}
              loading={pending === plan.tier}
              disabled={pending !== null}
              onClick={() => onChoose(plan.tier)}
            >
              {ACTION_WORD[change]} {plan.name}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
