import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Debt, Payment } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { deletePayment } from '@/data/payments/delete-payment';
import { usePayments } from '@/data/payments/use-payments';
import { dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { closureNote, creditNote } from '@/lib/planner/debt-closure';
import { PaymentForm } from './payment-form';
import { Button } from '@/lib/ui/button';

/**
 * A debt's payments, newest first, each editable and deletable (the balance follows), with how the
 * debt closed (its closing payment marked) and any credit it carries.
 */
export function PaymentHistory({ ctx, debt, today }: { ctx: DataContext; debt: Debt; today: string }) {
  const debtId = debt.id;
  const { data: payments } = usePayments(ctx.uid, debtId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const sorted = [...payments].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));

  if (editingId) {
    // The live payment: the form follows changes other devices make while it is open.
    const editing = payments.find((payment) => payment.id === editingId);
    if (!editing) {
      return (
        <Stack gap="3" align="start">
          <Text role="alert">This payment was deleted on another device, so there is nothing left to edit.</Text>
          <Button size="sm" variant="outline" onClick={() => setEditingId(null)}>
            Back to the payments
          </Button>
        </Stack>
      );
    }
    return <PaymentForm ctx={ctx} debtId={debtId} payment={editing} today={today} onDone={() => setEditingId(null)} onCancel={() => setEditingId(null)} />;
  }
  const facts = [closureNote(debt), creditNote(debt)].filter((fact): fact is string => fact !== null);
  const about =
    facts.length > 0 ? (
      <Text fontSize="sm" data-testid="debt-closure">
        {facts.map((fact) => `${fact}.`).join(' ')}
      </Text>
    ) : null;
  if (sorted.length === 0) {
    return (
      <Stack gap="3">
        {about}
        <Text color="fg.muted">No payments recorded yet.</Text>
      </Stack>
    );
  }

  async function remove(payment: Payment) {
    if (!window.confirm(`Delete the payment of ${formatMoney(payment.amount)} on ${dayLabel(payment.date)}? The balance goes back up by that amount.`)) return;
    const result = await deletePayment(ctx, payment.id);
    if (!result.success) window.alert(`Could not delete: ${result.error}`);
  }

  const total = sorted.reduce((sum, payment) => sum + payment.amount, 0);
  return (
    <Stack gap="3">
      {about}
      <Text fontSize="sm" color="fg.muted" data-testid="payment-total">
        {sorted.length} {sorted.length === 1 ? 'payment' : 'payments'} · {formatMoney(total)} in all
      </Text>
      <Stack as="ul" gap="0" aria-label="Payment history" p="0" m="0" borderWidth="1px" borderRadius="md">
        {sorted.map((payment) => (
          <Flex
            as="li"
            key={payment.id}
            data-testid="payment-row"
            listStyleType="none"
            justify="space-between"
            align="center"
            gap="3"
            wrap="wrap"
            px="3"
            py="2"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: '0' }}
          >
            <Box minW="0">
              <Text fontWeight="medium">
                {formatMoney(payment.amount)}
                {payment.isPrincipalOnly ? (
                  <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
                    {' '}
                    principal only
                  </Text>
                ) : null}
                {payment.id === debt.closingPaymentId ? (
                  <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
                    {' '}
                    {debt.closedAs === 'settled' ? 'settlement' : 'closing payment'}
                  </Text>
                ) : null}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {dayLabel(payment.date)}
                {payment.notes ? ` · ${payment.notes}` : ''}
              </Text>
            </Box>
            <HStack gap="1">
              <Button size="xs" variant="ghost" onClick={() => setEditingId(payment.id)} aria-label={`Edit payment of ${formatMoney(payment.amount)} on ${dayLabel(payment.date)}`}>
                Edit
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(payment)} aria-label={`Delete payment of ${formatMoney(payment.amount)} on ${dayLabel(payment.date)}`}>
                Delete
              </Button>
            </HStack>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
