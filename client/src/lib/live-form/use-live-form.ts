import { useEffect, useState, useSyncExternalStore } from 'react';
import { LiveForm } from './live-form';
import type { FormValues, LiveFormState } from './live-form-state';

/**
 * The form of an edit screen over a live document. `source` is the document's values in the
 * form's terms (or defaults while there is none); give it a stable identity per document version
 * (useMemo on the live document), and every new version reaches the form: untouched fields follow
 * it, changed ones are flagged when it moved under them (live-form-state.ts).
 */
export function useLiveForm<V extends FormValues>(source: V): { form: LiveForm<V>; state: LiveFormState<V> } {
  const [form] = useState(() => new LiveForm(source));
  useEffect(() => form.receive(source), [form, source]);
  const state = useSyncExternalStore(form.subscribe, form.getState, form.getState);
  return { form, state };
}
