import { Card, EmptyState, Heading, Spinner, Stack } from '@chakra-ui/react';
import { LuCreditCard } from 'react-icons/lu';
import { useDebts } from '@/data/debts/use-debts';
import { useDataContext } from '@/data/use-data-context';
import { useUid } from '@/lib/auth/use-uid';
import { PageHeading } from '@/lib/ui/page-heading';
import { DebtForm } from './debt-form';
import { DebtList } from './debt-list';

export function DebtsPage() {
  const uid = useUid();
  const ctx = useDataContext(uid);
  const { data: debts, isLoading } = useDebts(uid);

  return (
    <>
      <PageHeading title="Debts" description="Every debt you are paying down, with balances, rates and payments." />
      <Stack gap="8">
        {isLoading || !ctx ? (
          <Spinner aria-label="Loading your debts" />
        ) : debts.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="md" bg="bg.panel">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuCreditCard />
              </EmptyState.Indicator>
              <EmptyState.Title>No debts yet</EmptyState.Title>
              <EmptyState.Description>Add your first debt below: a card, a loan, a medical bill.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <DebtList ctx={ctx} debts={debts} />
        )}
        {ctx ? (
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                Add a debt
              </Heading>
            </Card.Header>
            <Card.Body>
              <DebtForm ctx={ctx} />
            </Card.Body>
          </Card.Root>
        ) : null}
      </Stack>
    </>
  );
}
