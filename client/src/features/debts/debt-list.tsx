import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { Debt } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { deleteDebt } from '@/data/debts/delete-debt';
import { formatMoney, formatPercent } from '@/lib/money';
import { debtTypeLabels } from './debt-labels';

/** The user's debts with their totals; deleting asks first (it also removes the debt's payments). */
export function DebtList({ ctx, debts }: { ctx: DataContext; debts: Debt[] }) {
  const totalBalance = debts.reduce((sum, debt) => sum + debt.balance, 0);
  const totalMinimum = debts.reduce((sum, debt) => sum + (debt.isPaid ? 0 : debt.minimumPayment), 0);

  async function remove(debt: Debt) {
    if (!window.confirm(`Delete “${debt.name}” and its payment history?`)) return;
    const result = await deleteDebt(ctx, debt.id);
    if (!result.success) window.alert(`Could not delete: ${result.error}`);
  }

  return (
    <Stack gap="3">
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root size="sm" aria-label="Your debts">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">APR</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Minimum</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Due day</Table.ColumnHeader>
              <Table.ColumnHeader>
                <span className="visually-hidden">Actions</span>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {debts.map((debt) => (
              <Table.Row key={debt.id} data-testid="debt-row">
                <Table.Cell fontWeight="medium">
                  <HStack gap="2">
                    <span>{debt.name}</span>
                    {debt.isPaid ? <Badge colorPalette="green">Paid off</Badge> : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{debtTypeLabels[debt.type]}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(debt.balance)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPercent(debt.interestRate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(debt.minimumPayment)}</Table.Cell>
                <Table.Cell textAlign="end">{debt.dueDay ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(debt)} aria-label={`Delete ${debt.name}`}>
                    Delete
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text color="fg.muted" fontSize="sm" data-testid="debt-totals">
        {debts.length} {debts.length === 1 ? 'debt' : 'debts'} · total {formatMoney(totalBalance)} · minimums{' '}
        {formatMoney(totalMinimum)} a month
      </Text>
    </Stack>
  );
}
