import { HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { Strategy } from '@schemas/index';
import type { FieldErrors } from '@/data/field-checks';
import type { WriteResult } from '@/data/write-result';
import { changedEntries } from '@/lib/live-form/live-form-state';
import { Button } from '@/lib/ui/button';
import { ActionProblem } from './inline-form-parts';
import { ItemEditor, type ItemFieldsProps, type ItemSaveOutcome } from './item-editor';

/** One kind of entry a scenario keeps by id (a budget step, a one-time payment), as its list shows and edits it. */
export interface PlanEntryKindView<E, F extends object, Input> {
  /** "budget step", "one-time payment". */
  noun: string;
  labels: Record<keyof F & string, string>;
  empty: F;
  toForm: (entry: E) => F;
  read: (form: F) => { values: Input; errors: FieldErrors };
  describe: (field: keyof F & string, value: unknown) => string;
  /** Field names of the repository's messages → the form's ("amount" → "Amount"). */
  messages: (errors: FieldErrors) => FieldErrors;
  fields: (props: ItemFieldsProps<F>) => ReactNode;
  add: (strategyId: string, input: Input) => Promise<WriteResult<Strategy>>;
  update: (strategyId: string, entryId: string, changes: Partial<Input>) => Promise<WriteResult<Strategy>>;
  remove: (strategyId: string, entryId: string) => Promise<WriteResult<Strategy>>;
  /** The entry in a stored strategy. */
  entryOf: (strategy: Strategy, entryId: string) => E | undefined;
}

interface PlanEntryListProps<E, F extends object, Input> {
  kind: PlanEntryKindView<E, F, Input>;
  entries: readonly (E & { id: string })[];
  /** The strategy's id, storing the strategy first if it is still Paydown's suggestion (null: it could not be stored). */
  strategyId: () => Promise<string | null>;
  /** How one entry reads in the list (and anything to say about it). */
  show: (entry: E & { id: string }) => ReactNode;
  /** Accessible name of an entry for its buttons ("$2,000.00 on Apr 15, 2027"). */
  name: (entry: E) => string;
  testId: string;
}

function failure(result: { success: false; error: string; fieldErrors?: FieldErrors }, messages: (errors: FieldErrors) => FieldErrors): FieldErrors {
  return result.fieldErrors ? messages(result.fieldErrors) : { form: result.error };
}

/** An entry open for editing: follows it live, and keeps the last values seen if another device removes it. */
function EntryEdit<E, F extends object, Input>({ kind, entry, entryId, strategyId, onClose }: { kind: PlanEntryKindView<E, F, Input>; entry: E | undefined; entryId: string; strategyId: () => Promise<string | null>; onClose: () => void }) {
  // The entry as last seen: once removed elsewhere, the form keeps it (and what was typed over it).
  const [seen, setSeen] = useState(entry);
  if (entry !== undefined && entry !== seen) setSeen(entry);
  const source = useMemo(() => (seen === undefined ? kind.empty : kind.toForm(seen)), [seen, kind]);
  const save = async (before: F | null, after: F): Promise<ItemSaveOutcome<F>> => {
    const id = await strategyId();
    if (!id) return { ok: false, errors: { form: 'Paydown could not store this plan. Try again.' } };
    const values = kind.read(after).values;
    const result = before ? await kind.update(id, entryId, changedEntries(kind.read(before).values as object, values as object) as Partial<Input>) : await kind.add(id, values);
    if (!result.success) return { ok: false, errors: failure(result, kind.messages) };
    const stored = before ? kind.entryOf(result.data, entryId) : undefined;
    return { ok: true, stored: stored ? kind.toForm(stored) : after };
  };
  return (
    <ItemEditor
      label={`Edit ${kind.noun}`}
      submitLabel="Save"
      source={source}
      removedElsewhere={!entry}
      labels={kind.labels}
      describe={kind.describe}
      validate={(form) => kind.read(form).errors}
      save={save}
      fields={kind.fields}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}

/**
 * A scenario's entries of one kind as a small list: each added, edited or removed on its own (one
 * write of one entry, so two devices adding entries offline both keep theirs).
 */
export function PlanEntryList<E, F extends object, Input>({ kind, entries, strategyId, show, name, testId }: PlanEntryListProps<E, F, Input>) {
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // An entry removed on another device while it is open here stays in the list (same key, so its
  // form keeps what was typed) until this device saves it back or cancels.
  const removed = editing !== null && editing !== 'new' && !entries.some((entry) => entry.id === editing);
  const rows: { id: string; entry: (E & { id: string }) | undefined }[] = [...entries.map((entry) => ({ id: entry.id, entry })), ...(removed ? [{ id: editing, entry: undefined }] : [])];
  const addOne = async (_before: F | null, after: F): Promise<ItemSaveOutcome<F>> => {
    const id = await strategyId();
    if (!id) return { ok: false, errors: { form: 'Paydown could not store this plan. Try again.' } };
    const result = await kind.add(id, kind.read(after).values);
    return result.success ? { ok: true, stored: after } : { ok: false, errors: failure(result, kind.messages) };
  };
  const remove = async (entryId: string) => {
    const id = await strategyId();
    const result = id ? await kind.remove(id, entryId) : null;
    setProblem(result && !result.success ? result.error : null);
  };

  return (
    <Stack gap="2" data-testid={testId}>
      {rows.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {rows.map(({ id, entry }) => (
            <li key={id}>
              {editing === id || !entry ? (
                <EntryEdit kind={kind} entry={entry} entryId={id} strategyId={strategyId} onClose={() => setEditing(null)} />
              ) : (
                <HStack justify="space-between" align="start" gap="2" borderBottomWidth="1px" pb="2">
                  <Stack gap="0.5" minW="0">
                    {show(entry)}
                  </Stack>
                  <HStack gap="1" flexShrink={0}>
                    <Button size="xs" variant="ghost" aria-label={`Edit ${name(entry)}`} onClick={() => setEditing(entry.id)}>
                      <PencilIcon />
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${name(entry)}`} onClick={() => void remove(entry.id)}>
                      <Trash2Icon />
                    </Button>
                  </HStack>
                </HStack>
              )}
            </li>
          ))}
        </Stack>
      ) : null}
      <ActionProblem problem={problem} />
      {editing === 'new' ? (
        <ItemEditor
          label={`Add a ${kind.noun}`}
          submitLabel={`Add ${kind.noun}`}
          source={kind.empty}
          labels={kind.labels}
          describe={kind.describe}
          validate={(form) => kind.read(form).errors}
          save={addOne}
          fields={kind.fields}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <PlusIcon /> Add a {kind.noun}
          </Button>
        </div>
      )}
    </Stack>
  );
}
