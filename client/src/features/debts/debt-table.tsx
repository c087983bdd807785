import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { Debt } from '@schemas/index';
import { formatMoney, formatPercent } from '@/lib/money';
import { utilizationPercent } from '@/lib/planner/debt-status';
import { DebtActions, MoveButtons, type DebtAction } from './debt-actions';
import { DebtColourDot } from './debt-colour-dot';
import { debtTypeLabels } from './debt-labels';
import { HIGH_UTILIZATION, dueText, minimumText, promoText, utilizationText } from './debt-facts';

/**
 * What the table and the cards receive. `onMove` and `onAction` must keep their identity between
 * renders: rows are memoized, so a change to one debt (or one more debt) re-renders only its row.
 */
export interface DebtViewProps {
  /** Debts still owed, in priority order (these can be reordered). */
  open: Debt[];
  /** Debts paid off, listed after. */
  paid: Debt[];
  today: string;
  moving: boolean;
  onMove: (debt: Debt, direction: -1 | 1) => void;
  onAction: (action: DebtAction, debt: Debt) => void;
}

const Details = memo(function Details({ debt, today }: { debt: Debt; today: string }) {
  const utilization = utilizationPercent(debt);
  const used = utilizationText(debt);
  const promo = promoText(debt, today);
  if (!used && !promo) return null;
  return (
    <Text fontSize="xs" color="fg.muted">
      {used ? (
        <Text as="span" color={utilization !== null && utilization >= HIGH_UTILIZATION ? 'fg.warning' : undefined}>
          {used}
        </Text>
      ) : null}
      {used && promo ? ' · ' : null}
      {promo}
    </Text>
  );
});

/** One debt's place in the list: its priority (null once paid off) and whether it is the last that can move. */
export interface DebtRowProps extends Omit<DebtViewProps, 'open' | 'paid'> {
  debt: Debt;
  index: number | null;
  isLast: boolean;
}

const DebtTableRow = memo(function DebtTableRow({ debt, index, isLast, today, moving, onMove, onAction }: DebtRowProps) {
  return (
    <Table.Row data-testid="debt-row" data-debt-id={debt.id}>
      <Table.Cell width="1%" whiteSpace="nowrap">
        {index === null ? (
          <Text color="fg.muted" fontSize="sm" textAlign="center" aria-label="Paid off">
            ✓
          </Text>
        ) : (
          <HStack gap="1">
            <Text fontSize="sm" color="fg.muted" minW="4" textAlign="end" aria-label={`Priority ${index + 1}`}>
              {index + 1}
            </Text>
            <MoveButtons debt={debt} index={index} isLast={isLast} disabled={moving} onMove={onMove} />
          </HStack>
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0.5">
          <HStack gap="2" wrap="wrap">
            <Text as="span" fontWeight="medium">
              <DebtColourDot colorHex={debt.colorHex} />
              <span data-testid="debt-name">{debt.name}</span>
            </Text>
            {debt.isPaid ? <Badge colorPalette="green">Paid off</Badge> : null}
          </HStack>
          <Details debt={debt} today={today} />
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{debtTypeLabels[debt.type]}</Table.Cell>
      <Table.Cell textAlign="end" data-testid="debt-balance" whiteSpace="nowrap">
        {formatMoney(debt.balance)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatPercent(debt.interestRate)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontSize="sm" whiteSpace="nowrap">
        {minimumText(debt)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {dueText(debt) ?? '—'}
      </Table.Cell>
      <Table.Cell width="1%">
        <DebtActions debt={debt} onAction={onAction} wrap={false} />
      </Table.Cell>
    </Table.Row>
  );
});

/** The column headings, memoized: they never change when a debt does. */
const DebtTableHeader = memo(function DebtTableHeader() {
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>Order</Table.ColumnHeader>
        <Table.ColumnHeader>Name</Table.ColumnHeader>
        <Table.ColumnHeader>Type</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">APR</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Minimum</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Due</Table.ColumnHeader>
        <Table.ColumnHeader>
          <span className="visually-hidden">Actions</span>
        </Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
});

/** The debts as a table, for wide screens. */
export function DebtTable({ open, paid, ...rest }: DebtViewProps) {
  return (
    <Box overflowX="auto" position="relative" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Table.Root size="sm" aria-label="Your debts">
        <DebtTableHeader />
        <Table.Body>
          {open.map((debt, index) => (
            <DebtTableRow key={debt.id} debt={debt} index={index} isLast={index === open.length - 1} {...rest} />
          ))}
          {paid.map((debt) => (
            <DebtTableRow key={debt.id} debt={debt} index={null} isLast={false} {...rest} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
