import React, { useId, type ReactNode } from 'react';
import styles from './styles.module.css';

/** What a field's control needs to be labelled and described. */
export interface FieldControl {
  /** The control's id, which the label points at. */
  readonly id: string;
  /** Ids of the error, warning and hint paragraphs, when shown. */
  readonly describedBy: string | undefined;
  /** Set when the field shows an error. */
  readonly invalid: true | undefined;
}

interface Props {
  readonly label: ReactNode;
  /** A short hint under the field (range, source of a preset). */
  readonly hint?: ReactNode;
  /** The message for a rejected value, already in the page's language. */
  readonly error?: string | undefined;
  /** A softer message: the value is used, with a caveat. */
  readonly warning?: string | undefined;
  /** Renders the control (input, select, textarea) with the id and descriptions given. */
  readonly children: (control: FieldControl) => ReactNode;
}

/**
 * The shell every form field shares: a label, the control, a hint and an
 * error (or warning) message, tied to the control with aria-describedby.
 */
export default function Field({ label, hint, error, warning, children }: Props): ReactNode {
  const id = useId();
  const describedBy = [
    error ? `${id}-error` : null,
    warning ? `${id}-warning` : null,
    hint ? `${id}-hint` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: error ? true : undefined })}
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
      {warning ? (
        <p id={`${id}-warning`} className={styles.warning}>
          {warning}
        </p>
      ) : null}
    </div>
  );
}
