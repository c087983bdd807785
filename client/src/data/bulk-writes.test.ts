import { BehaviorSubject } from 'rxjs';
import { expect, test } from 'vitest';
import { asBulkWrite, beginBulkWrite, catchUp, holdDuringBulkWrites } from './bulk-writes';

test('a view lets go of its source while a bulk write runs, then gets the latest value once; nothing when nothing changed', async () => {
  // Like an RxDB query's `$`: the current result to every new subscriber, then each change.
  const source = new BehaviorSubject('before');
  const seen: string[] = [];
  const subscription = source.pipe(holdDuringBulkWrites()).subscribe((value) => seen.push(value));

  let release!: () => void;
  const running = asBulkWrite(() => new Promise<void>((resolve) => (release = resolve)));
  source.next('batch 1');
  source.next('batch 2');
  expect(seen).toEqual(['before']);
  expect(source.observed).toBe(false);
  release();
  await running;
  expect(seen).toEqual(['before', 'batch 2']);

  await asBulkWrite(async () => undefined);
  expect(seen).toEqual(['before', 'batch 2']);
  source.next('after');
  expect(seen).toEqual(['before', 'batch 2', 'after']);
  subscription.unsubscribe();
});

test('a failed bulk write releases the views too', async () => {
  const source = new BehaviorSubject(0);
  const seen: number[] = [];
  source.pipe(holdDuringBulkWrites()).subscribe((value) => seen.push(value));
  await expect(
    asBulkWrite(async () => {
      source.next(1);
      throw new Error('closed');
    }),
  ).rejects.toThrow('closed');
  expect(seen).toEqual([0, 1]);
  expect(source.observed).toBe(true);
});

test('a view that has shown nothing yet shows what is there, then waits for the end (a new device catching up)', () => {
  const source = new BehaviorSubject('stored so far');
  const seen: string[] = [];
  const end = beginBulkWrite();
  const subscription = source.pipe(holdDuringBulkWrites()).subscribe((value) => seen.push(value));
  expect(seen).toEqual(['stored so far']);
  source.next('slice 2');
  expect(source.observed).toBe(false);
  end();
  end();
  expect(seen).toEqual(['stored so far', 'slice 2']);
  source.next('after');
  expect(seen).toEqual(['stored so far', 'slice 2', 'after']);
  subscription.unsubscribe();
});

test('a catch-up is told apart from an import: underWay from its start to its end, with one notice each way', () => {
  const changes: boolean[] = [];
  const unsubscribe = catchUp.subscribe(() => changes.push(catchUp.underWay()));
  changes.length = 0;
  const endImport = beginBulkWrite('import');
  expect(catchUp.underWay()).toBe(false);
  const endCatchUp = beginBulkWrite('catch-up');
  const endSecond = beginBulkWrite('catch-up');
  expect(catchUp.underWay()).toBe(true);
  endImport();
  endCatchUp();
  endCatchUp();
  expect(catchUp.underWay()).toBe(true);
  endSecond();
  expect(catchUp.underWay()).toBe(false);
  expect(changes).toEqual([true, false]);
  unsubscribe();
});
