import { Subject } from 'rxjs';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { collectionPullStream, type ChangeNotice, type PullStreamTask } from './pull-stream';

type Doc = { id: string };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const notices = new Subject<ChangeNotice<Doc>>();
  const stream = collectionPullStream<Doc>(notices);
  const seen: PullStreamTask<Doc>[] = [];
  const subscription = stream.stream$.subscribe((task) => seen.push(task));
  /** What the pull handler does: reports its start, then its answer's checkpoint. */
  const pull = (seq: number) => {
    stream.pullStarted();
    stream.pulled({ seq }, true);
  };
  /** The next task: documents and a RESYNC sent in one task are split across tasks. */
  const nextTask = () => vi.advanceTimersByTime(0);
  return { notices, stream, seen, pull, subscription, nextTask };
}

const notice = (id: string, previousSeq: number, seq: number): ChangeNotice<Doc> => ({ documents: [{ id }], previousSeq, seq });

test('before any pull has answered, documents are not applied: the notice is a pull', () => {
  const { notices, seen } = setup();
  notices.next(notice('a', 0, 3));
  expect(seen).toEqual(['RESYNC']);
});

test('documents that continue where the device stands go in at once, with their own checkpoint', () => {
  const { notices, seen, pull, nextTask } = setup();
  pull(4);
  notices.next(notice('a', 4, 6));
  nextTask();
  notices.next(notice('b', 6, 9)); // continues from the notice applied
  expect(seen).toEqual([
    { documents: [{ id: 'a' }], checkpoint: { seq: 6 } },
    { documents: [{ id: 'b' }], checkpoint: { seq: 9 } },
  ]);
});

test('a gap, a late or a repeated notice is a pull', () => {
  const { notices, seen, pull, nextTask } = setup();
  pull(4);
  notices.next(notice('gap', 5, 7)); // something between 4 and 5 was not seen
  pull(7);
  notices.next(notice('late', 4, 6)); // a pull already brought it
  pull(7);
  notices.next(notice('new', 7, 8));
  notices.next(notice('new', 7, 8)); // the same notice again
  nextTask();
  expect(seen).toEqual(['RESYNC', 'RESYNC', { documents: [{ id: 'new' }], checkpoint: { seq: 8 } }, 'RESYNC']);
});

test('no documents while a pull runs or is asked for: they could land after its newer states', () => {
  const { notices, seen, stream, pull, nextTask } = setup();
  pull(4);
  stream.pullStarted(); // running
  notices.next(notice('a', 4, 5));
  stream.pulled({ seq: 5 }, true);
  nextTask();
  notices.next('RESYNC'); // asked for, not started yet
  notices.next(notice('b', 5, 6));
  expect(seen).toEqual(['RESYNC', 'RESYNC', 'RESYNC']);
  pull(6); // the pull brought both
  notices.next(notice('c', 6, 7));
  expect(seen.at(-1)).toEqual({ documents: [{ id: 'c' }], checkpoint: { seq: 7 } });
});

test('a failed pull keeps documents out until a pull answers', () => {
  const { notices, seen, stream, pull } = setup();
  pull(4);
  stream.pullStarted(); // …and its answer never comes (RxDB retries later)
  notices.next(notice('a', 4, 5));
  expect(seen).toEqual(['RESYNC']);
});

test('a RESYNC right after documents waits for the next task, so it cannot overtake them', () => {
  const { notices, seen, pull, nextTask } = setup();
  pull(1);
  notices.next(notice('a', 1, 2));
  notices.next('RESYNC');
  expect(seen).toEqual([{ documents: [{ id: 'a' }], checkpoint: { seq: 2 } }]);
  nextTask();
  expect(seen).toEqual([{ documents: [{ id: 'a' }], checkpoint: { seq: 2 } }, 'RESYNC']);
});

test('a RESYNC that no pull followed is sent again until one does', () => {
  const { notices, seen, pull } = setup();
  pull(1);
  notices.next('RESYNC');
  expect(seen).toEqual(['RESYNC']);
  vi.advanceTimersByTime(3_000); // dropped by RxDB: no pull started
  expect(seen).toEqual(['RESYNC', 'RESYNC']);
  pull(2); // this one was heard
  vi.advanceTimersByTime(10_000);
  expect(seen).toEqual(['RESYNC', 'RESYNC']);
});

test('an empty document list is a pull, and unsubscribing stops every timer', () => {
  const { notices, seen, pull, subscription } = setup();
  pull(1);
  notices.next({ documents: [], previousSeq: 1, seq: 2 });
  expect(seen).toEqual(['RESYNC']);
  subscription.unsubscribe();
  vi.advanceTimersByTime(60_000);
  expect(seen).toEqual(['RESYNC']);
  expect(vi.getTimerCount()).toBe(0);
});

test('after its own push, the device pulls instead of applying documents until a pull that followed the push caught up', () => {
  const { notices, seen, stream, pull, nextTask } = setup();
  pull(4);
  stream.pushStarted();
  stream.pushEnded();
  // Its own push made 5; a later one of its own (6) may hold a newer state of the same document.
  notices.next(notice('mine', 4, 5));
  expect(seen).toEqual(['RESYNC']);

  stream.pushStarted();
  pull(6); // started while a push ran: its answer may be older than that push
  stream.pushEnded();
  notices.next(notice('a', 6, 7));
  stream.pullStarted();
  stream.pulled({ seq: 7 }, false); // a full batch: more was left to pull
  notices.next(notice('b', 7, 8));
  expect(seen).toEqual(['RESYNC', 'RESYNC', 'RESYNC']);

  pull(8); // started after every push ended, and brought all there was
  nextTask();
  notices.next(notice('c', 8, 9));
  expect(seen.at(-1)).toEqual({ documents: [{ id: 'c' }], checkpoint: { seq: 9 } });
});
