import React, { useId, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { QrImages } from '../../lib/qr';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

interface Props {
  /** Builds the URL at open time, so the code reflects the current inputs. */
  readonly getUrl: () => string;
  /** Base of the downloaded file names (`<name>-qr.svg`, `<name>-qr.png`). */
  readonly fileName: string;
  /**
   * Level of the dialog's title: one below the heading of what it belongs to.
   * The closed dialog is in the page between a calculator's title and its
   * sections, so a fixed `<h2>` broke the outline of an article (h3 title,
   * h2 dialog, h4 sections).
   */
  readonly headingLevel: 3 | 4;
}

type State =
  | { readonly status: 'closed' }
  | { readonly status: 'loading'; readonly url: string }
  | { readonly status: 'ready'; readonly url: string; readonly images: QrImages }
  | { readonly status: 'tooLong'; readonly url: string }
  | { readonly status: 'failed'; readonly url: string };

/**
 * A button that shows the current link as a QR code in a modal dialog (a
 * native `<dialog>`: focus stays inside, Esc closes it), with the code as SVG
 * and PNG downloads for slides. The QR library is loaded only when the
 * dialog opens (`import()`), so it is not part of any page's initial code.
 */
export default function QrCodeDialog({ getUrl, fileName, headingLevel }: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>({ status: 'closed' });
  const titleId = useId();

  const open = async () => {
    const url = getUrl();
    setState({ status: 'loading', url });
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    let next: State;
    try {
      const { createQrImages } = await import('../../lib/qr');
      const outcome = createQrImages(url);
      next = outcome.ok
        ? { status: 'ready', url, images: outcome.value }
        : { status: outcome.code === 'tooLong' ? 'tooLong' : 'failed', url };
    } catch {
      next = { status: 'failed', url };
    }
    // Closed (or reopened for another URL) while the code was being made.
    setState((current) => (current.status === 'loading' && current.url === url ? next : current));
  };

  const close = () => dialogRef.current?.close();

  const onClose = () => {
    setState({ status: 'closed' });
    triggerRef.current?.focus();
  };

  const url = state.status === 'closed' ? '' : state.url;

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => {
          // open() shows its own failure in the dialog, so nothing awaits it.
          void open();
        }}
      >
        {pageText(calculatorKitStrings, 'presentation.qr.button')}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        data-testid="qr-dialog"
      >
        <Heading as={`h${headingLevel}`} className={styles.title}>
          <span id={titleId}>{pageText(calculatorKitStrings, 'presentation.qr.title')}</span>
        </Heading>
        {state.status === 'loading' ? (
          <p role="status" className={styles.status}>
            {pageText(calculatorKitStrings, 'presentation.qr.loading')}
          </p>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <img
              className={styles.code}
              src={state.images.svgDataUrl}
              width={state.images.pngSize}
              height={state.images.pngSize}
              alt={pageText(calculatorKitStrings, 'presentation.qr.alt', { url: state.url })}
            />
            <div className={styles.downloads}>
              <Link
                className="button button--primary"
                href={state.images.svgDataUrl}
                download={`${fileName}-qr.svg`}
                target="_self"
                rel="nofollow"
              >
                {pageText(calculatorKitStrings, 'presentation.qr.downloadSvg')}
              </Link>
              <Link
                className="button button--primary"
                href={state.images.pngDataUrl}
                download={`${fileName}-qr.png`}
                target="_self"
                rel="nofollow"
              >
                {pageText(calculatorKitStrings, 'presentation.qr.downloadPng')}
              </Link>
            </div>
            <p className={styles.hint}>{pageText(calculatorKitStrings, 'presentation.qr.hint')}</p>
          </>
        ) : null}
        {state.status === 'tooLong' ? (
          <p className="alert alert--warning" role="alert">
            {pageText(calculatorKitStrings, 'presentation.qr.tooLong', {
              length: state.url.length,
            })}
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <p className="alert alert--warning" role="alert">
            {pageText(calculatorKitStrings, 'presentation.qr.failed')}
          </p>
        ) : null}
        {url ? <p className={styles.url}>{url}</p> : null}
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={close}>
            {pageText(calculatorKitStrings, 'presentation.qr.close')}
          </button>
        </div>
      </dialog>
    </>
  );
}
