import React, { useId, type ReactNode } from 'react';
import styles from './styles.module.css';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
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

/** A labelled `<select>` over fixed choices (a preset, a mode). */
export default function ChoiceField<T extends string>({
  label,
  value,
  choices,
  onChange,
  hint,
  error,
  name,
}: Props<T>): ReactNode {
  const id = useId();
  const known = choices.some((choice) => choice.value === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={known ? value : choices[0]?.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined
        }
        onChange={(event) => {
          const picked = choices.find((choice) => choice.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
