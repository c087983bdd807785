import { HStack, Text } from '@chakra-ui/react';
import type { Debt } from '@schemas/index';
import { formatMoney } from '@/lib/money';
import { Badge } from '@/lib/ui/badge';
import { DebtIconFor } from '@/lib/ui/debt-icon';
import type { Palette } from '@/lib/ui/kit.styles';
import type { PaymentOccurrence } from '@/planning/payment-occurrences';

const STATUS: Record<PaymentOccurrence['status'], { label: string; palette: Palette } | null> = {
  paid: { label: 'Paid', palette: 'green' },
  missed: { label: 'Missed', palette: 'red' },
  untracked: null,
  due: { label: 'Due today', palette: 'orange' },
  upcoming: null,
};

/** One payment due: the debt, what the plan pays, the minimum when it is less, and paid or missed. */
export function OccurrenceLine({ occurrence, debts }: { occurrence: PaymentOccurrence; debts: readonly Debt[] }) {
  const status = STATUS[occurrence.status];
  return (
    <HStack gap="1.5" wrap="wrap" align="baseline" data-testid="calendar-payment" data-status={occurrence.status} fontSize="sm">
      <Text as="span" fontWeight="medium">
        <DebtIconFor id={occurrence.debtId} debts={debts} />
        {occurrence.debtName}
      </Text>
      <Text as="span">{formatMoney(occurrence.planned)}</Text>
      {occurrence.minimum < occurrence.planned ? (
        <Text as="span" color="fg.muted" fontSize="xs">
          (min {formatMoney(occurrence.minimum)})
        </Text>
      ) : null}
      {status ? (
        <Badge colorPalette={status.palette} size="sm">
          {status.label}
        </Badge>
      ) : null}
    </HStack>
  );
}
