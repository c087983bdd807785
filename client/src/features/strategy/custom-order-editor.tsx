import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import type { Debt } from '@schemas/index';
import { formatMoney, formatPercent } from '@/lib/money';
import { IconButton } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { PositionField, positionFieldId } from '@/lib/ui/position-field';
import { DragHandle, SortableList, useSortableItem } from '@/lib/ui/sortable-list';

interface CustomOrderEditorProps {
  /** The debts owed, in the custom order. */
  debts: Debt[];
  onChange: (order: string[]) => void;
}

interface OrderEntryProps {
  debt: Debt;
  index: number;
  count: number;
  onMove: (index: number, to: number, focus: -1 | 1 | 0) => void;
  onTyped: (debt: Debt, position: number) => void;
}

/** One debt of the order: its grip, its position (typed to move it far), its details and one step up or down. */
function OrderEntry({ debt, index, count, onMove, onTyped }: OrderEntryProps) {
  const { setNodeRef, style, handle, draggingClass } = useSortableItem(debt.id, true);
  return (
    <Flex as="li" ref={setNodeRef} style={style} className={draggingClass} listStyleType="none" align="center" justify="space-between" gap="2" borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg.panel">
      <HStack gap="2" minW="0">
        {handle ? <DragHandle name={debt.name} handle={handle} /> : null}
        <PositionField itemId={debt.id} name={debt.name} orderName="the custom order" position={index + 1} count={count} onMoveTo={(to) => onTyped(debt, to)} />
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {debt.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatMoney(debt.balance)} at {formatPercent(debt.interestRate)}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="1">
        <IconButton id={`order-up-${debt.id}`} size="xs" variant="outline" aria-label={`Move ${debt.name} earlier`} disabled={index === 0} onClick={() => onMove(index, index - 1, -1)}>
          <ArrowUpIcon />
        </IconButton>
        <IconButton id={`order-down-${debt.id}`} size="xs" variant="outline" aria-label={`Move ${debt.name} later`} disabled={index === count - 1} onClick={() => onMove(index, index + 1, 1)}>
          <ArrowDownIcon />
        </IconButton>
      </HStack>
    </Flex>
  );
}

/**
 * The Custom strategy's order: extra money goes to the first debt until it is paid off, then the
 * next. A debt moves by its grip (pointer, touch or keyboard), by typing its position, or a step
 * at a time; each move is one change of the order.
 */
export function CustomOrderEditor({ debts, onChange }: CustomOrderEditorProps) {
  const [focus, setFocus] = useState<{ id: string; direction: -1 | 1 | 0 } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const items = useMemo(() => debts.map((debt, index) => ({ id: debt.id, name: debt.name, position: index + 1 })), [debts]);

  useEffect(() => {
    if (!focus) return;
    if (focus.direction === 0) return void document.getElementById(positionFieldId(focus.id))?.focus();
    const same = document.getElementById(`order-${focus.direction < 0 ? 'up' : 'down'}-${focus.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`order-${focus.direction < 0 ? 'down' : 'up'}-${focus.id}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [focus, debts]);

  function move(index: number, to: number, direction: -1 | 1 | 0) {
    const ids = debts.map((debt) => debt.id);
    const [id] = ids.splice(index, 1);
    if (!id || to < 0 || to >= debts.length || to === index) return;
    ids.splice(to, 0, id);
    setProblem(null);
    onChange(ids);
    setFocus({ id, direction });
    setAnnouncement(`${debts[index]?.name ?? 'Debt'} moved to position ${to + 1} of ${ids.length}.`);
  }

  function moveTyped(debt: Debt, position: number) {
    if (!Number.isInteger(position) || position < 1 || position > debts.length) {
      return setProblem(`Type a position from 1 to ${debts.length} to move ${debt.name}.`);
    }
    move(debts.indexOf(debt), position - 1, 0);
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Your custom order
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Extra money goes to the first debt until it is paid off, then to the next. Drag a debt by its grip, or type its new position and press Enter.
        </Text>
      </Card.Header>
      <Card.Body>
        <SortableList rows={items} layout="rows" onDrop={(id, position) => move(debts.findIndex((debt) => debt.id === id), position - 1, 0)}>
          <Stack as="ol" gap="2" aria-label="Custom payoff order" p="0" m="0">
            {debts.map((debt, index) => (
              <OrderEntry key={debt.id} debt={debt} index={index} count={debts.length} onMove={move} onTyped={moveTyped} />
            ))}
          </Stack>
        </SortableList>
        {problem ? (
          <Text color="fg.error" role="alert" mt="2">
            {problem}
          </Text>
        ) : null}
        <div aria-live="polite" className="visually-hidden">
          {announcement}
        </div>
      </Card.Body>
    </Card.Root>
  );
}
