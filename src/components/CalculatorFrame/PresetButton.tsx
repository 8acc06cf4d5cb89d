import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  readonly onClick: () => void;
  readonly children: ReactNode;
  /** Set on the button that puts the calculator back to its starting example. */
  readonly resets?: boolean;
  readonly testId?: string;
}

/**
 * A button that fills a calculator's inputs with a named set (the source's
 * example, a product's defaults) or empties them: at Infima's normal button
 * size, as the copy-link row is (`button--sm` drew these labels at 11 px).
 */
export default function PresetButton({
  onClick,
  children,
  resets = false,
  testId,
}: Props): ReactNode {
  return (
    <button
      type="button"
      className={`button button--secondary ${styles.button}`}
      onClick={onClick}
      data-calculator-reset={resets ? '' : undefined}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
