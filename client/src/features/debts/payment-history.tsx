import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Payment } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { deletePayment } from '@/data/payments/delete-payment';
import { usePayments } from '@/data/payments/use-payments';
import { formatMoney } from '@/lib/money';
import { PaymentForm } from './payment-form';

/** A debt's payments, newest first, each editable and deletable (the balance follows). */
export function PaymentHistory({ ctx, debtId, today }: { ctx: DataContext; debtId: string; today: string }) {
  const { data: payments } = usePayments(ctx.uid, debtId);
  const [editing, setEditing] = useState<Payment | null>(null);
  const sorted = [...payments].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));

  if (editing) {
    return <PaymentForm ctx={ctx} debtId={debtId} payment={editing} today={today} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />;
  }
  if (sorted.length === 0) return <Text color="fg.muted">No payments recorded yet.</Text>;

  async function remove(payment: Payment) {
    if (!window.confirm(`Delete the payment of ${formatMoney(payment.amount)} on ${payment.date}? The balance goes back up by that amount.`)) return;
    const result = await deletePayment(ctx, payment.id);
    if (!result.success) window.alert(`Could not delete: ${result.error}`);
  }

  return (
    <Stack gap="2">
      <Table.Root size="sm" aria-label="Payment history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Notes</Table.ColumnHeader>
            <Table.ColumnHeader>
              <span className="visually-hidden">Actions</span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map((payment) => (
            <Table.Row key={payment.id} data-testid="payment-row">
              <Table.Cell>{payment.date}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatMoney(payment.amount)}
                {payment.isPrincipalOnly ? ' (principal)' : ''}
              </Table.Cell>
              <Table.Cell>{payment.notes ?? ''}</Table.Cell>
              <Table.Cell>
                <HStack justify="end" gap="1">
                  <Button size="xs" variant="ghost" onClick={() => setEditing(payment)} aria-label={`Edit payment of ${formatMoney(payment.amount)}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(payment)} aria-label={`Delete payment of ${formatMoney(payment.amount)}`}>
                    Delete
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
