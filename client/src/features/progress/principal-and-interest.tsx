import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Card } from '@/lib/ui/card';
import { formatMoney } from '@/lib/money';
import { StatTile } from '@/lib/ui/stat-tile';
import type { PaidSoFar } from '@/planning/recorded-balances';

/**
 * Of what was paid, what reduced the debts (principal) and what covered the interest and fees charged
 * (recorded from statements): the rule is paidSoFar's (planning/recorded-balances.ts). Interest and
 * fees charged are their own total, never progress.
 */
export function PrincipalAndInterest({ paid }: { paid: PaidSoFar }) {
  const split = paid.feesCharged > 0 ? ` (${formatMoney(paid.interestCharged)} interest, ${formatMoney(paid.feesCharged)} fees)` : '';
  return (
    <Card.Root as="section" aria-labelledby="principal-and-interest-title">
      <Card.Body>
        <Stack gap="3">
          <Text as="h2" id="principal-and-interest-title" fontWeight="semibold">
            Principal and interest
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <StatTile label="Principal paid" value={formatMoney(paid.paidOff)} help="what your payments took off what you owe" testId="progress-principal-paid" />
            <StatTile label="Paid to interest and fees" value={formatMoney(paid.paidToCharges)} help="the part of your payments that covered charges" testId="progress-paid-to-charges" />
            <StatTile label="Interest and fees charged" value={formatMoney(paid.chargedTotal)} help={`from your statements${split}`} testId="progress-charged" />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted" data-testid="progress-principal-note">
            {paid.chargedTotal > 0
              ? `Of the ${formatMoney(paid.paymentsTotal)} you paid, ${formatMoney(paid.paidOff)} reduced what you owe and ${formatMoney(paid.paidToCharges)} covered interest and fees. Interest and fees charged are not counted as progress.`
              : 'No interest or fees recorded yet. Update a debt from its statement to see how much of what you pay goes to interest.'}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
