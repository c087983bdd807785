import { Field, Stack } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '@/data/field-checks';
import { ChangedElsewhere, UpdatedElsewhere } from '@/lib/live-form/changed-elsewhere';
import { conflictsOf } from '@/lib/live-form/live-form-state';
import { useLiveForm } from '@/lib/live-form/use-live-form';
import { useBusyAfter } from '@/lib/ui/use-busy-after';
import { FormActions } from '@/lib/ui/form-actions';

/** What a save returned: the item as stored (in the form's terms), or the messages of a refusal. */
export type ItemSaveOutcome<F> = { ok: true; stored: F } | { ok: false; errors: FieldErrors };

export interface ItemFieldsProps<F extends object> {
  form: F;
  errors: FieldErrors;
  edit: <K extends keyof F & string>(field: K, value: F[K]) => void;
  /** The choice beside a field changed here and on another device (null when there is none). */
  conflict: (field: keyof F & string) => ReactNode;
}

interface ItemEditorProps<F extends object> {
  /** The form's accessible name ("Add a one-time payment"). */
  label: string;
  submitLabel: string;
  /** The item's values now, live (an empty form for a new item). Keep its identity per version (useMemo). */
  source: F;
  /** The item was removed on another device while this form was open: saving adds it again. */
  removedElsewhere?: boolean;
  labels: Record<keyof F & string, string>;
  /** A field's value as the person reads it ("$800.00", "June 2027"). */
  describe: (field: keyof F & string, value: unknown) => string;
  validate: (form: F) => FieldErrors;
  /**
   * Writes the item: `before` is the stored item the person's changes apply to (null: add it), so
   * an update writes only what they changed and keeps what another device changed meanwhile.
   */
  save: (before: F | null, after: F) => Promise<ItemSaveOutcome<F>>;
  fields: (props: ItemFieldsProps<F>) => ReactNode;
  onDone: () => void;
  onCancel: () => void;
}

const noErrors: FieldErrors = {};

/**
 * One item of a list inside the strategy (a budget step, a one-time payment), added or edited on
 * its own, over the live item (lib/live-form): fields the person has not touched follow another
 * device's change, one changed on both asks which to keep, and nothing typed is lost on a refusal.
 */
export function ItemEditor<F extends object>({ label, submitLabel, source, removedElsewhere, labels, describe, validate, save, fields, onDone, onCancel }: ItemEditorProps<F>) {
  const { form, state } = useLiveForm<F>(source);
  const [errors, setErrors] = useState<FieldErrors>(noErrors);
  const saving = useBusyAfter();
  const conflicts = useMemo(() => conflictsOf(state), [state]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...validate(state.draft) };
    if (conflicts.length > 0) {
      found.form = `Another device changed ${conflicts.map((entry) => labels[entry.field]).join(', ')} while you were editing: choose which value to keep before saving.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !saving.start()) return;
    let refused: FieldErrors | null = null;
    if (removedElsewhere) {
      const outcome = await save(null, state.draft);
      if (!outcome.ok) refused = outcome.errors;
    } else {
      await form.save(async (pending) => {
        const outcome = await save(pending.before, pending.after);
        if (outcome.ok) return outcome.stored;
        refused = outcome.errors;
        return null;
      });
    }
    saving.end();
    if (refused) return setErrors(refused);
    onDone();
  }

  const conflict = (field: keyof F & string) => {
    const entry = conflicts.find((candidate) => candidate.field === field);
    if (!entry) return null;
    const theirs = describe(field, entry.theirs);
    return <ChangedElsewhere label={labels[field]} theirs={theirs} onKeepMine={() => form.keepMine(field)} onUseTheirs={() => form.takeTheirs(field)} />;
  };

  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
        {removedElsewhere ? (
          <Field.Root>
            <Field.HelperText color="fg.warning">Removed on another device. Save to add it back, or cancel.</Field.HelperText>
          </Field.Root>
        ) : null}
        {fields({ form: state.draft, errors, edit: (field, value) => form.edit(field, value), conflict })}
        <UpdatedElsewhere labels={state.updatedElsewhere.map((field) => labels[field])} />
        <FormActions size="sm" submitLabel={submitLabel} busy={saving.shown} problem={errors.form} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
