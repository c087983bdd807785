import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LiveForm } from './live-form';
import {
  abandonSave,
  beginSave,
  changedEntries,
  completeSave,
  conflictsOf,
  edit,
  keepMine,
  pendingChanges,
  receive,
  startForm,
  takeTheirs,
  type LiveFormState,
} from './live-form-state';

type Values = { budget: string; extra: string; type: string };
const FIELDS = ['budget', 'extra', 'type'] as const;
type Field = (typeof FIELDS)[number];
const opened: Values = { budget: '600', extra: '', type: 'snowball' };

describe('a form over a live document', () => {
  it('follows the document in fields the person has not changed', () => {
    let state = startForm(opened);
    state = edit(state, 'extra', '50');
    state = receive(state, { ...opened, budget: '800' });
    expect(state.draft).toEqual({ budget: '800', extra: '50', type: 'snowball' });
    expect(state.updatedElsewhere).toEqual(['budget']);
    // Only the person's change is written: the stale $600 never goes back.
    expect(pendingChanges(state)).toEqual({ extra: '50' });
  });

  it('flags a field changed on both sides and writes it only after a choice', () => {
    let state = startForm(opened);
    state = edit(state, 'budget', '700');
    state = receive(state, { ...opened, budget: '800' });
    expect(state.draft.budget).toBe('700');
    expect(conflictsOf(state)).toEqual([{ field: 'budget', theirs: '800', mine: '700' }]);
    expect(pendingChanges(state)).toEqual({});

    const kept = keepMine(state, 'budget');
    expect(conflictsOf(kept)).toEqual([]);
    expect(pendingChanges(kept)).toEqual({ budget: '700' });

    const taken = takeTheirs(state, 'budget');
    expect(taken.draft.budget).toBe('800');
    expect(pendingChanges(taken)).toEqual({});
  });

  it('is no conflict when the other device chose what the person typed', () => {
    let state = edit(startForm(opened), 'budget', '800');
    state = receive(state, { ...opened, budget: '800' });
    expect(conflictsOf(state)).toEqual([]);
    expect(pendingChanges(state)).toEqual({});
  });

  it('does not take the echo of its own save for another device', () => {
    let state = edit(startForm(opened), 'budget', '700');
    const started = beginSave(state);
    expect(started.save.fields).toEqual(['budget']);
    expect(changedEntries(started.save.before, started.save.after)).toEqual({ budget: '700' });
    // The person types on while the write is under way; then the write's echo arrives.
    state = edit(started.state, 'budget', '750');
    state = receive(state, { ...opened, budget: '700' });
    expect(conflictsOf(state)).toEqual([]);
    expect(pendingChanges(state)).toEqual({ budget: '750' });
  });

  it('keeps a failed save as the person’s unsaved change', () => {
    const state = edit(startForm(opened), 'budget', '700');
    const started = beginSave(state);
    const failed = abandonSave(started.state, started.save);
    expect(pendingChanges(failed)).toEqual({ budget: '700' });
  });

  it('takes the stored form of a saved value, so its echo is no change from elsewhere', async () => {
    const form = new LiveForm(opened);
    form.edit('budget', '600.555');
    await form.save(async (save) => ({ ...save.after, budget: '600.56' }));
    form.receive({ ...opened, budget: '600.56' });
    expect(form.getState().draft.budget).toBe('600.56');
    expect(form.getState().updatedElsewhere).toEqual([]);
    expect(pendingChanges(form.getState())).toEqual({});
  });

  it('receiving the same values again changes nothing (no render)', () => {
    const state = edit(startForm(opened), 'extra', '5');
    expect(receive(state, { ...opened })).toBe(state);
  });

  it('LiveForm.save writes nothing when nothing changed, and keeps the changes when the write fails', async () => {
    const form = new LiveForm(opened);
    expect(await form.save(async () => opened)).toBe('unchanged');
    form.edit('extra', '25');
    expect(await form.save(async () => null)).toBe('failed');
    expect(pendingChanges(form.getState())).toEqual({ extra: '25' });
    const written: unknown[] = [];
    expect(await form.save(async (save) => (written.push(changedEntries(save.before, save.after)), save.after))).toBe('saved');
    expect(written).toEqual([{ extra: '25' }]);
    expect(pendingChanges(form.getState())).toEqual({});
  });
});

/**
 * The property: for any sequence of the person's edits and choices, other devices' changes, the
 * delivery of document versions (late, possibly after the person typed on) and saves that succeed
 * or fail, a save writes exactly the fields the person changed and no delivered change of another
 * device is ever reverted without the person choosing to.
 *
 * The oracle keeps the person's intent in its own terms: `mine` (the values they typed that differ
 * from what they saw) and `seen` (the document value of each field they have seen or acknowledged).
 */
type Action =
  | { kind: 'edit'; field: Field; value: string }
  | { kind: 'remote'; field: Field; value: string }
  | { kind: 'deliver' }
  | { kind: 'keepMine'; field: Field }
  | { kind: 'takeTheirs'; field: Field }
  | { kind: 'save'; succeeds: boolean };

const fieldArb = fc.constantFrom(...FIELDS);
const valueArb = fc.constantFrom('', '1', '2', '3');
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), field: fieldArb, value: valueArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('remote' as const), field: fieldArb, value: valueArb }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'deliver' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('keepMine' as const), field: fieldArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('takeTheirs' as const), field: fieldArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('save' as const), succeeds: fc.boolean() }) },
);

describe('property: saves write exactly the person’s changes and never revert another device’s', () => {
  it('holds for random sequences of edits, remote changes, deliveries and saves', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 60 }), (actions) => {
        const start: Values = { budget: '1', extra: '', type: '2' };
        let doc: Values = { ...start };
        let delivered: Values = { ...start };
        let state: LiveFormState<Values> = startForm(start);
        const seen: Values = { ...start };
        const mine: Partial<Values> = {};

        for (const action of actions) {
          switch (action.kind) {
            case 'edit': {
              state = edit(state, action.field, action.value);
              if (action.value === delivered[action.field]) {
                // Typing what the document holds: nothing of the person's is left in that field.
                seen[action.field] = delivered[action.field];
                delete mine[action.field];
              } else if (action.value === seen[action.field]) delete mine[action.field];
              else mine[action.field] = action.value;
              break;
            }
            case 'remote':
              doc = { ...doc, [action.field]: action.value };
              break;
            case 'deliver': {
              state = receive(state, doc);
              delivered = { ...doc };
              for (const field of FIELDS) {
                if (mine[field] === undefined) seen[field] = doc[field];
                else if (mine[field] === doc[field]) {
                  seen[field] = doc[field];
                  delete mine[field];
                }
              }
              // Untouched fields show the document; changed ones keep the person's value.
              for (const field of FIELDS) expect(state.draft[field]).toBe(mine[field] ?? doc[field]);
              // A conflict is shown exactly where the document moved under the person's change.
              const expected = FIELDS.filter((f) => mine[f] !== undefined && delivered[f] !== seen[f]);
              expect(conflictsOf(state).map((c) => c.field)).toEqual(expected);
              break;
            }
            case 'keepMine':
              state = keepMine(state, action.field);
              if (mine[action.field] !== undefined) seen[action.field] = delivered[action.field];
              break;
            case 'takeTheirs':
              state = takeTheirs(state, action.field);
              if (mine[action.field] !== undefined && delivered[action.field] !== seen[action.field]) {
                seen[action.field] = delivered[action.field];
                delete mine[action.field];
              }
              break;
            case 'save': {
              const started = beginSave(state);
              const written = changedEntries(started.save.before, started.save.after);
              // Exactly the person's changes that are not waiting for a choice…
              const intended = FIELDS.filter((f) => mine[f] !== undefined && delivered[f] === seen[f]);
              expect(started.save.fields.sort()).toEqual([...intended].sort());
              for (const field of intended) expect(written[field]).toBe(mine[field]);
              // …each written over the document value the person saw: no delivered change is reverted.
              for (const field of started.save.fields) expect(started.save.before[field]).toBe(delivered[field]);
              if (action.succeeds) {
                state = completeSave(started.state, started.save, started.save.after);
                doc = { ...doc, ...written };
                for (const field of intended) {
                  // The form knows its own write is in the document, delivered or not.
                  seen[field] = mine[field]!;
                  delivered[field] = mine[field]!;
                  delete mine[field];
                }
              } else {
                state = abandonSave(started.state, started.save);
              }
              break;
            }
          }
          // Whatever happened, the person's own values are on screen.
          for (const field of FIELDS) if (mine[field] !== undefined) expect(state.draft[field]).toBe(mine[field]);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
