import React, { Suspense, lazy, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import dialogStyles from '../QrCodeDialog/styles.module.css';
import styles from './styles.module.css';

/** /go's "Save for offline" box, loaded when the dialog first opens (not every page needs it). */
const OfflineCopy = lazy(() => import('../OfflineCopy'));

/**
 * Speaker mode's "Make this site available offline": a button in the bar
 * that opens /go's box (src/components/OfflineCopy: the size before it
 * starts, then progress) in a modal dialog, so a talk can go on without a
 * network. The box stays mounted once opened: closing the dialog does not
 * stop a save (leaving the page does). Inside the dialog speaker mode's keys
 * are the dialog's (Esc closes it; src/presentation/slideSteps.ts).
 */
export default function OfflineCopyDialog(): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  // An icon with a name: the bar stays one row at 1280 px in both languages
  // (a worded button wrapped the exit button onto a second row).
  const label = translate({ id: 'presentation.offline.button', message: 'オフライン用に保存' });

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={`button button--secondary ${styles.offlineButton}`}
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        onClick={() => {
          setOpened(true);
          const dialog = dialogRef.current;
          if (dialog && !dialog.open) dialog.showModal();
        }}
      >
        {/* An arrow down onto a tray: "keep a copy here". */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.offlineIcon}>
          <path d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16" />
        </svg>
      </button>
      <dialog
        ref={dialogRef}
        className={clsx(dialogStyles.dialog, styles.offlineDialog)}
        aria-labelledby={titleId}
        onClose={() => triggerRef.current?.focus()}
        data-testid="offline-dialog"
      >
        <Heading as="h2" className={dialogStyles.title}>
          <span id={titleId}>
            <Translate id="presentation.offline.title">
              このサイトをオフラインで使えるようにする
            </Translate>
          </span>
        </Heading>
        {opened ? (
          <Suspense
            fallback={
              <p role="status">
                <Translate id="presentation.offline.loading">読み込んでいます…</Translate>
              </p>
            }
          >
            <OfflineCopy otherLocaleLink={false} />
          </Suspense>
        ) : null}
        <div className={styles.offlineActions}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dialogRef.current?.close()}
          >
            <Translate id="presentation.offline.close">閉じる</Translate>
          </button>
        </div>
      </dialog>
    </>
  );
}
