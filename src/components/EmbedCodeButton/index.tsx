import React, { type ReactNode, type RefObject } from 'react';
import { useClipboardCopy } from '../CopyLinkButton/useClipboardCopy';
import { embedCode, embedUrl, suggestedEmbedHeight } from '../../presentation/embedCode';
import rowStyles from '../CopyLinkButton/styles.module.css';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

interface Props {
  /**
   * The link to share, built at click time: absolute, on the origin the page
   * was served from (`window.location`, as useServedOrigin gives after
   * hydration), without the view parameters.
   */
  readonly getUrl: () => string;
  /** The calculator's frame: its title (`aria-labelledby`) and height go into the code. */
  readonly frameRef: RefObject<HTMLElement | null>;
}

/** The text of the element that names the frame, else the page's title. */
function frameTitle(frame: HTMLElement | null): string {
  const labelId = frame?.getAttribute('aria-labelledby');
  const label = labelId ? document.getElementById(labelId)?.textContent : '';
  return (label ?? '').replace(/\s+/g, ' ').trim() || document.title;
}

/**
 * Copies the HTML that frames this calculator in another site (a blog post,
 * a slide tool): an iframe of the current state with `embed`, and the few
 * lines that let the iframe follow the calculator's height
 * (src/presentation/embedCode.ts; the README shows them too).
 */
export default function EmbedCodeButton({ getUrl, frameRef }: Props): ReactNode {
  const { status, manualText, copy } = useClipboardCopy(() => {
    const frame = frameRef.current;
    return embedCode({
      src: embedUrl(getUrl()),
      title: frameTitle(frame),
      height: suggestedEmbedHeight(frame?.getBoundingClientRect().height ?? 0),
    });
  });

  return (
    <div className={rowStyles.wrapper}>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          // copy() shows its own failure (the code to select), so nothing awaits it.
          void copy();
        }}
      >
        {pageText(calculatorKitStrings, 'calculator.embedCode.button')}
      </button>
      <span className={rowStyles.status} role="status" aria-live="polite">
        {status === 'copied' ? pageText(calculatorKitStrings, 'calculator.embedCode.copied') : null}
        {status === 'failed' ? pageText(calculatorKitStrings, 'calculator.embedCode.failed') : null}
      </span>
      {manualText ? (
        <textarea
          className={styles.manual}
          readOnly
          rows={6}
          value={manualText}
          aria-label={pageText(calculatorKitStrings, 'calculator.embedCode.manualLabel')}
          onFocus={(event) => {
            event.target.select();
          }}
        />
      ) : null}
    </div>
  );
}
