import { expect, test } from 'vitest';
import { collectionSchemas } from '../../../../schemas/index';
import { MAX_EVENT_DOCUMENTS_BYTES, changeEventData } from './change-event-data';

const doc = { id: 'd1', uid: 'u1', name: 'Card', _deleted: false };

test('a change with its documents carries them, their schema version and where the collection stood before', () => {
  const data = JSON.parse(changeEventData({ uid: 'u1', collection: 'debts', seq: 7, previousSeq: 4, documents: [doc] }));
  expect(data).toEqual({ collection: 'debts', seq: 7, previousSeq: 4, schemaVersion: collectionSchemas.debts.version, documents: [doc] });
  expect(data).not.toHaveProperty('uid');
});

test('a change from another server (no documents) names the collection only', () => {
  expect(JSON.parse(changeEventData({ uid: 'u1', collection: 'payments', seq: 3 }))).toEqual({ collection: 'payments', seq: 3 });
});

test('documents without the previous sequence number are left for the pull', () => {
  expect(JSON.parse(changeEventData({ uid: 'u1', collection: 'debts', seq: 3, documents: [doc] }))).toEqual({ collection: 'debts', seq: 3 });
});

test('documents over the size limit are left for the pull', () => {
  const big = Array.from({ length: 40 }, (_, k) => ({ ...doc, id: `d${k}`, notes: 'x'.repeat(8_000) }));
  expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(MAX_EVENT_DOCUMENTS_BYTES);
  expect(JSON.parse(changeEventData({ uid: 'u1', collection: 'debts', seq: 9, previousSeq: 1, documents: big }))).toEqual({ collection: 'debts', seq: 9 });
});

test('an unknown collection never carries documents', () => {
  expect(JSON.parse(changeEventData({ uid: 'u1', collection: 'nope', seq: 1, previousSeq: 0, documents: [doc] }))).toEqual({ collection: 'nope', seq: 1 });
});
