import { Subject } from 'rxjs';
import { expect, test } from 'vitest';
import { asBulkWrite, holdDuringBulkWrites } from './bulk-writes';

test('a view is held while a bulk write runs, then gets the latest value once; nothing when nothing changed', async () => {
  const source = new Subject<string>();
  const seen: string[] = [];
  const subscription = source.pipe(holdDuringBulkWrites()).subscribe((value) => seen.push(value));
  source.next('before');

  let release!: () => void;
  const running = asBulkWrite(() => new Promise<void>((resolve) => (release = resolve)));
  source.next('batch 1');
  source.next('batch 2');
  expect(seen).toEqual(['before']);
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
  const source = new Subject<number>();
  const seen: number[] = [];
  source.pipe(holdDuringBulkWrites()).subscribe((value) => seen.push(value));
  await expect(
    asBulkWrite(async () => {
      source.next(1);
      throw new Error('closed');
    }),
  ).rejects.toThrow('closed');
  expect(seen).toEqual([1]);
});
