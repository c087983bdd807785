import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Debt } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { deleteDebt } from '@/data/debts/delete-debt';
import { formatMoney, formatPercent } from '@/lib/money';
import { todayIso } from '@/lib/today';
import { DebtForm } from './debt-form';
import { debtTypeLabels } from './debt-labels';
import { FormDialog } from './form-dialog';
import { PaymentForm } from './payment-form';
import { PaymentHistory } from './payment-history';

type Action = { kind: 'edit' | 'pay' | 'history'; debt: Debt } | null;

function utilization(debt: Debt): string | null {
  if (debt.type !== 'credit_card' || !debt.highLimit) return null;
  return `${Math.round((Math.max(debt.balance, 0) / debt.highLimit) * 100)}% used`;
}

/** The user's debts with their totals and what can be done with each. */
export function DebtList({ ctx, debts }: { ctx: DataContext; debts: Debt[] }) {
  const [action, setAction] = useState<Action>(null);
  const close = () => setAction(null);
  const open = debts.filter((debt) => !debt.isPaid);
  const totalBalance = open.reduce((sum, debt) => sum + Math.max(debt.balance, 0), 0);
  const totalMinimum = open.reduce((sum, debt) => sum + debt.minimumPayment, 0);
  const today = todayIso();

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
                  <Stack gap="0.5">
                    <HStack gap="2">
                      <span>{debt.name}</span>
                      {debt.isPaid ? <Badge colorPalette="green">Paid off</Badge> : null}
                    </HStack>
                    <Text fontSize="xs" color="fg.muted">
                      {[utilization(debt), debt.isPromo && debt.promoEndDate ? `promo ${formatPercent(debt.promoAPR ?? 0)} until ${debt.promoEndDate}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>{debtTypeLabels[debt.type]}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="debt-balance">
                  {formatMoney(debt.balance)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatPercent(debt.interestRate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(debt.minimumPayment)}</Table.Cell>
                <Table.Cell textAlign="end">{debt.dueDay ?? '—'}</Table.Cell>
                <Table.Cell>
                  <HStack justify="end" gap="1">
                    <Button size="xs" colorPalette="teal" variant="subtle" onClick={() => setAction({ kind: 'pay', debt })} aria-label={`Record a payment for ${debt.name}`}>
                      Pay
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setAction({ kind: 'history', debt })} aria-label={`Payments of ${debt.name}`}>
                      Payments
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setAction({ kind: 'edit', debt })} aria-label={`Edit ${debt.name}`}>
                      Edit
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(debt)} aria-label={`Delete ${debt.name}`}>
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text color="fg.muted" fontSize="sm" data-testid="debt-totals">
        {open.length} {open.length === 1 ? 'debt' : 'debts'} · total {formatMoney(totalBalance)} · minimums {formatMoney(totalMinimum)} a month
      </Text>

      <FormDialog title={action ? `Edit ${action.debt.name}` : ''} open={action?.kind === 'edit'} onClose={close}>
        {action?.kind === 'edit' ? <DebtForm ctx={ctx} debt={action.debt} onDone={close} onCancel={close} /> : null}
      </FormDialog>
      <FormDialog title={action ? `Record a payment: ${action.debt.name}` : ''} open={action?.kind === 'pay'} onClose={close}>
        {action?.kind === 'pay' ? <PaymentForm ctx={ctx} debtId={action.debt.id} today={today} onDone={close} onCancel={close} /> : null}
      </FormDialog>
      <FormDialog title={action ? `Payments: ${action.debt.name}` : ''} open={action?.kind === 'history'} onClose={close}>
        {action?.kind === 'history' ? <PaymentHistory ctx={ctx} debtId={action.debt.id} today={today} /> : null}
      </FormDialog>
    </Stack>
  );
}
