import { Field, Text, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Why an action (remove, choose, delete) did not happen, read out when it appears. */
export function ActionProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <Text fontSize="sm" color="fg.error" role="alert">
      {problem}
    </Text>
  ) : null;
}

/** A labelled field of a small form: its control, its message, and the choice when another device changed it too. */
export function InlineField({ label, error, helper, conflict, children, ...rest }: { label: string; error?: string | null | undefined; helper?: string | undefined; conflict?: ReactNode; children: ReactNode } & Omit<FieldRootProps, 'invalid' | 'children'>) {
  return (
    <Field.Root invalid={!!error} {...rest}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
      {conflict}
    </Field.Root>
  );
}
