import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { Debt, Payment } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { deletePayment } from '@/data/payments/delete-payment';
import { restorePayment } from '@/data/payments/restore-payment';
import { usePayments } from '@/data/payments/use-payments';
import { dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { closureNote, creditNote } from '@/planning/debt-closure';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { Button } from '@/lib/ui/button';
import { PaymentForm } from './payment-form';
import { UNDO_SECONDS, UndoNotice, type UndoOffer } from './undo-notice';

const UNDO_BUTTON_ID = 'undo-payment-deletion';
const editPaymentId = (paymentId: string) => `edit-payment-${paymentId}`;

/** A payment as the list and its messages name it: "$100.00 on 5 January 2026". */
const paymentText = (payment: Payment) => `${formatMoney(payment.amount)} on ${dayLabel(payment.date)}`;

/**
 * A debt's payments, newest first, each editable and deletable (the balance follows), with how the
 * debt closed (its closing payment marked) and any credit it carries.
 */
export function PaymentHistory({ ctx, debt, today }: { ctx: DataContext; debt: Debt; today: string }) {
  const debtId = debt.id;
  const { data: payments } = usePayments(ctx.uid, debtId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const [undoOffer, setUndoOffer] = useState<UndoOffer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The restored payment whose Edit button gets the focus once it is listed (a ref: nothing re-renders for it).
  const focusAfterRestore = useRef<string | null>(null);
  const sorted = [...payments].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));

  // After an undo, the keyboard goes to the restored payment (its Edit button) once it is listed.
  useEffect(() => {
    const edit = focusAfterRestore.current ? document.getElementById(editPaymentId(focusAfterRestore.current)) : null;
    if (!edit) return;
    edit.focus();
    focusAfterRestore.current = null;
  }, [payments]);

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

  async function remove(payment: Payment) {
    setProblem(null);
    const result = await deletePayment(ctx, payment.id);
    if (!result.success) return setProblem(`Could not delete the payment of ${paymentText(payment)}: ${result.error}`);
    setUndoOffer({
      message: `Payment of ${paymentText(payment)} deleted.`,
      undo: async () => {
        const restored = await restorePayment(ctx, result.data.removed);
        if (!restored.success) return `Could not bring the payment back: ${restored.error}`;
        // Listed already, or when the live query brings it (the effect above).
        const edit = document.getElementById(editPaymentId(restored.data.id));
        if (edit) edit.focus();
        else focusAfterRestore.current = restored.data.id;
        return null;
      },
    });
  }

  const facts = [closureNote(debt), creditNote(debt)].filter((fact): fact is string => fact !== null);
  const total = sorted.reduce((sum, payment) => sum + payment.amount, 0);
  return (
    <Stack gap="3">
      {facts.length > 0 ? (
        <Text fontSize="sm" data-testid="debt-closure">
          {facts.map((fact) => `${fact}.`).join(' ')}
        </Text>
      ) : null}
      {undoOffer ? <UndoNotice key={undoOffer.message} offer={undoOffer} onDone={() => setUndoOffer(null)} buttonId={UNDO_BUTTON_ID} /> : null}
      {problem ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {problem}
        </Text>
      ) : null}
      {sorted.length === 0 ? (
        <Text color="fg.muted">No payments recorded yet.</Text>
      ) : (
        <>
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
                  <Button id={editPaymentId(payment.id)} size="xs" variant="ghost" onClick={() => setEditingId(payment.id)} aria-label={`Edit payment of ${paymentText(payment)}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(payment)} aria-label={`Delete payment of ${paymentText(payment)}`}>
                    Delete
                  </Button>
                </HStack>
              </Flex>
            ))}
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this payment?"
        confirmLabel="Delete payment"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        focusAfterConfirm={() => document.getElementById(UNDO_BUTTON_ID)}
      >
        {deleting ? `The payment of ${paymentText(deleting)} is deleted and ${debt.name}’s balance goes back up by ${formatMoney(deleting.amount)}. You can undo this for ${UNDO_SECONDS} seconds.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
