import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../../schemas/index';
import { MAX_PULL_LIMIT } from '../../../schemas/wire/sync';
import { debtDocument } from '../../test/sync-fixtures';
import { openSqliteSyncStore } from '../storage/sqlite-sync-store';
import type { SyncDocument, SyncStore } from '../storage/sync-store';
import { ERASE_CREATOR, erasedTombstone, isErased } from './erased-tombstone';
import { eraseDeletedDocuments, keepErased } from './erasure';

mkdirSync('.tmp', { recursive: true });
const dir = mkdtempSync(join('.tmp', 'erasure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const AT = new Date('2026-02-01T12:00:00.000Z');
const none = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, 0]));
let store: SyncStore;
let files = 0;
beforeEach(() => {
  store = openSqliteSyncStore(join(dir, `sync-${(files += 1)}.sqlite`));
});
afterEach(async () => store.close());

const debt = (uid: string, overrides: Record<string, unknown> = {}) => debtDocument(uid, overrides) as SyncDocument;
const all = async (uid: string) => (await store.pull(uid, 'debts', 0, MAX_PULL_LIMIT)).documents;

describe('eraseDeletedDocuments', () => {
  it('erases the user’s deleted documents only, leaves live ones and other users’ alone, and is idempotent', async () => {
    const live = debt('alice', { name: 'Everyday card' });
    const secret = debt('alice', { name: 'Secret card', _deleted: true });
    const bobs = debt('bob', { name: 'Bob card', _deleted: true });
    await store.push('alice', 'debts', [{ newDocumentState: live }, { newDocumentState: secret }]);
    await store.push('bob', 'debts', [{ newDocumentState: bobs }]);

    expect(await eraseDeletedDocuments(store, 'alice', AT)).toEqual({ ...none, debts: 1 });
    const documents = await all('alice');
    expect(documents.find((doc) => doc.id === live.id)).toEqual(live);
    expect(documents.find((doc) => doc.id === secret.id)).toEqual(erasedTombstone('debts', secret, AT));
    expect(await all('bob')).toEqual([bobs]);
    expect(await eraseDeletedDocuments(store, 'alice', AT)).toEqual(none);
  });

  it('pages through more deleted documents than one pull returns', async () => {
    const deleted = Array.from({ length: MAX_PULL_LIMIT + 3 }, (_, k) => ({ newDocumentState: debt('alice', { name: `Card ${k}`, _deleted: true }) }));
    for (let start = 0; start < deleted.length; start += 200) await store.push('alice', 'debts', deleted.slice(start, start + 200));
    expect((await eraseDeletedDocuments(store, 'alice', AT)).debts).toBe(MAX_PULL_LIMIT + 3);
    expect((await all('alice')).every(isErased)).toBe(true);
  });
});

describe('keepErased', () => {
  /** A deleted document whose log holds the erase operation beside a device's: a merge that brings contents back. */
  const bringingBack = (erased: SyncDocument): SyncDocument => {
    const operations = (erased.crdts as { operations: unknown[][] }).operations;
    const device = { creator: 'phone', time: 5, body: [{ ifMatch: { $set: { name: 'Secret card, renamed' } } }] };
    return { ...erased, name: 'Secret card, renamed', crdts: { operations: [[device], ...operations], hash: 'h' } };
  };

  it('erases again a pushed merge that brings contents back to an erased document', async () => {
    const erased = erasedTombstone('debts', debt('alice', { _deleted: true }), AT);
    await store.push('alice', 'debts', [{ newDocumentState: erased }]);
    const rows = [{ newDocumentState: bringingBack(erased), assumedMasterState: erased }];
    const { conflicts } = await store.push('alice', 'debts', rows);

    expect(await keepErased(store, 'alice', 'debts', rows, conflicts, AT)).toBe(1);
    const [stored] = await all('alice');
    expect(isErased(stored!)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('renamed');
    expect((stored!.crdts as { operations: { creator: string }[][] }).operations.flat().map((op) => op.creator)).toEqual([ERASE_CREATOR]);
  });

  it('leaves rows that conflicted, live documents and plain deletions as they were pushed', async () => {
    const erased = erasedTombstone('debts', debt('alice', { _deleted: true }), AT);
    const merge = bringingBack(erased);
    const live = debt('alice');
    const deleted = debt('alice', { _deleted: true });
    const rows = [{ newDocumentState: merge }, { newDocumentState: live }, { newDocumentState: deleted }];
    await store.push('alice', 'debts', rows);

    expect(await keepErased(store, 'alice', 'debts', rows, [merge], AT)).toBe(0);
    expect(await all('alice')).toEqual([merge, live, deleted]);
  });
});
