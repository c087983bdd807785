/**
 * Charts draw one at a time, each in a task of its own. A recharts chart's first drawing is its
 * heaviest moment (its store's selectors, the tick measuring, a synchronous re-render after its
 * layout effects), and charts that get their size in the same moment would draw together: on the
 * Strategy screen three of them made one task of well over 100 ms. A chart asks for a turn once
 * its box has a size; the next turn starts in a new task after the chart before has drawn.
 */
const waiting: Array<() => void> = [];
let turnTaken = false;

function nextTurn(): void {
  const draw = waiting.shift();
  turnTaken = draw !== undefined;
  draw?.();
}

/** Asks for a turn: `draw` is called when it comes. Answers a cancel for a chart that leaves before its turn. */
export function takeChartTurn(draw: () => void): () => void {
  waiting.push(draw);
  if (!turnTaken) nextTurn();
  return () => {
    const index = waiting.indexOf(draw);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** The chart whose turn it was has drawn (or left): the next one draws in a task of its own. */
export function endChartTurn(): void {
  setTimeout(nextTurn, 0);
}
