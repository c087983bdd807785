/**
 * Part of the sync store contract: no user reaches another's documents (docs/sync.md, "Scoping").
 * A document is identified by owner, collection and id: the same id in two accounts is two
 * documents, and nothing a push is answered depends on another account's data.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { doc, newUid, pullEverything, recordChanges, allAnnounced, WITNESS_UID } from './sync-store.contract.fixtures';
import { ForeignDocumentError, type PushRow, type SyncDocument, type SyncStore } from './sync-store';

export function describeScopeContract(store: () => SyncStore): void {
  describe('scope', () => {
    let alice: string;
    let bob: string;
    let secret: SyncDocument;

    beforeEach(async () => {
      [alice, bob] = [newUid('alice'), newUid('bob')];
      secret = doc(alice, 'alice-debt', { name: 'ALICE-SECRET-NAME', balance: 98765 });
      await store().push(alice, 'debts', [{ newDocumentState: secret }]);
    });

    /** Bob's push must fail as foreign, without a word of Alice's data, and change nothing. */
    async function expectRefused(rows: PushRow[]) {
      const before = await pullEverything(store(), alice, 'debts');
      const changes = recordChanges(store());
      const error: unknown = await store().push(bob, 'debts', rows).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(ForeignDocumentError);
      const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack ?? ''}`;
      for (const leak of [alice, 'ALICE-SECRET-NAME', '98765', 'alice-debt']) expect(text).not.toContain(leak);
      expect(await pullEverything(store(), alice, 'debts')).toEqual(before);
      expect((await pullEverything(store(), bob, 'debts')).documents).toEqual([]);
      await allAnnounced(store());
      // Alice's own insert (beforeEach) may still be on its way through LISTEN/NOTIFY: only a change
      // after it, or any change for Bob, would mean the refused push wrote something.
      const written = changes.events.filter((event) => event.uid !== WITNESS_UID && (event.uid === bob || event.seq > before.checkpoint));
      expect(written).toEqual([]);
      changes.stop();
    }

    it("never lets another user pull a user's documents", async () => {
      expect(await store().pull(bob, 'debts', 0, 100)).toEqual({ documents: [], checkpoint: { seq: 0 }, seqs: [] });
      await store().push(bob, 'debts', [{ newDocumentState: doc(bob, 'bob-debt') }]);
      expect((await pullEverything(store(), bob, 'debts')).documents).toEqual([doc(bob, 'bob-debt')]);
      expect((await pullEverything(store(), alice, 'debts')).documents).toEqual([secret]);
    });

    it("takes another user's id as another document: Bob's own, answered as a fresh id, Alice's untouched", async () => {
      const aliceBefore = await pullEverything(store(), alice, 'debts');
      const taken = doc(bob, 'alice-debt', { name: 'bob’s own' });
      expect(await store().push(bob, 'debts', [{ newDocumentState: taken }])).toEqual(await store().push(bob, 'debts', [{ newDocumentState: doc(bob, 'fresh-id') }]));
      // Alice's stored state (re-owned) as the assumed state is just a stale assumption about Bob's own document.
      const renamed = { ...taken, name: 'renamed' };
      expect(await store().push(bob, 'debts', [{ newDocumentState: renamed, assumedMasterState: { ...secret, uid: bob } }])).toEqual({ conflicts: [taken], written: 0 });
      expect(await store().push(bob, 'debts', [{ newDocumentState: renamed, assumedMasterState: taken }])).toEqual({ conflicts: [], written: 1 });
      expect(await pullEverything(store(), alice, 'debts')).toEqual(aliceBefore);
      expect((await pullEverything(store(), bob, 'debts')).documents).toEqual([doc(bob, 'fresh-id'), renamed]);
      // Alice still owns and edits hers.
      expect(await store().push(alice, 'debts', [{ newDocumentState: { ...secret, balance: 1 }, assumedMasterState: secret }])).toEqual({ conflicts: [], written: 1 });
    });

    it("refuses a document or an assumed state carrying another user's uid, even for a new id", async () => {
      await expectRefused([{ newDocumentState: doc(alice, 'planted-by-bob') }]);
      await expectRefused([{ newDocumentState: doc(bob, 'fresh'), assumedMasterState: doc(alice, 'fresh') }]);
      await expectRefused([{ newDocumentState: secret, assumedMasterState: secret }]);
      await expectRefused([{ newDocumentState: { ...secret, uid: bob }, assumedMasterState: secret }]);
    });

    it('refuses ids that are not storable text alike in every store, writing nothing', async () => {
      for (const id of ['nul-\u0000-1', 'a\ud800b', '\udc00']) {
        const error = await store().push(bob, 'debts', [{ newDocumentState: doc(bob, 'fine') }, { newDocumentState: doc(bob, id) }]).catch((failure: unknown) => failure);
        expect(error).toBeInstanceOf(TypeError);
        expect(String(error)).toMatch(/push row 1: the document id contains/);
      }
      expect((await pullEverything(store(), bob, 'debts')).documents).toEqual([]);
    });

    it('writes nothing of a push whose third row is foreign (one transaction per push)', async () => {
      const mine = doc(bob, 'bob-1', { v: 1 });
      await store().push(bob, 'debts', [{ newDocumentState: mine }]);
      const bobBefore = await pullEverything(store(), bob, 'debts');
      const error = await store()
        .push(bob, 'debts', [
          { newDocumentState: { ...mine, v: 2 }, assumedMasterState: mine },
          { newDocumentState: doc(bob, 'bob-2') },
          { newDocumentState: doc(alice, 'planted-by-bob') },
        ])
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(ForeignDocumentError);
      expect(await pullEverything(store(), bob, 'debts')).toEqual(bobBefore);
      expect((await pullEverything(store(), alice, 'debts')).documents).toEqual([secret]);
      // The failed push used no seq: Bob's next write follows directly.
      await store().push(bob, 'debts', [{ newDocumentState: doc(bob, 'bob-3') }]);
      expect((await store().pull(bob, 'debts', bobBefore.checkpoint, 10)).checkpoint.seq).toBe(bobBefore.checkpoint + 1);
    });
  });
}
