import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Debt } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { reopenDebt } from '@/data/debts/reopen-debt';
import { usePayments } from '@/data/payments/use-payments';
import { dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { closureNote } from '@/planning/debt-closure';
import { FormActions } from '@/lib/ui/form-actions';

/**
 * Reopening a closed debt: it is owed again. When the closing recorded a payment (paid in full, or
 * a settlement), the person chooses whether that payment goes too, which puts its amount back.
 */
export function ReopenDebtForm({ ctx, debt, onDone, onCancel }: { ctx: DataContext; debt: Debt; onDone?: () => void; onCancel?: () => void }) {
  const { data: payments } = usePayments(ctx.uid, debt.id);
  const closing = payments.find((payment) => payment.id === debt.closingPaymentId) ?? null;
  const [removeClosing, setRemoveClosing] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const owedAfter = Math.max(debt.balance + (closing && removeClosing ? closing.amount : 0), 0);
  const note = closureNote(debt);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await reopenDebt(ctx, debt.id, { removeClosingPayment: closing !== null && removeClosing });
    setBusy(false);
    if (!result.success) return setProblem(result.error);
    onDone?.();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reopen this debt">
      <Stack gap="4">
        {note ? <Text color="fg.muted">{note}.</Text> : null}
        {closing ? (
          <Checkbox.Root checked={removeClosing} onCheckedChange={(details) => setRemoveClosing(details.checked === true)} alignItems="flex-start">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              Remove the closing payment of {formatMoney(closing.amount)} recorded on {dayLabel(closing.date)}
            </Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <Text data-testid="reopen-outcome">
          {owedAfter > 0
            ? `${debt.name} will owe ${formatMoney(owedAfter)} again.`
            : `${debt.name} will be open again, but its payments cover it: it owes nothing and stays paid off.`}
        </Text>
        <FormActions submitLabel="Reopen debt" busy={busy} problem={problem} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
