import React, { useRef, type ReactNode } from 'react';
import Field from '../Field';
import styles from './styles.module.css';
import { useTextCutOff } from './useTextCutOff';

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
 * explains what it uses instead. Where the closed box is too narrow for the
 * selected choice (a phone), its whole text follows under the box.
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
  const selectRef = useRef<HTMLSelectElement>(null);
  const shown = choices.find((choice) => choice.value === value) ?? choices[0];
  const cut = useTextCutOff(selectRef, shown?.label ?? '');
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <>
          <select
            ref={selectRef}
            id={id}
            name={name}
            className={styles.select}
            value={shown?.value}
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
          {cut && shown ? (
            // The select itself already announces this text to screen readers.
            <p className={styles.fullChoice} data-full-choice="" aria-hidden="true">
              {shown.label}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}
