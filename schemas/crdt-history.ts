/**
 * Bounded history (docs/sync.md, "Bounded history"): a document's CRDT log (RxDB's CRDT plugin,
 * `crdts.operations`: row i holds the operations made at position i, at most one per creator)
 * can have its first rows replaced by ONE row holding ONE operation, the fold, which sets the
 * state those rows replay to. Its creator names what it covers:
 *
 *     'paydown-history|' + JSON({ rows: k, through: { <creator>: <highest row of theirs inside> } })
 *
 * Logical row r >= k (the row's place in the log as if never folded) sits at physical index
 * r - k + 1. Rows and `through` are always logical.
 *
 * Framework-free and pure, shared by the client's merge and the server's fold: replaying a log and
 * hashing it are injected (both pass RxDB's own `rebuildFromCRDT` and `hashCRDTOperations`), so the
 * same log and k give the same document, byte for byte, anywhere.
 */

export interface CrdtOperation {
  body: readonly Record<string, unknown>[];
  creator: string;
  time: number;
}

export interface CrdtLog {
  operations: CrdtOperation[][];
  hash: string;
}

/** What a fold covers: logical rows 0..rows-1, and for each creator its highest row among them. */
export interface Fold {
  rows: number;
  through: Readonly<Record<string, number>>;
}

export interface FoldTools {
  /** The document the plugin rebuilds from these rows (rebuildFromCRDT). */
  replay(operations: CrdtOperation[][]): Record<string, unknown>;
  /** The plugin's hash of a log (hashCRDTOperations with the database's hash function). */
  hash(operations: CrdtOperation[][]): Promise<string>;
}

export const HISTORY_CREATOR_PREFIX = 'paydown-history|';

/** Fields of a replayed document that are bookkeeping, not state: never part of a fold's `$set`. */
const NOT_STATE = new Set(['crdts', '_meta', '_rev', '_attachments']);

const NO_FOLD: Fold = { rows: 0, through: {} };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fold a fold operation describes, or why it is malformed (a sentence). */
function parseFoldOperation(operation: CrdtOperation): Fold | string {
  let fold: unknown;
  try {
    fold = JSON.parse(operation.creator.slice(HISTORY_CREATOR_PREFIX.length));
  } catch {
    return 'its creator is not a fold description (not JSON)';
  }
  if (!isRecord(fold)) return 'its creator is not a fold description (not an object)';
  const { rows, through } = fold;
  // foldHistory never folds fewer than 2 rows of an unfolded log.
  if (!Number.isSafeInteger(rows) || (rows as number) < 2) return '`rows` must be an integer of at least 2';
  if (!isRecord(through)) return '`through` must be an object';
  for (const [creator, row] of Object.entries(through)) {
    if (!Number.isSafeInteger(row) || (row as number) < 0 || (row as number) >= (rows as number)) {
      return `\`through\` of ${JSON.stringify(creator)} must be an integer from 0 to ${(rows as number) - 1}`;
    }
  }
  const body = operation.body as unknown;
  if (!Array.isArray(body) || body.length !== 1 || !isRecord(body[0]) || !isRecord(body[0].ifMatch) || !isRecord(body[0].ifMatch.$set)) {
    return 'its body must be one `$set` of the folded state';
  }
  return { rows: rows as number, through: through as Record<string, number> };
}

/**
 * Why the fold rows of a log are malformed, or undefined when they are well formed or there are
 * none. A fold is the only operation of the log's first row, with a creator describing what it
 * covers and a body setting the state. The server refuses a push whose document fails this
 * (server/src/sync/check-pushed-rows.ts): everything that reads a fold can then trust it.
 */
export function foldProblem(operations: readonly (readonly CrdtOperation[])[]): string | undefined {
  for (const [index, row] of operations.entries()) {
    const folds = row.filter((operation) => operation.creator.startsWith(HISTORY_CREATOR_PREFIX));
    if (folds.length === 0) continue;
    if (index !== 0) return `log row ${index}: a history fold may only be the log's first row`;
    if (row.length !== 1) return `log row 0: a history fold must be the only operation of its row (it has ${row.length})`;
    const fold = parseFoldOperation(folds[0]!);
    if (typeof fold === 'string') return `log row 0: the history fold is malformed: ${fold}`;
  }
  return undefined;
}

/**
 * The fold at the head of a log, or rows 0 when the log was never folded. A malformed fold row
 * (which the server refuses, so only a damaged copy can hold one) reads as not a fold: the log is
 * then an ordinary one whose first operation is that row, merged by position like any other,
 * rather than a reason to throw in the middle of a merge or a push.
 */
export function readFold(operations: readonly (readonly CrdtOperation[])[]): Fold {
  const head = operations[0];
  if (head?.length !== 1 || !head[0]!.creator.startsWith(HISTORY_CREATOR_PREFIX)) return NO_FOLD;
  const fold = parseFoldOperation(head[0]!);
  return typeof fold === 'string' ? NO_FOLD : fold;
}

/** How many rows the log would have if it had never been folded. */
export function logicalLength(operations: readonly (readonly CrdtOperation[])[]): number {
  const { rows } = readFold(operations);
  return rows === 0 ? operations.length : rows + operations.length - 1;
}

/** The logical row of physical index `index` in a log folded at `rows` (0: not folded). */
const logicalRow = (rows: number, index: number) => (rows === 0 ? index : index + rows - 1);

function sortedKeys<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The log with logical rows 0..k-1 folded into one row. A folded log folds further by taking its
 * fold together with the next rows (the `through` maps merge by max). Returns the log unchanged
 * when k does not go beyond its present fold, or is less than 2 rows of an unfolded log (nothing
 * to gain). k beyond the log's end is clamped to its end.
 */
export async function foldHistory(log: CrdtLog, k: number, tools: FoldTools): Promise<CrdtLog> {
  const previous = readFold(log.operations);
  const target = Math.min(k, logicalLength(log.operations));
  if (target <= Math.max(previous.rows, 1)) return log;
  // Physical rows folded: the previous fold (if any) and the rows up to logical target-1.
  const physical = previous.rows === 0 ? target : target - previous.rows + 1;
  const folded = log.operations.slice(0, physical);
  const through: Record<string, number> = { ...previous.through };
  let time = 1;
  folded.forEach((row, index) => {
    for (const operation of row) {
      time = Math.max(time, operation.time);
      if (index === 0 && previous.rows > 0) continue; // the previous fold: its `through` is already in
      const r = logicalRow(previous.rows, index);
      through[operation.creator] = Math.max(through[operation.creator] ?? -1, r);
    }
  });
  const state = Object.fromEntries(Object.entries(tools.replay(folded)).filter(([key]) => !NOT_STATE.has(key)));
  const fold: Fold = { rows: target, through: sortedKeys(through) };
  const operations = [[{ body: [{ ifMatch: { $set: state } }], creator: HISTORY_CREATOR_PREFIX + JSON.stringify(fold), time }], ...log.operations.slice(physical)];
  return { operations, hash: await tools.hash(operations) };
}

export interface AlignedLog {
  /** The log in the frame of the more folded one: its fold row first, then logical rows >= its k. */
  operations: CrdtOperation[][];
  /**
   * Operations the fold does not contain, made at rows inside it (row r > through[creator]): edits
   * that never reached the server before it folded. With them, every later operation of the same
   * creator, so that one device's edits keep their order. In their original order, one entry per
   * original row; the merge appends them at the end of the merged log, applied as of their arrival.
   */
  late: CrdtOperation[][];
}

/**
 * Brings a log folded at fewer rows (or not at all) into the frame of `foldRow`, the fold row of a
 * more folded copy of the same document. The server's folds form a chain (each contains every
 * earlier one), so the less folded log's own fold is inside `foldRow`'s; what remains is to sort
 * each of its operations in the folded rows into covered (dropped: already in the fold's state) or
 * late. Because a device only ever appends to its own log and a push sends the whole log, the
 * operations of one creator the server knew when it folded are exactly its rows up to through[c]:
 * that is why `through` alone decides.
 *
 * A creator with a late operation is the device that made it (everything else reached the server
 * and is in the fold), and none of its operations above through[c] reached the server either: a
 * push carries the whole log, so the server would then have held the late one too. Moving all of
 * them to the end, in order, loses nothing and keeps that device's later edits after its earlier ones.
 */
export function alignToFold(operations: readonly (readonly CrdtOperation[])[], foldRow: readonly CrdtOperation[]): AlignedLog {
  const target = readFold([foldRow]);
  const own = readFold(operations);
  // Server folds form a chain, so the other copy's fold is never behind this one's.
  if (own.rows >= target.rows) throw new Error(`a log folded at ${own.rows} rows cannot be aligned to a fold of ${target.rows}`);
  const covered = (r: number, creator: string) => r <= (target.through[creator] ?? -1);
  const rows = operations.map((row, index) => ({ r: logicalRow(own.rows, index), row, isOwnFold: index === 0 && own.rows > 0 }));
  const lateCreators = new Set<string>();
  for (const { r, row, isOwnFold } of rows) {
    if (isOwnFold || r >= target.rows) continue;
    for (const operation of row) if (!covered(r, operation.creator)) lateCreators.add(operation.creator);
  }
  const late: CrdtOperation[][] = [];
  const rest: CrdtOperation[][] = [];
  for (const { r, row, isOwnFold } of rows) {
    if (isOwnFold) continue; // its own fold: contained in the target's
    const moved = row.filter((operation) => lateCreators.has(operation.creator) && !covered(r, operation.creator));
    if (moved.length > 0) late.push(moved);
    if (r >= target.rows) rest.push(row.filter((operation) => !moved.includes(operation)));
  }
  return { operations: [[...foldRow], ...rest], late };
}

export interface SeparatedForks {
  /** The first log without its forked operations. */
  a: CrdtOperation[][];
  /** The second log without its forked operations. */
  b: CrdtOperation[][];
  /** The forked operations, one row each, in the order the merge appends them. */
  forked: CrdtOperation[][];
  /** Which side each forked operation came from, in the order of `forked`. */
  fromA: boolean[];
}

const sameOperation = (x: CrdtOperation, y: CrdtOperation) => x.time === y.time && JSON.stringify(x.body) === JSON.stringify(y.body);
const laterOperation = (x: CrdtOperation, y: CrdtOperation) => x.time > y.time || (x.time === y.time && JSON.stringify(x.body) > JSON.stringify(y.body));

/**
 * Two copies of a log (in the same frame: folded alike, or aligned) where one creator holds
 * DIFFERENT operations at the same row. RxDB's CRDT plugin merges row by row and keeps one
 * operation per creator and row, so it would keep one of the two and drop the other, and when it
 * keeps the local one the merge equals the local copy: nothing is written, nothing pushed, and the
 * device and the server stay different for good.
 *
 * How it happens: a device's copy went back to an older state of the server's (RxDB applies a pull
 * answer read before one of the device's own pushes was acknowledged after it; the next pull puts
 * the newer state back), and the device wrote the document in between: its new operation takes
 * the row of one it had already pushed. Both are that device's edits, in the order it made them;
 * so for each such creator, from the first row where the copies differ, the operations of the copy
 * whose operation there is the later one are taken out and appended at the end of the merged log,
 * in their order, applied as of their arrival: nothing is lost and both orders of the arguments
 * give the same log. Operations the other copy also holds are not appended twice.
 */
export function separateForkedRows(a: readonly (readonly CrdtOperation[])[], b: readonly (readonly CrdtOperation[])[]): SeparatedForks {
  const opOf = (row: readonly CrdtOperation[] | undefined, creator: string) => row?.find((operation) => operation.creator === creator);
  const moves: Array<{ fromA: boolean; creator: string; from: number }> = [];
  const creators = new Set(a.flatMap((row) => row.map((operation) => operation.creator)));
  for (const creator of creators) {
    for (let index = 0; index < Math.min(a.length, b.length); index++) {
      const [x, y] = [opOf(a[index], creator), opOf(b[index], creator)];
      if (!x || !y || sameOperation(x, y)) continue;
      moves.push({ fromA: laterOperation(x, y), creator, from: index });
      break;
    }
  }
  const keptA = a.map((row) => [...row]);
  const keptB = b.map((row) => [...row]);
  const taken: Array<{ operation: CrdtOperation; fromA: boolean }> = [];
  for (const { fromA, creator, from } of moves) {
    const [side, other] = fromA ? [keptA, b] : [keptB, a];
    for (let index = from; index < side.length; index++) {
      const operation = opOf(side[index], creator);
      if (!operation) continue;
      side[index] = side[index]!.filter((kept) => kept !== operation);
      if (!other.some((row) => row.some((held) => held.creator === creator && sameOperation(held, operation)))) taken.push({ operation, fromA });
    }
  }
  taken.sort((x, y) => x.operation.time - y.operation.time || (x.operation.creator < y.operation.creator ? -1 : x.operation.creator > y.operation.creator ? 1 : 0));
  return { a: keptA, b: keptB, forked: taken.map(({ operation }) => [{ ...operation }]), fromA: taken.map(({ fromA }) => fromA) };
}
