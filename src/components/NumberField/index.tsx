import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Field from '../Field';
import styles from './styles.module.css';

interface Props {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** Shown after the input (%, ms, IOPS …). */
  readonly unit?: ReactNode;
  /** A short hint under the field (range, source of a preset). */
  readonly hint?: ReactNode;
  /** The message for a rejected value, already in the page's language. */
  readonly error?: string;
  readonly name: string;
  readonly disabled?: boolean;
}

/**
 * A text input for a number. It is `type="text"` with `inputMode="decimal"`
 * rather than `type="number"`, so the reader's text is kept as typed (a
 * number input silently empties itself on "1e309" or "９５") and the
 * calculator can say what is wrong with it.
 */
export default function NumberField({
  label,
  value,
  onChange,
  unit,
  hint,
  error,
  name,
  disabled,
}: Props): ReactNode {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.control}>
          <input
            id={id}
            name={name}
            className={clsx(styles.input, error && styles.invalid)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={value}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
          {unit ? (
            <span className={styles.unit} data-field-unit="">
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
