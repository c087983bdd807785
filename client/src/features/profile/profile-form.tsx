import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import type { User } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import type { FieldErrors } from '@/data/field-checks';
import { updateProfile } from '@/data/users/update-profile';
import { validateProfile, type ProfileInput } from '@/data/users/validate-profile';
import { ChangedElsewhere, UpdatedElsewhere } from '@/lib/live-form/changed-elsewhere';
import type { LiveForm } from '@/lib/live-form/live-form';
import { changedEntries, conflictsOf, type FieldConflict } from '@/lib/live-form/live-form-state';
import { useLiveForm } from '@/lib/live-form/use-live-form';
import { Avatar } from '@/lib/ui/avatar';
import { Button } from '@/lib/ui/button';

type ProfileField = keyof Required<ProfileInput>;

const FIELDS: readonly { name: ProfileField; label: string; type: string; autoComplete: string; helper: string }[] = [
  { name: 'displayName', label: 'Display name', type: 'text', autoComplete: 'name', helper: 'Shown in the account menu.' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel', helper: 'With the country code if you like, e.g. +1 555 123 4567.' },
  { name: 'photoURL', label: 'Photo URL', type: 'url', autoComplete: 'photo', helper: 'A link to a picture of you (https://…).' },
];

function initialValues(user: User | null): ProfileValues {
  return { displayName: user?.displayName ?? '', phoneNumber: user?.phoneNumber ?? '', photoURL: user?.photoURL ?? '' };
}

type ProfileValues = Record<ProfileField, string>;

/** The choice beside a field that another device changed while the person changed it here. */
function FieldChoice({ field, label, conflicts, form }: { field: ProfileField; label: string; conflicts: FieldConflict<ProfileValues>[]; form: LiveForm<ProfileValues> }) {
  const conflict = conflicts.find((entry) => entry.field === field);
  if (!conflict) return null;
  return <ChangedElsewhere label={label} theirs={conflict.theirs.trim() || 'nothing'} onKeepMine={() => form.keepMine(field)} onUseTheirs={() => form.takeTheirs(field)} />;
}

interface ProfileFormProps {
  ctx: DataContext;
  /** The local user record, live: changes from other devices show in fields the person has not touched. */
  user: User | null;
  email: string | null;
}

/**
 * Display name, phone and photo of the local user record; empty fields are removed on save. The
 * form follows the live record (lib/live-form) and a save writes only the fields the person changed.
 */
export function ProfileForm({ ctx, user, email }: ProfileFormProps) {
  const source = useMemo(() => initialValues(user), [user]);
  const { form, state } = useLiveForm(source);
  const values = state.draft;
  const conflicts = useMemo(() => conflictsOf(state), [state]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const labelOf = (name: ProfileField) => FIELDS.find((field) => field.name === name)?.label ?? name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const found = validateProfile(values);
    if (conflicts.length > 0) {
      found.form = `Another device changed ${conflicts.map((conflict) => labelOf(conflict.field)).join(', ')} while you were editing: choose which value to keep before saving.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => (document.querySelector('[data-profile-form] [aria-invalid="true"], [data-profile-form] [data-testid="changed-elsewhere"] button') as HTMLElement | null)?.focus());
      return;
    }
    setBusy(true);
    let failure: FieldErrors | null = null;
    await form.save(async (save) => {
      const result = await updateProfile(ctx, changedEntries(save.before, save.after));
      if (result.success) return initialValues(result.data);
      failure = result.fieldErrors ?? { form: result.error };
      return null;
    });
    setBusy(false);
    if (failure) return setErrors(failure);
    setSaved(true);
  }

  const photo = errors.photoURL ? '' : values.photoURL.trim();
  return (
    <form onSubmit={submit} noValidate aria-label="Your details" data-profile-form>
      <Stack gap="4">
        <HStack gap="4">
          <Avatar size="xl" src={photo || null} name={values.displayName.trim() || undefined} />
          <Stack gap="0">
            <Text fontWeight="medium">{values.displayName.trim() || email?.split('@')[0] || 'User'}</Text>
            <Text color="fg.muted" fontSize="sm" data-testid="profile-email">
              {email || 'No email address'}
            </Text>
          </Stack>
        </HStack>
        {FIELDS.map((field) => (
          <Field.Root key={field.name} invalid={!!errors[field.name]}>
            <Field.Label>{field.label}</Field.Label>
            <Input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => {
                setSaved(false);
                form.edit(field.name, event.target.value);
              }}
            />
            {errors[field.name] ? <Field.ErrorText>{errors[field.name]}</Field.ErrorText> : <Field.HelperText>{field.helper}</Field.HelperText>}
            <FieldChoice field={field.name} label={field.label} conflicts={conflicts} form={form} />
          </Field.Root>
        ))}
        {errors.form ? (
          <Text color="fg.error" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <UpdatedElsewhere labels={state.updatedElsewhere.map(labelOf)} />
        <HStack gap="3">
          <Button type="submit" colorPalette="accent" loading={busy}>
            Save profile
          </Button>
          <Text role="status" color="fg.success" fontSize="sm">
            {saved ? 'Profile saved.' : ''}
          </Text>
        </HStack>
      </Stack>
    </form>
  );
}
