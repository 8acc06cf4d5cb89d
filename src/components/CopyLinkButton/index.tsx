import React, { useEffect, useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** Builds the URL at click time, so it reflects the current state. */
  readonly getUrl: () => string;
}

type Status = 'idle' | 'copied' | 'failed';

/**
 * Copies the link of the current calculator state. Where the Clipboard API is
 * unavailable (plain http, old browsers) the link is shown selected so the
 * reader can copy it by hand.
 */
export default function CopyLinkButton({ getUrl }: Props): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const [manualUrl, setManualUrl] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = window.setTimeout(() => {
      setStatus('idle');
    }, 2500);
    return () => {
      window.clearTimeout(timer);
    };
  }, [status]);

  const copy = async () => {
    const url = getUrl();
    try {
      await navigator.clipboard.writeText(url);
      setManualUrl(null);
      setStatus('copied');
    } catch {
      setManualUrl(url);
      setStatus('failed');
    }
  };

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
        <Translate id="calculator.copyLink.button">この条件のリンクをコピー</Translate>
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {status === 'copied' ? (
          <Translate id="calculator.copyLink.copied">コピーしました</Translate>
        ) : null}
        {status === 'failed' ? (
          <Translate id="calculator.copyLink.failed">
            コピーできませんでした。下のリンクを選択してコピーしてください。
          </Translate>
        ) : null}
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
