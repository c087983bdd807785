import { Field, Stack } from '@chakra-ui/react';
import { Button } from '@/lib/ui/button';

/** The end of a debts-screen form: a message for the whole form (when saving failed), its submit button and Cancel. */
export function FormActions({ submitLabel, busy, problem, onCancel }: { submitLabel: string; busy: boolean; problem?: string | null; onCancel?: () => void }) {
  return (
    <>
      {problem ? (
        <Field.Root invalid>
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
      ) : null}
      <Stack direction="row" gap="3">
        <Button type="submit" colorPalette="accent" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
