import React, { useId, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** The button's label while the part is folded away ("Change the inputs"). */
  readonly label: ReactNode;
  /**
   * What the folded part holds, in one line (the inputs' values), shown
   * beside the button while it is folded.
   */
  readonly summary?: ReactNode;
  /**
   * Also fold in speaker mode (`?present`): the inputs do, so the result
   * and its chart fit a projector's screen; the charts and tables do not.
   */
  readonly foldWhenPresenting?: boolean;
  /** Grid placement and the like, from the frame's stylesheet. */
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A part of a calculator that the compact embed (`?embed=compact`), and for
 * the inputs speaker mode, fold away behind a button: the inputs, and the
 * charts and tables under the results. Elsewhere it adds no box of its own
 * (`display: contents`) and its button is not drawn, so the frame lays out
 * as without it. The stylesheet keys on `<html data-presentation>`, set
 * before the first paint, so the part is folded from the first frame on and
 * the server's HTML and the hydrated page agree (the open state is React's,
 * closed at first).
 */
export default function CompactDisclosure({
  label,
  summary,
  foldWhenPresenting = false,
  className,
  children,
}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <div
      className={`${styles.compactPart} ${className ?? ''}`}
      data-compact-part=""
      data-fold-when-presenting={foldWhenPresenting ? '' : undefined}
      data-open={open ? '' : undefined}
    >
      {summary ? (
        <p className={styles.compactSummary} data-testid="compact-summary">
          {summary}
        </p>
      ) : null}
      <button
        type="button"
        className={`button button--secondary ${styles.compactToggle}`}
        aria-expanded={open}
        aria-controls={contentId}
        data-presentation-ui=""
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        {label}
      </button>
      <div id={contentId} className={styles.compactContent}>
        {children}
      </div>
    </div>
  );
}
