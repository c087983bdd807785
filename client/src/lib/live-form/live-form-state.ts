/**
 * A form over a live document: the state every edit screen keeps, as pure functions.
 *
 * Why three copies of the values. A screen stays open while other devices (and tabs) change the
 * same document, and sync delivers those changes as a new version of it. A form that kept only what
 * the person typed would either hide them (and later write its stale copy over them) or overwrite
 * what the person is typing. So each field keeps:
 *
 * - `draft`: what the form shows and the person types;
 * - `base`: the document's value that the person's typing is relative to: the value they last saw
 *   the document hold (or chose to override). A field is the person's change exactly when
 *   `draft` differs from `base`, and only such fields are ever written;
 * - `live`: the document's latest value as delivered.
 *
 * Rules (each is a property test in live-form-state.test.ts):
 * - a field the person has not changed follows the document in place (draft = base = live);
 * - a field the person changed keeps their value; if the document's value moves while they have
 *   it changed (live ≠ base), that is a conflict, shown beside the field until they choose
 *   "keep mine" (base := live, their value is written over the other device's on purpose) or
 *   "use theirs" (draft := base := live). A conflicted field is never written before that choice;
 * - a save writes exactly the fields that differ from `base` and are not in conflict, and moves
 *   their `base` at once (before the write lands), so the echo of the form's own write is not
 *   mistaken for another device's change.
 */
import { dequal } from 'dequal/lite';

/** A form's values by field name: text, booleans, lists of ids (JSON-like values, compared deeply). */
export type FormValues = object;

export interface LiveFormState<V extends FormValues> {
  readonly draft: V;
  readonly base: V;
  readonly live: V;
  /**
   * Fields the document changed in place since the form opened (the person had not touched them),
   * so the screen can say so; a field leaves the list when the person edits it.
   */
  readonly updatedElsewhere: readonly (keyof V & string)[];
}

/** A field changed on another device while the person has changed it here. */
export interface FieldConflict<V extends FormValues, K extends keyof V = keyof V> {
  field: K & string;
  /** The document's value now (the other device's). */
  theirs: V[K];
  /** What the person has in the form. */
  mine: V[K];
}

export const sameFormValue = (a: unknown, b: unknown): boolean => dequal(a, b);

function fieldsOf<V extends FormValues>(values: V): (keyof V & string)[] {
  return Object.keys(values) as (keyof V & string)[];
}

/** A form opened on the document's values (or on defaults when there is no document yet). */
export function startForm<V extends FormValues>(values: V): LiveFormState<V> {
  return { draft: values, base: values, live: values, updatedElsewhere: [] };
}

/** Whether the person has changed `field` (their value differs from the document's they started from). */
export function isChanged<V extends FormValues>(state: LiveFormState<V>, field: keyof V): boolean {
  return !sameFormValue(state.draft[field], state.base[field]);
}

/** Whether `field` changed elsewhere while the person has it changed here. */
export function isConflicted<V extends FormValues>(state: LiveFormState<V>, field: keyof V): boolean {
  return isChanged(state, field) && !sameFormValue(state.live[field], state.base[field]);
}

/** Every conflict, in the form's field order. */
export function conflictsOf<V extends FormValues>(state: LiveFormState<V>): FieldConflict<V>[] {
  return fieldsOf(state.draft)
    .filter((field) => isConflicted(state, field))
    .map((field) => ({ field, theirs: state.live[field], mine: state.draft[field] }));
}

/** The person's changes that can be written now: changed and not in conflict. */
export function pendingChanges<V extends FormValues>(state: LiveFormState<V>): Partial<V> {
  const changes: Partial<V> = {};
  for (const field of fieldsOf(state.draft)) {
    if (isChanged(state, field) && !isConflicted(state, field)) changes[field] = state.draft[field];
  }
  return changes;
}

/** The person types or picks a value. Typing exactly the document's current value leaves nothing to write. */
export function edit<V extends FormValues, K extends keyof V & string>(state: LiveFormState<V>, field: K, value: V[K]): LiveFormState<V> {
  if (sameFormValue(state.draft[field], value)) return state;
  const draft = { ...state.draft, [field]: value };
  const base = sameFormValue(value, state.live[field]) && !sameFormValue(state.base[field], state.live[field]) ? { ...state.base, [field]: state.live[field] } : state.base;
  const updatedElsewhere = state.updatedElsewhere.includes(field) ? state.updatedElsewhere.filter((f) => f !== field) : state.updatedElsewhere;
  return { ...state, draft, base, updatedElsewhere };
}

/**
 * A new version of the document arrived (from this form's own save, another screen, tab or device).
 * Unchanged fields take it; changed ones keep the person's value (a conflict if it moved).
 * Returns the same state object when nothing differs, so React skips the render.
 */
export function receive<V extends FormValues>(state: LiveFormState<V>, incoming: V): LiveFormState<V> {
  let draft = state.draft;
  let base = state.base;
  let live = state.live;
  let updatedElsewhere = state.updatedElsewhere;
  for (const field of fieldsOf(incoming)) {
    const value = incoming[field];
    if (!sameFormValue(live[field], value)) live = { ...live, [field]: value };
    if (!isChanged(state, field)) {
      // Untouched: follow the document in place. (Compared with base, not with the last delivery:
      // this form's own save moved base without a delivery.)
      if (sameFormValue(state.base[field], value)) continue;
      draft = { ...draft, [field]: value };
      base = { ...base, [field]: value };
      if (!updatedElsewhere.includes(field)) updatedElsewhere = [...updatedElsewhere, field];
    } else if (sameFormValue(state.draft[field], value)) {
      // The document now says what the person typed: nothing is left to write or to choose.
      base = { ...base, [field]: value };
    }
  }
  if (draft === state.draft && base === state.base && live === state.live) return state;
  return { draft, base, live, updatedElsewhere };
}

/** "Keep mine": the person saw the other device's value and still wants theirs written over it. */
export function keepMine<V extends FormValues>(state: LiveFormState<V>, field: keyof V & string): LiveFormState<V> {
  if (!isConflicted(state, field)) return state;
  return { ...state, base: { ...state.base, [field]: state.live[field] } };
}

/** "Use theirs": the form takes the document's value and drops the person's change of that field. */
export function takeTheirs<V extends FormValues>(state: LiveFormState<V>, field: keyof V & string): LiveFormState<V> {
  if (!isConflicted(state, field)) return state;
  return { ...state, draft: { ...state.draft, [field]: state.live[field] }, base: { ...state.base, [field]: state.live[field] } };
}

/** A save on its way: what to compare and write, and what to put back if it fails. */
export interface SaveInProgress<V extends FormValues> {
  /** The fields being written (the person's pending changes). */
  fields: (keyof V & string)[];
  /** The document as the person saw it: `base` before the save. */
  before: V;
  /** `before` with the person's pending changes: what the document should hold after the save. */
  after: V;
}

/**
 * Starts a save of the pending changes: their `base` moves to the written values now, so the
 * document's echo of this write matches `base` and is not taken for another device's change.
 */
export function beginSave<V extends FormValues>(state: LiveFormState<V>): { state: LiveFormState<V>; save: SaveInProgress<V> } {
  const changes = pendingChanges(state);
  const fields = Object.keys(changes) as (keyof V & string)[];
  const after = { ...state.base, ...changes };
  const next = fields.length === 0 ? state : { ...state, base: after };
  return { state: next, save: { fields, before: state.base, after } };
}

/**
 * The save is stored, and the document now holds `stored` (in the form's terms): the saved fields
 * take the stored form of the values (in all three copies, unless they moved meanwhile) (a budget rounded to cents, trimmed text), so that the
 * document's echo is not shown as a change from another device. Text the person typed meanwhile stays.
 */
export function completeSave<V extends FormValues>(state: LiveFormState<V>, save: SaveInProgress<V>, stored: V): LiveFormState<V> {
  let draft = state.draft;
  let base = state.base;
  let live = state.live;
  for (const field of save.fields) {
    // The document holds the saved value now, whether or not its new version has been delivered.
    if (sameFormValue(live[field], save.before[field])) live = { ...live, [field]: stored[field] };
    if (sameFormValue(base[field], save.after[field])) base = { ...base, [field]: stored[field] };
    if (sameFormValue(draft[field], save.after[field])) draft = { ...draft, [field]: stored[field] };
  }
  return draft === state.draft && base === state.base && live === state.live ? state : { ...state, draft, base, live };
}

/** The save failed: its fields are the person's unsaved changes again (unless the document moved meanwhile). */
export function abandonSave<V extends FormValues>(state: LiveFormState<V>, save: SaveInProgress<V>): LiveFormState<V> {
  let base = state.base;
  for (const field of save.fields) {
    if (sameFormValue(base[field], save.after[field]) && !sameFormValue(state.live[field], save.after[field])) {
      base = { ...base, [field]: save.before[field] };
    }
  }
  return base === state.base ? state : { ...state, base };
}

/** The values `before` and `after` differ in, by name: what a save writes once the form maps its fields to a document's. */
export function changedEntries<T extends object>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T & string>) {
    if (!sameFormValue(before[key], after[key])) changes[key] = after[key];
  }
  return changes;
}
