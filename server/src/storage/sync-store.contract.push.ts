/** Part of the sync store contract: push semantics (conflicts, idempotence, tombstones). */
import { describe, expect, it } from 'vitest';
import { doc, newUid, pullEverything, recordChanges, allAnnounced, WITNESS_UID } from './sync-store.contract.fixtures';
import type { SyncStore } from './sync-store';

export function describePushContract(store: () => SyncStore): void {
  describe('push', () => {
    it('answers a row without assumed state for a stored document with the stored state, and writes nothing', async () => {
      const uid = newUid('alice');
      const stored = doc(uid, 'd1', { v: 1 });
      await store().push(uid, 'debts', [{ newDocumentState: stored }]);
      const before = await store().pull(uid, 'debts', 0, 10);
      expect(await store().push(uid, 'debts', [{ newDocumentState: doc(uid, 'd1', { v: 2 }) }])).toEqual({ conflicts: [stored], written: 0 });
      expect(await store().pull(uid, 'debts', 0, 10)).toEqual(before);
    });

    it('returns conflicts for the conflicting rows only, with their stored states, and writes the others', async () => {
      const uid = newUid('alice');
      const [a, b, c] = ['a', 'b', 'c'].map((id) => doc(uid, id, { v: 1 })) as [ReturnType<typeof doc>, ReturnType<typeof doc>, ReturnType<typeof doc>];
      await store().push(uid, 'debts', [{ newDocumentState: a }, { newDocumentState: b }, { newDocumentState: c }]);
      const c2 = { ...c, v: 2 };
      await store().push(uid, 'debts', [{ newDocumentState: c2, assumedMasterState: c }]);

      const result = await store().push(uid, 'debts', [
        { newDocumentState: doc(uid, 'new', { v: 1 }) },
        { newDocumentState: { ...b, v: 2 }, assumedMasterState: b },
        { newDocumentState: { ...c, v: 3 }, assumedMasterState: c }, // stale: c is at v2
      ]);
      expect(result).toEqual({ conflicts: [c2], written: 2 });
      const all = (await pullEverything(store(), uid, 'debts')).documents;
      expect(all).toEqual([a, c2, doc(uid, 'new', { v: 1 }), { ...b, v: 2 }]);
    });

    it('compares the assumed state by value, not by key order or serialisation', async () => {
      const uid = newUid('alice');
      const stored = { id: 'd1', uid, _deleted: false, nested: { x: 1, y: [1, { p: 'q', r: null }] }, amount: 10 };
      await store().push(uid, 'debts', [{ newDocumentState: stored }]);
      const reordered = { amount: 10.0, nested: { y: [1, { r: null, p: 'q' }], x: 1 }, _deleted: false, uid, id: 'd1' };
      const next = { ...stored, amount: 11 };
      expect(await store().push(uid, 'debts', [{ newDocumentState: next, assumedMasterState: reordered }])).toEqual({ conflicts: [], written: 1 });
      // An array in another order is another value.
      const shuffled = { ...next, nested: { x: 1, y: [{ p: 'q', r: null }, 1] } };
      expect((await store().push(uid, 'debts', [{ newDocumentState: stored, assumedMasterState: shuffled }])).conflicts).toEqual([next]);
    });

    it('treats a re-sent push as a no-op success: no conflict, no new seq, no event', async () => {
      const uid = newUid('alice');
      const v1 = doc(uid, 'd1', { v: 1 });
      const v2 = { ...v1, v: 2 };
      await store().push(uid, 'debts', [{ newDocumentState: v1 }]);
      const rows = [{ newDocumentState: v2, assumedMasterState: v1 }];
      expect(await store().push(uid, 'debts', rows)).toEqual({ conflicts: [], written: 1 });
      const { checkpoint } = await store().pull(uid, 'debts', 0, 10);
      const changes = recordChanges(store());
      // The response of the first attempt was lost; the client sends the same rows again.
      expect(await store().push(uid, 'debts', rows)).toEqual({ conflicts: [], written: 0 });
      expect(await store().push(uid, 'debts', [{ newDocumentState: v2 }])).toEqual({ conflicts: [], written: 0 });
      expect(await store().pull(uid, 'debts', checkpoint.seq, 10)).toEqual({ documents: [], checkpoint, seqs: [] });
      await allAnnounced(store());
      // Notifications of the two earlier writes may still arrive (LISTEN/NOTIFY is asynchronous):
      // only an event past the checkpoint would mean the re-sent push wrote again.
      expect(changes.events.filter((event) => event.uid !== WITNESS_UID && event.seq > checkpoint.seq)).toEqual([]);
    });

    it('inserts when nothing is stored, even with an assumed state (there is no master to conflict with)', async () => {
      const uid = newUid('alice');
      const next = doc(uid, 'd1', { v: 2 });
      expect(await store().push(uid, 'debts', [{ newDocumentState: next, assumedMasterState: doc(uid, 'd1', { v: 1 }) }])).toEqual({
        conflicts: [],
        written: 1,
      });
      expect((await pullEverything(store(), uid, 'debts')).documents).toEqual([next]);
    });

    it('stores tombstones like documents and returns them to pulls, never deleting', async () => {
      const uid = newUid('alice');
      const live = doc(uid, 'd1', { name: 'Visa' });
      await store().push(uid, 'debts', [{ newDocumentState: live }, { newDocumentState: doc(uid, 'd2') }]);
      const { checkpoint } = await store().pull(uid, 'debts', 0, 10);
      const tombstone = { ...live, _deleted: true };
      expect(await store().push(uid, 'debts', [{ newDocumentState: tombstone, assumedMasterState: live }])).toEqual({ conflicts: [], written: 1 });
      expect((await store().pull(uid, 'debts', checkpoint.seq, 10)).documents).toEqual([tombstone]);
      expect((await pullEverything(store(), uid, 'debts')).documents).toEqual([doc(uid, 'd2'), tombstone]);
      // A device that missed the deletion and edits the live document gets the tombstone back.
      expect((await store().push(uid, 'debts', [{ newDocumentState: { ...live, name: 'X' }, assumedMasterState: live }])).conflicts).toEqual([tombstone]);
      // Reviving (a CRDT merge may) is an ordinary write against the tombstone.
      expect((await store().push(uid, 'debts', [{ newDocumentState: live, assumedMasterState: tombstone }])).written).toBe(1);
    });

    it('applies rows in order: a second row for one id is judged against the first, one seq per document', async () => {
      const uid = newUid('alice');
      const v1 = doc(uid, 'd1', { v: 1 });
      const v2 = { ...v1, v: 2 };
      const result = await store().push(uid, 'debts', [{ newDocumentState: v1 }, { newDocumentState: v2, assumedMasterState: v1 }]);
      expect(result).toEqual({ conflicts: [], written: 1 });
      const stale = await store().push(uid, 'debts', [{ newDocumentState: { ...v1, v: 3 }, assumedMasterState: v1 }, { newDocumentState: v2 }]);
      expect(stale).toEqual({ conflicts: [v2], written: 0 });
      const everything = await pullEverything(store(), uid, 'debts', 0, 1);
      expect(everything.documents).toEqual([v2]);
    });
  });
}
