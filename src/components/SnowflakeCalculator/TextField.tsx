import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Field from '../Field';
import styles from './styles.module.css';

interface Props {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly name: string;
  readonly hint?: ReactNode;
  /** The message for a rejected value, already in the page's language. */
  readonly error?: string | null;
  /** A softer message (the value is used, with a caveat). */
  readonly warning?: string | null;
  readonly placeholder?: string;
  readonly inputMode?: 'text' | 'numeric';
  /** Monospace, wide: for IDs and UUIDs. */
  readonly code?: boolean;
  /** Shown after the input (a unit, a button). */
  readonly after?: ReactNode;
}

/**
 * A labelled text input with hint, error and warning, like NumberField but
 * for IDs, UUIDs, dates and names, which are not decimal numbers.
 */
export default function TextField({
  label,
  value,
  onChange,
  name,
  hint,
  error,
  warning,
  placeholder,
  inputMode = 'text',
  code = false,
  after,
}: Props): ReactNode {
  return (
    <Field label={label} hint={hint} error={error ?? undefined} warning={warning ?? undefined}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.control}>
          <input
            id={id}
            name={name}
            className={clsx(styles.input, code && styles.codeInput, error && styles.invalid)}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={value}
            placeholder={placeholder}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
          {after}
        </div>
      )}
    </Field>
  );
}
