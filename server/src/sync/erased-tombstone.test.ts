import { hashCRDTOperations, mergeCRDTFields, rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { defaultHashSha256 } from 'rxdb/plugins/utils';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, collectionSchemas } from '../../../schemas/index';
import { debtDocument } from '../../test/sync-fixtures';
import type { SyncDocument } from '../storage/sync-store';
import { buildDocumentValidators } from './document-validators';
import { ERASE_CREATOR, bringsBackErasedContents, erasedTombstone, isErased } from './erased-tombstone';

describe('erased tombstones', () => {
  const at = new Date('2026-02-01T12:00:00.000Z');
  const validators = buildDocumentValidators();

  it.each(COLLECTION_NAMES)('%s: the erased tombstone is valid against the schema and is its own log replayed', async (collection) => {
    const tombstone = erasedTombstone(collection, { id: 'doc-1', uid: 'user-1', _deleted: true, name: 'private' }, at);
    expect(validators[collection].check(tombstone)).toBeNull();
    expect(isErased(tombstone)).toBe(true);
    // What RxDB's dev-mode checks on every write: the document equals the replay of its log, and the hash is RxDB's.
    const schema = collectionSchemas[collection] as never;
    expect(rebuildFromCRDT(schema, tombstone, tombstone.crdts as never)).toEqual(tombstone);
    expect(await hashCRDTOperations(defaultHashSha256, tombstone.crdts as never)).toBe((tombstone.crdts as { hash: string }).hash);
  });

  it('bringsBackErasedContents: a deleted log with the erase operation beside others, nothing else', () => {
    const tombstone = erasedTombstone('debts', { id: 'doc-1', uid: 'user-1', _deleted: true, name: 'private' }, at);
    const operations = (tombstone.crdts as { operations: unknown[][] }).operations;
    const device = { creator: 'phone', time: 1, body: [{ ifMatch: { $set: { name: 'private' } } }] };
    const merged = { ...tombstone, crdts: { operations: [[device], ...operations], hash: 'h' } };
    expect(bringsBackErasedContents(merged)).toBe(true);
    expect(bringsBackErasedContents(tombstone)).toBe(false);
    expect(bringsBackErasedContents({ ...merged, _deleted: false })).toBe(false);
    expect(bringsBackErasedContents({ ...merged, crdts: { operations: [[device]], hash: 'h' } })).toBe(false);
    expect(bringsBackErasedContents({ id: 'doc-2', uid: 'user-1', _deleted: true })).toBe(false);
  });

  it('merged with the log of a device that edited the debt while offline, the debt stays deleted', async () => {
    const schema = collectionSchemas.debts as never;
    const original = debtDocument('user-1', { name: 'Secret card' });
    const { crdts: _crdts, _deleted: _d, ...fields } = original;
    const op = (creator: string, time: number, body: object) => ({ creator, time, body: [body] });
    const shared = [[op('device-a', 1, { ifMatch: { $set: fields } })], [op('device-b', 2, { ifMatch: { $set: { name: 'Renamed' } } })]];
    // Device A deleted it (row 2); device C, offline, edited and paid it in the same row and the next.
    const deletedOnA = { operations: [...shared, [op('device-a', 3, { ifMatch: { $set: { _deleted: true } } })]], hash: '' };
    const editedOnC = {
      operations: [...shared, [op('device-c', 4, { ifMatch: { $set: { name: 'Still here?' } } })], [op('device-c', 5, { ifMatch: { $inc: { balance: -100 } } })]],
      hash: '',
    };
    const erased = erasedTombstone('debts', { ...original, _deleted: true } as SyncDocument, at).crdts as never;

    for (const [a, b] of [
      [editedOnC, erased],
      [erased, editedOnC],
      [await mergeCRDTFields(defaultHashSha256, deletedOnA as never, editedOnC as never), erased],
    ]) {
      const merged = await mergeCRDTFields(defaultHashSha256, a as never, b as never);
      expect(merged.operations.flat().some((operation) => operation.creator === ERASE_CREATOR)).toBe(true);
      expect(rebuildFromCRDT(schema, original, merged)).toMatchObject({ _deleted: true });
    }
  });
});
