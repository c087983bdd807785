import { useId, type InputHTMLAttributes } from 'react';
import './field.css';

export interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input in red, and read out with it; the input is marked invalid. */
  error?: string | undefined;
  /** Shown under the input while there is no error. */
  helper?: string | undefined;
}

/**
 * A labelled input styled by static CSS (field.css) instead of Chakra's runtime, for the screens
 * that render before that runtime has loaded. Wired as Chakra's Field: the label names the input,
 * and the error or helper text describes it.
 */
export function PlainField({ label, error, helper, ...input }: PlainFieldProps) {
  const id = useId();
  const note = error ? `${id}-error` : helper ? `${id}-helper` : undefined;
  return (
    <div className="field" role="group">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input {...input} id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={note} />
      {error ? (
        <span className="field__error" id={note} aria-live="polite">
          {error}
        </span>
      ) : helper ? (
        <span className="field__helper" id={note}>
          {helper}
        </span>
      ) : null}
    </div>
  );
}
