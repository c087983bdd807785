import { useId, type InputHTMLAttributes } from 'react';
import { field, input } from './kit.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input in red, and read out with it; the input is marked invalid. */
  error?: string | undefined;
  /** Shown under the input while there is no error. */
  helper?: string | undefined;
}

/**
 * A labelled text input: Chakra's Field (label, helper and error text) around its Input, drawn by
 * the theme's field and input recipes as static classes. Wired as Chakra's Field: the label names
 * the input, and the error or helper text describes it.
 */
export function TextField({ label, error, helper, ...rest }: TextFieldProps) {
  const id = useId();
  const note = error ? `${id}-error` : helper ? `${id}-helper` : undefined;
  return (
    <div className={field('root')} role="group">
      <label className={field('label')} htmlFor={id}>
        {label}
      </label>
      <input {...rest} id={id} className={input()} aria-invalid={error ? true : undefined} aria-describedby={note} />
      {error ? (
        <span className={field('errorText')} id={note} aria-live="polite">
          {error}
        </span>
      ) : helper ? (
        <span className={field('helperText')} id={note}>
          {helper}
        </span>
      ) : null}
    </div>
  );
}
