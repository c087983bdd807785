import fc from 'fast-check';
import { expect, test } from 'vitest';
import { prioritiesForMove } from './update-debt-priorities';

const debts = (priorities: (number | undefined)[]) => priorities.map((priority, index) => ({ id: `d${index + 1}`, priority }));

/** The order after applying the written priorities, as byPriority reads it. */
function orderAfter(order: { id: string; priority?: number | undefined }[], written: { id: string; priority: number }[]) {
  const next = new Map(order.map((debt) => [debt.id, debt.priority]));
  for (const { id, priority } of written) next.set(id, priority);
  return [...next.entries()].sort((a, b) => (a[1] ?? Infinity) - (b[1] ?? Infinity)).map(([id]) => id);
}

test('a move into a gap writes only the moved debt, in the middle of the gap', () => {
  const order = debts([1000, 2000, 3000, 4000]);
  expect(prioritiesForMove(order, 'd4', 0)).toEqual([{ id: 'd4', priority: 499 }]);
  expect(prioritiesForMove(order, 'd1', 2)).toEqual([{ id: 'd1', priority: 3500 }]);
  expect(prioritiesForMove(order, 'd1', 3)).toEqual([{ id: 'd1', priority: 4000 + Math.floor((1_000_001 - 4000) / 2) }]);
});

test('priorities 1, 2, 3 as earlier versions wrote them: the last to the top is one write, then the fewest debts are spread out', () => {
  const order = debts(Array.from({ length: 100 }, (_, index) => index + 1));
  expect(prioritiesForMove(order, 'd100', 0)).toEqual([{ id: 'd100', priority: 0 }]);
  // One step down in the dense middle: the debts from there to the end are spread over the room after them.
  const written = prioritiesForMove(order, 'd50', 50);
  expect(orderAfter(order, written).slice(48, 52)).toEqual(['d49', 'd51', 'd50', 'd52']);
  expect(written.length).toBeLessThanOrEqual(51);
  expect(written.every(({ priority }) => Number.isInteger(priority) && priority >= 0 && priority <= 1_000_000)).toBe(true);
});

test('debts without a priority or merged onto one are numbered afresh, in the new order', () => {
  const order = debts([5, 5, undefined]);
  const written = prioritiesForMove(order, 'd3', 0);
  expect(orderAfter(order, written)).toEqual(['d3', 'd1', 'd2']);
});

test('property: any move gives the intended order, with whole priorities in range, and repeated moves stay cheap', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 60 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 80 }), (count, moves) => {
      let order = debts(Array.from({ length: count }, (_, index) => index + 1)) as { id: string; priority: number | undefined }[];
      let writes = 0;
      for (const [fromSeed, toSeed] of moves) {
        const ids = orderAfter(order, []);
        const id = ids[fromSeed % count]!;
        const to = toSeed % count;
        const written = prioritiesForMove(ids.map((debtId) => order.find((debt) => debt.id === debtId)!), id, to);
        const expected = ids.filter((debtId) => debtId !== id);
        expected.splice(to, 0, id);
        const next = new Map(order.map((debt) => [debt.id, debt.priority]));
        for (const entry of written) {
          expect(Number.isInteger(entry.priority) && entry.priority >= 0 && entry.priority <= 1_000_000).toBe(true);
          next.set(entry.id, entry.priority);
        }
        order = [...next.entries()].map(([debtId, priority]) => ({ id: debtId, priority }));
        expect(orderAfter(order, [])).toEqual(expected);
        writes += written.length;
      }
      // Amortized: far fewer writes than renumbering the whole order at every move.
      expect(writes).toBeLessThanOrEqual(2 * count + 4 * moves.length);
    }),
  );
});
