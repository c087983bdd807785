/**
 * The contract every SyncStore implementation passes (docs/sync.md, "The server store"): run by
 * sqlite-sync-store.test.ts and postgres-sync-store.test.ts, each test on fresh, empty storage.
 * Push semantics and scoping live in the .push and .scope parts; the sequence invariant under
 * concurrency in sync-store.sequence.ts.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PULL_BYTES } from '../../../schemas/wire/sync';
import { doc, newUid, pullEverything, recordChanges, allAnnounced, useFreshStore, type OpenStore } from './sync-store.contract.fixtures';
import { describePushContract } from './sync-store.contract.push';
import { describeScopeContract } from './sync-store.contract.scope';

export function describeSyncStoreContract(name: string, open: OpenStore): void {
  describe(`${name} sync store contract`, () => {
    const store = useFreshStore(open);

    it('stores and returns the exact JSON the client sent', async () => {
      const uid = newUid('alice');
      const sent = doc(uid, 'debt-1', {
        name: 'Visa ✓ «crédit» 💳',
        nul: 'a\u0000b',
        balance: 1234.56,
        tiny: 0.1 + 0.2,
        big: 1e21,
        negative: -0.5,
        nothing: null,
        flags: [true, false, null, 3, 'x', { z: 1, a: [] }],
        crdts: { operations: [[{ body: [{ ifMatch: { $set: { name: 'Visa' } } }], creator: 'tok', time: 1 }]], hash: 'h' },
        zLast: 'keys keep the order the client used',
      });
      const result = await store().push(uid, 'debts', [{ newDocumentState: sent }]);
      expect(result).toEqual({ conflicts: [], written: 1 });
      const page = await store().pull(uid, 'debts', 0, 10);
      expect(page.documents).toHaveLength(1);
      expect(JSON.stringify(page.documents[0])).toBe(JSON.stringify(sent));
      expect(page.checkpoint.seq).toBeGreaterThan(0);
    });

    it('answers an empty pull with the given checkpoint', async () => {
      const uid = newUid('alice');
      expect(await store().pull(uid, 'debts', 0, 10)).toEqual({ documents: [], checkpoint: { seq: 0 }, seqs: [] });
      expect(await store().pull(uid, 'debts', 42, 10)).toEqual({ documents: [], checkpoint: { seq: 42 }, seqs: [] });
    });

    it('stops an answer at the byte budget, says so, and goes on from its checkpoint without a gap', async () => {
      const uid = newUid('alice');
      // Four documents of a third of the budget each: the fourth would start past it.
      const third = Math.ceil(MAX_PULL_BYTES / 3);
      const big = Array.from({ length: 4 }, (_, index) => doc(uid, `big${index}`, { notes: String(index).repeat(third) }));
      const huge = doc(uid, 'huge', { notes: 'h'.repeat(MAX_PULL_BYTES + 1) });
      const small = doc(uid, 'small', { n: 1 });
      await store().push(uid, 'debts', [...big, huge, small].map((newDocumentState) => ({ newDocumentState })));

      const first = await store().pull(uid, 'debts', 0, 100);
      expect(first.documents.map((d) => d.id)).toEqual(['big0', 'big1', 'big2']);
      expect(first.more).toBe(true);
      const second = await store().pull(uid, 'debts', first.checkpoint.seq, 100);
      expect(second.documents.map((d) => d.id)).toEqual(['big3', 'huge']);
      expect(second.more).toBe(true);
      // A document over the whole budget still travels, alone (one push: consecutive numbers).
      const alone = await store().pull(uid, 'debts', first.checkpoint.seq + 1, 100);
      expect(alone.documents.map((d) => d.id)).toEqual(['huge']);
      expect(alone.more).toBe(true);
      const last = await store().pull(uid, 'debts', second.checkpoint.seq, 100);
      expect(last).toEqual({ documents: [small], checkpoint: { seq: last.checkpoint.seq }, seqs: [last.checkpoint.seq] });
      // Cut by the limit, not the budget: no `more` (a full page already says "ask again").
      expect((await store().pull(uid, 'debts', 0, 1)).more).toBeUndefined();
      expect((await pullEverything(store(), uid, 'debts', 0, 100)).documents.map((d) => d.id)).toEqual(['big0', 'big1', 'big2', 'big3', 'huge', 'small']);
    });

    it('pages by checkpoint, from zero and from every intermediate checkpoint, with any limit', async () => {
      const uid = newUid('alice');
      const docs = Array.from({ length: 10 }, (_, index) => doc(uid, `d${index}`, { n: index }));
      for (const one of docs.slice(0, 7)) await store().push(uid, 'debts', [{ newDocumentState: one }]);
      await store().push(uid, 'debts', docs.slice(7).map((newDocumentState) => ({ newDocumentState })));

      const oneByOne = await pullEverything(store(), uid, 'debts', 0, 1);
      expect(oneByOne.documents).toEqual(docs);
      for (const limit of [2, 3, 4, 10, 11, 100]) {
        expect((await pullEverything(store(), uid, 'debts', 0, limit)).documents).toEqual(docs);
      }
      for (const [index, checkpoint] of oneByOne.checkpoints.entries()) {
        for (const limit of [1, 3, 100]) {
          expect((await pullEverything(store(), uid, 'debts', checkpoint, limit)).documents).toEqual(docs.slice(index + 1));
        }
      }
    });

    it('gives each document its seq, and each is a checkpoint that goes on with exactly the documents after it', async () => {
      const uid = newUid('alice');
      const docs = Array.from({ length: 6 }, (_, index) => doc(uid, `d${index}`, { n: index }));
      await store().push(uid, 'debts', docs.slice(0, 3).map((newDocumentState) => ({ newDocumentState })));
      await store().push(uid, 'payments', [{ newDocumentState: doc(uid, 'other') }]);
      for (const one of docs.slice(3)) await store().push(uid, 'debts', [{ newDocumentState: one }]);

      const page = await store().pull(uid, 'debts', 0, 100);
      expect(page.seqs).toHaveLength(docs.length);
      expect(page.seqs!.at(-1)).toBe(page.checkpoint.seq);
      // A page stored in slices (the client's catch-up): each slice ends at its last document's seq.
      for (const [index, seq] of page.seqs!.entries()) {
        expect((await pullEverything(store(), uid, 'debts', seq, 2)).documents).toEqual(docs.slice(index + 1));
      }
    });

    it('moves an updated document behind the checkpoint, once, with its new state', async () => {
      const uid = newUid('alice');
      const [a, b] = [doc(uid, 'a', { v: 1 }), doc(uid, 'b', { v: 1 })];
      await store().push(uid, 'debts', [{ newDocumentState: a }, { newDocumentState: b }]);
      const { checkpoint } = await store().pull(uid, 'debts', 0, 10);
      const a2 = { ...a, v: 2 };
      expect(await store().push(uid, 'debts', [{ newDocumentState: a2, assumedMasterState: a }])).toEqual({ conflicts: [], written: 1 });
      expect((await store().pull(uid, 'debts', checkpoint.seq, 10)).documents).toEqual([a2]);
      expect((await pullEverything(store(), uid, 'debts')).documents).toEqual([b, a2]);
    });

    it('keeps collections as separate namespaces', async () => {
      const [alice, bob] = [newUid('alice'), newUid('bob')];
      await store().push(alice, 'debts', [{ newDocumentState: doc(alice, 'same-id', { kind: 'debt' }) }]);
      const payment = doc(alice, 'same-id', { kind: 'payment' });
      expect(await store().push(alice, 'payments', [{ newDocumentState: payment }])).toEqual({ conflicts: [], written: 1 });
      expect((await pullEverything(store(), alice, 'payments')).documents).toEqual([payment]);
      expect((await pullEverything(store(), alice, 'debts')).documents).toEqual([doc(alice, 'same-id', { kind: 'debt' })]);
      // An id taken in one collection is free in another, for another user too.
      expect(await store().push(bob, 'goals', [{ newDocumentState: doc(bob, 'same-id') }])).toEqual({ conflicts: [], written: 1 });
    });

    it('fires onChange after the commit with uid, collection and seq; not after a no-op', async () => {
      const uid = newUid('alice');
      const changes = recordChanges(store());
      const visibleAtEvent: unknown[] = [];
      const stopPeek = store().onChange((event) => {
        void store().pull(event.uid, event.collection, 0, 10).then((page) => visibleAtEvent.push(...page.documents));
      });
      const sent = doc(uid, 'd1');
      await store().push(uid, 'debts', [{ newDocumentState: sent }]);
      const event = await changes.next((e) => e.uid === uid);
      const { checkpoint } = await store().pull(uid, 'debts', 0, 10);
      // The documents ride along only when the store has them at hand (SQLite): then they are
      // exactly what a pull from previousSeq answers.
      const { documents, previousSeq, ...notice } = event;
      expect(notice).toEqual({ uid, collection: 'debts', seq: checkpoint.seq });
      if (documents !== undefined) expect({ documents, previousSeq }).toEqual({ documents: [sent], previousSeq: 0 });
      await expect.poll(() => visibleAtEvent).toEqual([sent]);
      stopPeek();

      await store().push(uid, 'debts', [{ newDocumentState: sent }]);
      changes.stop();
      await store().push(uid, 'debts', [{ newDocumentState: doc(uid, 'd2') }]);
      await allAnnounced(store());
      expect(changes.events).toEqual([event]);
    });

    it('an event with documents continues exactly where a pull of the collection stood before the push', async () => {
      const uid = newUid('carol');
      await store().push(uid, 'debts', [{ newDocumentState: doc(uid, 'd1') }]);
      const before = await store().pull(uid, 'debts', 0, 10);
      // Another collection moves the user's sequence on; this collection still stands where it was.
      await store().push(uid, 'goals', [{ newDocumentState: doc(uid, 'g1') }]);
      const changes = recordChanges(store());
      const edited = { ...doc(uid, 'd1'), name: 'Edited' };
      await store().push(uid, 'debts', [{ newDocumentState: edited, assumedMasterState: doc(uid, 'd1') }, { newDocumentState: doc(uid, 'd3') }]);
      const event = await changes.next((e) => e.uid === uid && e.collection === 'debts');
      changes.stop();
      if (event.documents === undefined) return; // a store that sends notices only
      expect(event.previousSeq).toBe(before.checkpoint.seq);
      const answer = await store().pull(uid, 'debts', event.previousSeq!, 10);
      expect(event.documents).toEqual(answer.documents);
      expect(event.seq).toBe(answer.checkpoint.seq);
    });

    describePushContract(store);
    describeScopeContract(store);
  });
}
