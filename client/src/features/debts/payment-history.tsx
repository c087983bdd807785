import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isCharge, type Debt, type Payment } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { deletePayment } from '@/data/payments/delete-payment';
import { restorePayment } from '@/data/payments/restore-payment';
import { useCharges, usePayments } from '@/data/payments/use-payments';
import { dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { closureNote, creditNote } from '@/planning/debt-closure';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { Button } from '@/lib/ui/button';
import { PaymentForm } from './payment-form';
import { UNDO_SECONDS, UndoNotice, type UndoOffer } from './undo-notice';

const UNDO_BUTTON_ID = 'undo-payment-deletion';
/** The id of a row's first button (a payment's Edit, a charge's Delete): focus goes there after an undo. */
const rowButtonId = (paymentId: string) => `edit-payment-${paymentId}`;

/** A payment as the list and its messages name it: "$100.00 on 5 January 2026". */
const paymentText = (payment: Payment) => `${formatMoney(payment.amount)} on ${dayLabel(payment.date)}`;

/** What a row is: "payment of $100.00 on …" or "interest and fees charge of $23.41 on …". */
const entryText = (entry: Payment) => `${isCharge(entry) ? 'interest and fees charge' : 'payment'} of ${paymentText(entry)}`;

/** A charge's split as the person stated it: "interest $20.00 · fees $3.41" (only interest: nothing to add). */
function chargeSplit(charge: Payment): string | null {
  return charge.fees ? `interest ${formatMoney(charge.interest ?? charge.amount - charge.fees)} · fees ${formatMoney(charge.fees)}` : null;
}

/** One entry of the history list: a payment, or (muted) interest and fees charged. */
function HistoryRow({ testId, muted = false, children }: { testId: string; muted?: boolean; children: ReactNode }) {
  return (
    <Flex
      as="li"
      data-testid={testId}
      listStyleType="none"
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      px="3"
      py="2"
      bg={muted ? 'bg.muted' : undefined}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
    >
      {children}
    </Flex>
  );
}

/**
 * A debt's payments, newest first, each editable and deletable (the balance follows), with how the
 * debt closed (its closing payment marked) and any credit it carries. Interest and fees charged
 * (recorded from statements) are listed among them as rows of their own, "Interest and fees
 * charged": deletable (with an undo), not editable, and not counted in the payments' total.
 */
export function PaymentHistory({ ctx, debt, today }: { ctx: DataContext; debt: Debt; today: string }) {
  const debtId = debt.id;
  const { data: payments } = usePayments(ctx.uid, debtId);
  const { data: charges } = useCharges(ctx.uid, debtId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const [undoOffer, setUndoOffer] = useState<UndoOffer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The restored payment whose Edit button gets the focus once it is listed (a ref: nothing re-renders for it).
  const focusAfterRestore = useRef<string | null>(null);
  const sorted = [...payments, ...charges].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));

  // After an undo, the keyboard goes to the restored row (a payment's Edit button, a charge's Delete) once it is listed.
  useEffect(() => {
    const edit = focusAfterRestore.current ? document.getElementById(rowButtonId(focusAfterRestore.current)) : null;
    if (!edit) return;
    edit.focus();
    focusAfterRestore.current = null;
  }, [payments, charges]);

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
    if (!result.success) return setProblem(`Could not delete the ${entryText(payment)}: ${result.error}`);
    const what = entryText(payment);
    setUndoOffer({
      message: `${what[0]!.toUpperCase()}${what.slice(1)} deleted.`,
      undo: async () => {
        const restored = await restorePayment(ctx, result.data.removed);
        if (!restored.success) return `Could not bring the ${isCharge(payment) ? 'charge' : 'payment'} back: ${restored.error}`;
        // Listed already, or when the live query brings it (the effect above).
        const edit = document.getElementById(rowButtonId(restored.data.id));
        if (edit) edit.focus();
        else focusAfterRestore.current = restored.data.id;
        return null;
      },
    });
  }

  const facts = [closureNote(debt), creditNote(debt)].filter((fact): fact is string => fact !== null);
  const total = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
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
            {payments.length} {payments.length === 1 ? 'payment' : 'payments'} · {formatMoney(total)} in all
            {charges.length > 0 ? ` · ${formatMoney(charged)} of interest and fees charged` : ''}
          </Text>
          <Stack as="ul" gap="0" aria-label="Payment history" p="0" m="0" borderWidth="1px" borderRadius="md">
            {sorted.map((payment) => isCharge(payment) ? (
              <HistoryRow key={payment.id} testId="charge-row" muted>
                <Box minW="0">
                  <Text fontWeight="medium">
                    Interest and fees charged{' '}
                    <Text as="span" fontWeight="normal">
                      +{formatMoney(payment.amount)}
                    </Text>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {dayLabel(payment.date)}, from a statement
                    {chargeSplit(payment) ? ` · ${chargeSplit(payment)}` : ''}
                    {payment.notes ? ` · ${payment.notes}` : ''}
                  </Text>
                </Box>
                <Button id={rowButtonId(payment.id)} size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(payment)} aria-label={`Delete interest and fees charge of ${paymentText(payment)}`}>
                  Delete
                </Button>
              </HistoryRow>
            ) : (
              <HistoryRow key={payment.id} testId="payment-row">
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
                  <Button id={rowButtonId(payment.id)} size="xs" variant="ghost" onClick={() => setEditingId(payment.id)} aria-label={`Edit payment of ${paymentText(payment)}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(payment)} aria-label={`Delete payment of ${paymentText(payment)}`}>
                    Delete
                  </Button>
                </HStack>
              </HistoryRow>
            ))}
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting && isCharge(deleting) ? 'Delete this charge?' : 'Delete this payment?'}
        confirmLabel={deleting && isCharge(deleting) ? 'Delete charge' : 'Delete payment'}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        focusAfterConfirm={() => document.getElementById(UNDO_BUTTON_ID)}
      >
        {deleting
          ? `The ${entryText(deleting)} is deleted and ${debt.name}’s balance goes ${isCharge(deleting) ? 'down' : 'back up'} by ${formatMoney(deleting.amount)}. You can undo this for ${UNDO_SECONDS} seconds.`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
