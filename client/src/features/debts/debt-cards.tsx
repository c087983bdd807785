import { Badge, Box, Card, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatMoney, formatPercent } from '@/lib/money';
import { utilizationPercent } from '@/lib/planner/debt-status';
import { DebtActions, MoveButtons } from './debt-actions';
import { DebtColourDot } from './debt-colour-dot';
import { debtTypeLabels } from './debt-labels';
import { HIGH_UTILIZATION, dueText, minimumText, promoText, utilizationText } from './debt-facts';
import type { DebtRowProps, DebtViewProps } from './debt-table';

const DebtCard = memo(function DebtCard({ debt, index, isLast, today, moving, onMove, onAction }: DebtRowProps) {
  const utilization = utilizationPercent(debt);
  const promo = promoText(debt, today);
  const due = dueText(debt);
  return (
    <Card.Root as="li" size="sm" bg="bg.panel" data-testid="debt-row" data-debt-id={debt.id} listStyleType="none">
      <Card.Body gap="2">
        <Flex justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {index !== null ? (
                <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" aria-label={`Priority ${index + 1}`} me="1.5">
                  {index + 1}.
                </Text>
              ) : null}
              <DebtColourDot colorHex={debt.colorHex} />
              <span data-testid="debt-name">{debt.name}</span>
              {debt.isPaid ? (
                <Badge colorPalette="green" ms="2" verticalAlign="middle">
                  Paid off
                </Badge>
              ) : null}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {debtTypeLabels[debt.type]}
              {due ? ` · due ${due}` : ''}
            </Text>
          </Stack>
          {index !== null ? <MoveButtons debt={debt} index={index} isLast={isLast} disabled={moving} onMove={onMove} /> : null}
        </Flex>
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Text fontSize="xl" fontWeight="semibold" data-testid="debt-balance">
            {formatMoney(debt.balance)}
          </Text>
          <Text color="fg.muted">{formatPercent(debt.interestRate)} APR</Text>
        </Flex>
        <Text fontSize="sm">Minimum {minimumText(debt)}</Text>
        {utilization !== null ? (
          <Box>
            <Progress.Root
              size="xs"
              value={Math.min(utilization, 100)}
              colorPalette={utilization >= HIGH_UTILIZATION ? 'orange' : 'teal'}
              aria-label={`Credit used: ${Math.round(utilization)}%`}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="xs" color={utilization >= HIGH_UTILIZATION ? 'fg.warning' : 'fg.muted'} mt="1">
              {utilizationText(debt)}
            </Text>
          </Box>
        ) : null}
        {promo ? (
          <Text fontSize="xs" color="fg.muted">
            {promo}
          </Text>
        ) : null}
        <DebtActions debt={debt} onAction={onAction} />
      </Card.Body>
    </Card.Root>
  );
});

/** The debts as cards, for phones. */
export function DebtCards({ open, paid, ...rest }: DebtViewProps) {
  return (
    <Stack as="ul" gap="3" aria-label="Your debts" p="0" m="0">
      {open.map((debt, index) => (
        <DebtCard key={debt.id} debt={debt} index={index} isLast={index === open.length - 1} {...rest} />
      ))}
      {paid.map((debt) => (
        <DebtCard key={debt.id} debt={debt} index={null} isLast={false} {...rest} />
      ))}
    </Stack>
  );
}
