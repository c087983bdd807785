import { Avatar, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { User } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import type { FieldErrors } from '@/data/field-checks';
import { updateProfile } from '@/data/users/update-profile';
import { validateProfile, type ProfileInput } from '@/data/users/validate-profile';

type ProfileField = keyof Required<ProfileInput>;

const FIELDS: readonly { name: ProfileField; label: string; type: string; autoComplete: string; helper: string }[] = [
  { name: 'displayName', label: 'Display name', type: 'text', autoComplete: 'name', helper: 'Shown in the account menu.' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel', helper: 'With the country code if you like, e.g. +1 555 123 4567.' },
  { name: 'photoURL', label: 'Photo URL', type: 'url', autoComplete: 'photo', helper: 'A link to a picture of you (https://…).' },
];

function initialValues(user: User | null): Record<ProfileField, string> {
  return { displayName: user?.displayName ?? '', phoneNumber: user?.phoneNumber ?? '', photoURL: user?.photoURL ?? '' };
}

interface ProfileFormProps {
  ctx: DataContext;
  /** The local user record as it was when the form opened (edits of other devices do not overwrite typing). */
  user: User | null;
  email: string | null;
}

/** Display name, phone and photo of the local user record; empty fields are removed on save. */
export function ProfileForm({ ctx, user, email }: ProfileFormProps) {
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => (document.querySelector('[data-profile-form] [aria-invalid="true"]') as HTMLElement | null)?.focus());
      return;
    }
    setBusy(true);
    const result = await updateProfile(ctx, values);
    setBusy(false);
    if (!result.success) return setErrors(result.fieldErrors ?? { form: result.error });
    setValues(initialValues(result.data));
    setSaved(true);
  }

  const photo = errors.photoURL ? '' : values.photoURL.trim();
  return (
    <form onSubmit={submit} noValidate aria-label="Your details" data-profile-form>
      <Stack gap="4">
        <HStack gap="4">
          <Avatar.Root size="xl">
            <Avatar.Fallback name={values.displayName.trim() || undefined} />
            {photo ? <Avatar.Image src={photo} alt="" /> : null}
          </Avatar.Root>
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
                setValues((current) => ({ ...current, [field.name]: event.target.value }));
              }}
            />
            {errors[field.name] ? <Field.ErrorText>{errors[field.name]}</Field.ErrorText> : <Field.HelperText>{field.helper}</Field.HelperText>}
          </Field.Root>
        ))}
        {errors.form ? (
          <Text color="fg.error" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="teal" loading={busy}>
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
