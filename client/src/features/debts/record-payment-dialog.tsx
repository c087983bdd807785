import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Debt } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { balanceText } from '@/planning/debt-closure';
import { FormDialog } from './form-dialog';
import { PaymentForm } from './payment-form';

interface RecordPaymentDialogProps {
  ctx: DataContext;
  debts: Debt[];
  /** The debt chosen first (the Dashboard's due list links to one); else the first. */
  debtId?: string;
  today: string;
  open: boolean;
  onClose: () => void;
}

/** "Record a payment" from the dashboard: the debt chosen (or pick it), then the payment. */
export function RecordPaymentDialog({ ctx, debts, debtId: firstDebtId, today, open, onClose }: RecordPaymentDialogProps) {
  const [debtId, setDebtId] = useState(firstDebtId ?? debts[0]?.id ?? '');
  const chosen = debts.find((debt) => debt.id === debtId) ?? debts[0];
  return (
    <FormDialog title="Record a payment" open={open} onClose={onClose}>
      {chosen ? (
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Debt</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="debt" value={chosen.id} onChange={(event) => setDebtId(event.target.value)}>
                {debts.map((debt) => (
                  <option key={debt.id} value={debt.id}>
                    {debt.name} ({balanceText(debt)})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <PaymentForm key={chosen.id} ctx={ctx} debtId={chosen.id} today={today} onDone={onClose} onCancel={onClose} />
        </Stack>
      ) : (
        <Text color="fg.muted">Add a debt first; then you can record payments towards it.</Text>
      )}
    </FormDialog>
  );
}
