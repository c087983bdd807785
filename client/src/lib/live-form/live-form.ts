/**
 * A form over a live document, as an object a screen keeps for as long as it is open: the pure
 * rules of live-form-state.ts, holding the current state so event handlers and timers read it
 * synchronously, and telling React when it changes (useSyncExternalStore in use-live-form.ts).
 */
import {
  abandonSave,
  beginSave,
  completeSave,
  edit,
  keepMine,
  receive,
  startForm,
  takeTheirs,
  type FormValues,
  type LiveFormState,
  type SaveInProgress,
} from './live-form-state';

export type SaveOutcome = 'saved' | 'unchanged' | 'failed';

export class LiveForm<V extends FormValues> {
  private state: LiveFormState<V>;
  private readonly listeners = new Set<() => void>();

  constructor(values: V) {
    this.state = startForm(values);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): LiveFormState<V> => this.state;

  private set(next: LiveFormState<V>): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** The document's values now (its latest version, or the defaults while there is none). */
  receive(values: V): void {
    this.set(receive(this.state, values));
  }

  /** Starts over on `values` (a new-item form after its item was added). */
  reset(values: V): void {
    this.set(startForm(values));
  }

  edit<K extends keyof V & string>(field: K, value: V[K]): void {
    this.set(edit(this.state, field, value));
  }

  keepMine(field: keyof V & string): void {
    this.set(keepMine(this.state, field));
  }

  takeTheirs(field: keyof V & string): void {
    this.set(takeTheirs(this.state, field));
  }

  /**
   * Writes the person's pending changes with `write`, which gets the document's values before and
   * after them and resolves with the document's values once stored (in the form's terms), or null
   * when it was refused. Nothing pending: nothing is written. A refused write leaves the changes
   * pending, as typed.
   */
  async save(write: (save: SaveInProgress<V>) => Promise<V | null>): Promise<SaveOutcome> {
    const started = beginSave(this.state);
    if (started.save.fields.length === 0) return 'unchanged';
    this.set(started.state);
    let stored: V | null = null;
    try {
      stored = await write(started.save);
    } finally {
      this.set(stored ? completeSave(this.state, started.save, stored) : abandonSave(this.state, started.save));
    }
    return stored ? 'saved' : 'failed';
  }
}
