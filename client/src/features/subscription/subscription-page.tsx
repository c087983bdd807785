import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PREMIUM_FEATURES } from '@/data/subscriptions/premium-features';
import { usePremium } from '@/data/subscriptions/use-premium';
import { useDataContext } from '@/data/use-data-context';
import { useUid } from '@/lib/auth/use-uid';
import { PageHeading } from '@/lib/ui/page-heading';
import { CurrentPlanCard } from './current-plan-card';
import { PlanBenefits } from './plan-benefits';
import { PlanCard } from './plan-card';
import { SUBSCRIPTION_PLANS } from './subscription-plans';
import { useChangeTier } from './use-change-tier';
import { Alert } from '@/lib/ui/alert';
import { Spinner } from '@/lib/ui/spinner';

/** Where the newly unlocked features live, after an upgrade. */
function UnlockedHint() {
  return (
    <>
      {PREMIUM_FEATURES.map((feature) => (
        <span key={feature.id}>
          {' '}
          Find {feature.name} on the{' '}
          <Link to={feature.screen.path} style={{ textDecoration: 'underline' }}>
            {feature.screen.name}
          </Link>{' '}
          screen.
        </span>
      ))}
    </>
  );
}

/** `/subscription`: the current tier and status, the three tiers with their prices, and moving between them. */
export function SubscriptionPage() {
  const uid = useUid();
  const ctx = useDataContext(uid);
  const { tier, subscription, isLoading } = usePremium();
  const { changeTier, pending, outcome } = useChangeTier(ctx);

  return (
    <>
      <PageHeading title="Subscription" description="Your Paydown plan: what you have now, what Premium adds, and why it exists." />
      {isLoading ? (
        <Spinner aria-label="Loading your plan" />
      ) : (
        <Stack gap="6">
          <CurrentPlanCard tier={tier} subscription={subscription} />

          <Alert.Root status="info" data-testid="no-payment-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>No payment is taken in this version of Paydown</Alert.Title>
              <Alert.Description>
                Choosing a Premium plan switches it on straight away, free of charge: you are not asked for card details and
                nothing is billed. You can go back to Free at any time, and your plan follows you to your other devices.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>

          {outcome ? (
            <Text
              role={outcome.ok ? 'status' : 'alert'}
              color={outcome.ok ? 'fg.success' : 'fg.error'}
              data-testid="plan-change-message"
            >
              {outcome.text}
              {outcome.ok && outcome.tier !== 'free' ? <UnlockedHint /> : null}
            </Text>
          ) : null}

          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="section" aria-label="Plans">
            {SUBSCRIPTION_PLANS.map((plan) => (
              <PlanCard key={plan.tier} plan={plan} current={tier} pending={pending} onChoose={(next) => void changeTier(next)} />
            ))}
          </SimpleGrid>

          <PlanBenefits />
        </Stack>
      )}
    </>
  );
}
