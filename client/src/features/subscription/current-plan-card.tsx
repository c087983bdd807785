import { HStack, Stack, Text } from '@chakra-ui/react';
import { ACTIVE_SUBSCRIPTION_STATUS, type Subscription, type SubscriptionTier } from '@schemas/index';
import { dayLabel } from '@/lib/calendar-month';
import { planOf, priceLabel } from './subscription-plans';
import { Alert } from '@/lib/ui/alert';
import { Badge } from '@/lib/ui/badge';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { subscription as styles } from './subscription.styles';

/** The tier in force, the subscription's status and since when; says why when an inactive one gives free. */
export function CurrentPlanCard({ tier, subscription }: { tier: SubscriptionTier; subscription: Subscription | null }) {
  const plan = planOf(tier);
  const status = subscription?.status ?? ACTIVE_SUBSCRIPTION_STATUS;
  const active = status === ACTIVE_SUBSCRIPTION_STATUS;
  const lapsed = subscription !== null && !active && subscription.tier !== 'free';
  return (
    <Card.Root as="section" aria-labelledby="current-plan-heading">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h2" size="sm" className={styles.muted} id="current-plan-heading">
            Your plan
          </Heading>
          <HStack gap="3" wrap="wrap">
            <Text fontSize="2xl" fontWeight="bold" data-testid="current-tier">
              {plan.name}
            </Text>
            <Badge colorPalette={active ? 'green' : 'orange'} data-testid="subscription-status">
              {status}
            </Badge>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {priceLabel(plan)}
            {active && subscription?.startDate ? ` · since ${dayLabel(subscription.startDate)}` : ''}
          </Text>
          {lapsed ? (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Description>
                Your {planOf(subscription.tier).name} subscription is {status}. Only an active subscription gives its
                tier, so you are on Free until you choose a Premium plan again.
              </Alert.Description>
            </Alert.Root>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
