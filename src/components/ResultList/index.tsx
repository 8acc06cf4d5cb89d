import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface ListProps {
  /** The rows: `<Result>` elements (or components that render one). */
  readonly children: ReactNode;
  /**
   * Values at body size, for identifiers, dates and sentences rather than
   * figures (the Snowflake tool's IDs and UUIDs).
   */
  readonly compact?: boolean;
  /** Rows side by side in columns at least 14rem wide, type a step smaller: many short figures. */
  readonly columns?: boolean;
  /** The caller's layout around the list (its outer margin). */
  readonly className?: string;
}

/**
 * A calculator's results: a description list of terms and values, one
 * `<Result>` per row. The semantics are those of `<dl>`, so readers and
 * screen readers get each value with its term.
 */
export default function ResultList({
  children,
  compact = false,
  columns = false,
  className,
}: ListProps): ReactNode {
  return (
    <dl
      className={clsx(styles.list, compact && styles.compact, columns && styles.columns, className)}
    >
      {children}
    </dl>
  );
}

interface ResultProps {
  /** What the value is (the `<dt>`). */
  readonly term: ReactNode;
  /** The value (the first `<dd>`). */
  readonly value: ReactNode;
  /**
   * `headline`: the figure the section is about, set large; `small`: a value
   * that is a sentence (a configuration, a caveat), set like a note.
   */
  readonly emphasis?: 'headline' | 'small';
  /** `data-testid` of the value. */
  readonly testId?: string | undefined;
  /** Further `data-*` attributes of the value, for tests and styles. */
  readonly data?: Readonly<Record<`data-${string}`, string | number>>;
  /** The caller's own class on the value (a monospace ID). */
  readonly valueClassName?: string | undefined;
  /** Notes under the value: `<ResultNote>` elements. */
  readonly children?: ReactNode;
}

/** One row of a `<ResultList>`: a term, its value and any notes under the value. */
export function Result({
  term,
  value,
  emphasis,
  testId,
  data,
  valueClassName,
  children,
}: ResultProps): ReactNode {
  return (
    <div>
      <dt>{term}</dt>
      <dd
        className={
          clsx(
            emphasis === 'headline' && styles.headline,
            emphasis === 'small' && styles.small,
            valueClassName,
          ) || undefined
        }
        data-testid={testId}
        {...data}
      >
        {value}
      </dd>
      {children}
    </div>
  );
}

/** A note under a result's value: its breakdown, its source, a caveat. */
export function ResultNote({
  children,
  testId,
}: {
  readonly children: ReactNode;
  readonly testId?: string;
}): ReactNode {
  return (
    <dd className={styles.note} data-testid={testId}>
      {children}
    </dd>
  );
}
