import React, { useId, type ReactNode } from 'react';
import styles from '../ChoiceField/styles.module.css';

export interface SelectOption<T extends string> {
  readonly value: T;
  readonly label: string;
  /** Shown but not selectable (e.g. no price for it). */
  readonly disabled?: boolean;
}

interface Props<T extends string> {
  readonly name: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly options: readonly SelectOption<T>[];
  readonly onChange: (value: T) => void;
  readonly hint?: ReactNode;
  readonly error?: string;
}

/**
 * ChoiceField with options that can be disabled (the shared one has no such
 * option). Same markup and styles, so the two look alike. A disabled option
 * that a link selected stays shown as selected; the calculator explains what
 * it uses instead.
 */
export default function SelectField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  hint,
  error,
}: Props<T>): ReactNode {
  const id = useId();
  const known = options.some((option) => option.value === value);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={known ? value : options[0]?.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked && !picked.disabled) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
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
