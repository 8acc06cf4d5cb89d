import React, { type ReactNode } from 'react';
import { useClipboardCopy } from './useClipboardCopy';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

interface Props {
  /** Builds the URL at click time, so it reflects the current state. */
  readonly getUrl: () => string;
}

/**
 * Copies the link of the current calculator state. Where the Clipboard API is
 * unavailable (plain http, old browsers) the link is shown selected so the
 * reader can copy it by hand.
 */
export default function CopyLinkButton({ getUrl }: Props): ReactNode {
  const { status, manualText: manualUrl, copy } = useClipboardCopy(getUrl);

  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          // copy() shows its own failure (the selected link), so nothing awaits it.
          void copy();
        }}
      >
        {pageText(calculatorKitStrings, 'calculator.copyLink.button')}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {status === 'copied' ? pageText(calculatorKitStrings, 'calculator.copyLink.copied') : null}
        {status === 'failed' ? pageText(calculatorKitStrings, 'calculator.copyLink.failed') : null}
      </span>
      {manualUrl ? (
        <input
          className={styles.manual}
          readOnly
          value={manualUrl}
          aria-label={manualUrl}
          onFocus={(event) => {
            event.target.select();
          }}
        />
      ) : null}
    </div>
  );
}
