import { Box, Flex, HStack, SimpleGrid, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import type { StrategyType } from '@schemas/index';
import { formatMoney } from '@/lib/money';
import { STRATEGY_LABELS, type StrategySummary } from '@/payoff/index';
import { comparisonCells } from './comparison-format';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { cx } from '@/lib/ui/static-styles';
import { strategy } from './strategy.styles';
import { Table } from '@/lib/ui/table';

/** The strategy that pays the least interest (ties: the first listed), or null when none pays everything off. */
export function leastInterest(comparison: readonly StrategySummary[]): StrategyType | null {
  let best: StrategySummary | null = null;
  for (const summary of comparison) {
    if (summary.totalInterest === null) continue;
    if (best === null || Math.round(summary.totalInterest * 100) < Math.round((best.totalInterest ?? 0) * 100)) best = summary;
  }
  return best?.type ?? null;
}

interface ComparisonTableProps {
  comparison: readonly StrategySummary[];
  startMonth: string;
  selected: StrategyType;
  recommended: StrategyType | null;
  onSelect: (type: StrategyType) => void;
}

function Footnote({ fees }: { fees: number }) {
  return (
    <Text fontSize="xs" color="fg.muted" mt="2">
      Total interest excludes fees{fees > 0 ? `; every strategy also pays ${formatMoney(fees)} in transfer fees` : ''}. “Never” means the budget
      cannot outrun the interest on some debt.
    </Text>
  );
}

/** The same comparison as a list of cards, for phones, where seven columns do not fit. */
function ComparisonList({ comparison, startMonth, selected, recommended, onSelect }: ComparisonTableProps) {
  const cheapest = leastInterest(comparison);
  return (
    <Box>
      <Stack as="ul" gap="2" aria-label="Strategy comparison" p="0" m="0">
        {comparison.map((summary) => {
          const cells = comparisonCells(summary, startMonth);
          const isSelected = summary.type === selected;
          const fact = (label: string, value: string, testId?: string) => (
            <Box>
              <Text fontSize="xs" color="fg.muted">
                {label}
              </Text>
              <Text fontWeight="medium" data-testid={testId} color={value === 'Never' ? 'fg.error' : undefined}>
                {value}
              </Text>
            </Box>
          );
          return (
            <Card.Root
              as="li"
              key={summary.type}
              size="sm"
              className={cx(strategy.comparisonRow, isSelected && strategy.comparisonChosen)}
              data-testid={`comparison-row-${summary.type}`}
            >
              <Card.Body className={strategy.comparisonBody}>
                <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{STRATEGY_LABELS[summary.type]}</Text>
                    {isSelected ? <Badge colorPalette="accent">Your choice</Badge> : null}
                    {summary.type === recommended ? <Badge colorPalette="purple">Recommended</Badge> : null}
                    {summary.type === cheapest ? <Badge colorPalette="green">Least interest</Badge> : null}
                  </HStack>
                  {isSelected ? null : (
                    <Button size="xs" variant="outline" colorPalette="accent" onClick={() => onSelect(summary.type)} aria-label={`Use ${STRATEGY_LABELS[summary.type]}`}>
                      Use
                    </Button>
                  )}
                </Flex>
                <SimpleGrid columns={2} gap="2">
                  {fact('Debt-free', cells.debtFree, 'comparison-debt-free')}
                  {fact('Months', cells.months)}
                  {fact('Total interest', cells.totalInterest, 'comparison-interest')}
                  {fact('Saved vs minimums', cells.interestSaved)}
                </SimpleGrid>
                <Text fontSize="xs" color="fg.muted">
                  First debt cleared: {cells.firstCleared}
                </Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
      <Footnote fees={comparison[0]?.totalFees ?? 0} />
    </Box>
  );
}

/** All seven strategies side by side on the same debts, budget and extras: a table, or cards on phones. */
export function ComparisonTable(props: ComparisonTableProps) {
  const layout = useBreakpointValue({ base: 'list', md: 'table' }, { ssr: false }) ?? 'table';
  const { comparison, startMonth, selected, recommended, onSelect } = props;
  if (layout === 'list') return <ComparisonList {...props} />;
  const cheapest = leastInterest(comparison);
  return (
    <Box>
      <Box overflowX="auto" position="relative" borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root aria-label="Strategy comparison" className={strategy.nowrap}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Strategy</Table.ColumnHeader>
              <Table.ColumnHeader>Debt-free</Table.ColumnHeader>
              <Table.ColumnHeader align="end">Months</Table.ColumnHeader>
              <Table.ColumnHeader align="end">Total interest</Table.ColumnHeader>
              <Table.ColumnHeader align="end">Saved vs minimums</Table.ColumnHeader>
              <Table.ColumnHeader>First debt cleared</Table.ColumnHeader>
              <Table.ColumnHeader>
                <span className="visually-hidden">Choose</span>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {comparison.map((summary) => {
              const cells = comparisonCells(summary, startMonth);
              const isSelected = summary.type === selected;
              return (
                <Table.Row key={summary.type} data-testid={`comparison-row-${summary.type}`} className={isSelected ? strategy.comparisonChosen : undefined}>
                  <Table.Cell className={isSelected ? strategy.strong : undefined}>
                    <HStack gap="2">
                      <span>{STRATEGY_LABELS[summary.type]}</span>
                      {isSelected ? <Badge colorPalette="accent">Your choice</Badge> : null}
                      {summary.type === recommended ? <Badge colorPalette="purple">Recommended</Badge> : null}
                      {summary.type === cheapest ? <Badge colorPalette="green">Least interest</Badge> : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell className={summary.status === 'never' ? strategy.never : undefined} data-testid="comparison-debt-free">
                    {cells.debtFree}
                  </Table.Cell>
                  <Table.Cell align="end">{cells.months}</Table.Cell>
                  <Table.Cell align="end" data-testid="comparison-interest">
                    {cells.totalInterest}
                  </Table.Cell>
                  <Table.Cell align="end">{cells.interestSaved}</Table.Cell>
                  <Table.Cell>{cells.firstCleared}</Table.Cell>
                  <Table.Cell align="end">
                    {isSelected ? null : (
                      <Button size="xs" variant="ghost" colorPalette="accent" onClick={() => onSelect(summary.type)} aria-label={`Use ${STRATEGY_LABELS[summary.type]}`}>
                        Use
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Footnote fees={comparison[0]?.totalFees ?? 0} />
    </Box>
  );
}
