import React, { useId, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import type { QrImages } from '../../lib/qr';
import styles from './styles.module.css';

interface Props {
  /** Builds the URL at open time, so the code reflects the current inputs. */
  readonly getUrl: () => string;
  /** Base of the downloaded file names (`<name>-qr.svg`, `<name>-qr.png`). */
  readonly fileName: string;
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
export default function QrCodeDialog({ getUrl, fileName }: Props): ReactNode {
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
        <Translate id="presentation.qr.button">QR コード</Translate>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        data-testid="qr-dialog"
      >
        <Heading as="h2" className={styles.title}>
          <span id={titleId}>
            <Translate id="presentation.qr.title">この条件のリンクの QR コード</Translate>
          </span>
        </Heading>
        {state.status === 'loading' ? (
          <p role="status" className={styles.status}>
            <Translate id="presentation.qr.loading">QR コードを作成しています…</Translate>
          </p>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <img
              className={styles.code}
              src={state.images.svgDataUrl}
              width={state.images.pngSize}
              height={state.images.pngSize}
              alt={translate(
                { id: 'presentation.qr.alt', message: '{url} を開く QR コード' },
                { url: state.url },
              )}
            />
            <div className={styles.downloads}>
              <Link
                className="button button--primary"
                href={state.images.svgDataUrl}
                download={`${fileName}-qr.svg`}
                target="_self"
                rel="nofollow"
              >
                <Translate id="presentation.qr.downloadSvg">SVG をダウンロード</Translate>
              </Link>
              <Link
                className="button button--primary"
                href={state.images.pngDataUrl}
                download={`${fileName}-qr.png`}
                target="_self"
                rel="nofollow"
              >
                <Translate id="presentation.qr.downloadPng">PNG をダウンロード</Translate>
              </Link>
            </div>
            <p className={styles.hint}>
              <Translate id="presentation.qr.hint">
                スライドには SVG が向いています（拡大しても粗くなりません）。
              </Translate>
            </p>
          </>
        ) : null}
        {state.status === 'tooLong' ? (
          <p className="alert alert--warning" role="alert">
            <Translate id="presentation.qr.tooLong" values={{ length: state.url.length }}>
              {
                'このリンクは長すぎて QR コードにできません（{length} 文字）。リンクをコピーして共有してください。'
              }
            </Translate>
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <p className="alert alert--warning" role="alert">
            <Translate id="presentation.qr.failed">
              QR コードを作成できませんでした。ページを再読み込みして、もう一度お試しください。
            </Translate>
          </p>
        ) : null}
        {url ? <p className={styles.url}>{url}</p> : null}
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={close}>
            <Translate id="presentation.qr.close">閉じる</Translate>
          </button>
        </div>
      </dialog>
    </>
  );
}
