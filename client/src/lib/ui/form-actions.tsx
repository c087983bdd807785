import { Field, Stack } from '@chakra-ui/react';
import { Button } from './button';

interface FormActionsProps {
  submitLabel: string;
  busy?: boolean;
  /** A message for the whole form (when saving failed). */
  problem?: string | null | undefined;
  onCancel?: (() => void) | undefined;
  /** `sm` for a small form inside a card (the buttons' default size otherwise). */
  size?: 'sm';
}

/** The end of a form: a message for the whole form (when saving failed), its submit button and Cancel. */
export function FormActions({ submitLabel, busy = false, problem, onCancel, size }: FormActionsProps) {
  return (
    <>
      {problem ? (
        <Field.Root invalid>
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
      ) : null}
      <Stack direction="row" gap={size === 'sm' ? '2' : '3'}>
        <Button type="submit" colorPalette="accent" loading={busy} size={size}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} size={size}>
            Cancel
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
