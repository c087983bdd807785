import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { memo } from 'react';
import { ChangedElsewhere } from '@/lib/live-form/changed-elsewhere';
import { readableMessage } from './debt-labels';

/**
 * The debt form's fields, each memoized: typing in one field, the submit button turning busy or
 * the form resetting after a save re-renders only the fields whose value or message changed. The
 * form has some twenty Chakra fields; re-rendering all of them on every keystroke and save cost
 * more than the save itself (and held up the sync push that follows it).
 * `onChange` must keep its identity between renders (useStableCallback).
 */
interface TextFieldProps<Name extends string> extends ConflictProps<Name> {
  name: Name;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (name: Name, value: string) => void;
  inputMode?: 'decimal' | 'numeric';
  type?: string;
  helper?: string;
}

function TextFieldImpl<Name extends string>({ name, label, value, error, onChange, inputMode, type = 'text', helper, ...conflict }: TextFieldProps<Name>) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} onChange={(event) => onChange(name, event.target.value)} inputMode={inputMode} type={type} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{readableMessage(name, error)}</Field.ErrorText>
      <Conflict name={name} label={label} {...conflict} />
    </Field.Root>
  );
}

export const TextField = memo(TextFieldImpl) as typeof TextFieldImpl;

/** The other device's value of a field the person changed too, and their two ways out (stable callbacks). */
interface ConflictProps<Name extends string> {
  theirs?: string | undefined;
  onKeepMine?: (name: Name) => void;
  onUseTheirs?: (name: Name) => void;
}

function Conflict<Name extends string>({ name, label, theirs, onKeepMine, onUseTheirs }: ConflictProps<Name> & { name: Name; label: string }) {
  if (theirs === undefined) return null;
  return <ChangedElsewhere label={label} theirs={theirs} onKeepMine={() => onKeepMine?.(name)} onUseTheirs={() => onUseTheirs?.(name)} />;
}

/** One choice of a select: what is stored and what is shown. */
export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<Name extends string> extends ConflictProps<Name> {
  name: Name;
  label: string;
  value: string;
  error: string | undefined;
  /** Must keep its identity between renders (a module constant or useMemo), or the field re-renders. */
  options: readonly SelectOption[];
  onChange: (name: Name, value: string) => void;
}

function SelectFieldImpl<Name extends string>({ name, label, value, error, options, onChange, ...conflict }: SelectFieldProps<Name>) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(name, event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{readableMessage(name, error)}</Field.ErrorText>
      <Conflict name={name} label={label} {...conflict} />
    </Field.Root>
  );
}

export const SelectField = memo(SelectFieldImpl) as typeof SelectFieldImpl;
