import { Stack } from '@chakra-ui/react';
import type { OverPayment } from '@/data/payments/over-payment';
import { formatMoney } from '@/lib/money';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';

interface OverPaymentChoiceProps {
  overPayment: OverPayment;
  busy: boolean;
  /** Record what the debt owes instead of the amount typed. */
  onPayBalance: () => void;
  /** Record the amount typed; what it pays beyond the balance stays on the debt as a credit. */
  onKeepCredit: () => void;
  /** Back to the form, nothing saved. */
  onChangeAmount: () => void;
}

/**
 * Shown instead of saving when a payment is larger than what its debt owes: money that is not owed
 * is not paid unless the person says so. Nothing has been written while it shows.
 */
export function OverPaymentChoice({ overPayment, busy, onPayBalance, onKeepCredit, onChangeAmount }: OverPaymentChoiceProps) {
  const { owed, amount, credit } = overPayment;
  return (
    <Alert.Root status="warning" data-testid="over-payment-choice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {formatMoney(amount)} is more than this debt owes{owed > 0 ? ` (${formatMoney(owed)})` : ' (nothing)'}
        </Alert.Title>
        <Alert.Description>
          Nothing is saved until you choose.
          <Stack gap="2" mt="3" align="start">
            {owed > 0 ? (
              <Button size="sm" colorPalette="accent" onClick={onPayBalance} disabled={busy}>
                Pay the balance ({formatMoney(owed)})
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={onKeepCredit} disabled={busy}>
              Record {formatMoney(amount)} and keep {formatMoney(credit)} as a credit on this debt
            </Button>
            <Button size="sm" variant="ghost" onClick={onChangeAmount} disabled={busy}>
              Change the amount
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
