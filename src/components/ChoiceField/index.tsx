import React, { type ReactNode } from 'react';
import Field from '../Field';
import styles from './styles.module.css';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
  /** Shown but not selectable (e.g. no price for it). */
  readonly disabled?: boolean;
}

interface Props<T extends string> {
  readonly label: ReactNode;
  readonly value: string;
  readonly choices: readonly Choice<T>[];
  readonly onChange: (value: T) => void;
  readonly hint?: ReactNode;
  readonly error?: string;
  readonly name: string;
}

/**
 * A labelled `<select>` over fixed choices (a preset, a mode). A disabled
 * choice that a link selected stays shown as selected; the calculator
 * explains what it uses instead.
 */
export default function ChoiceField<T extends string>({
  label,
  value,
  choices,
  onChange,
  hint,
  error,
  name,
}: Props<T>): ReactNode {
  const known = choices.some((choice) => choice.value === value);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          className={styles.select}
          value={known ? value : choices[0]?.value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            const picked = choices.find((choice) => choice.value === event.target.value);
            if (picked && !picked.disabled) onChange(picked.value);
          }}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
