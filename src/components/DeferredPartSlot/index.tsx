import React, { type ReactNode, type Ref } from 'react';
import type { DeferredPart } from '../../hooks/useDeferredPart';
import { SERVER_MARKUP_ATTRIBUTE } from '../../lib/serverMarkup';
import styles from './styles.module.css';

interface Props {
  /** The part's server-HTML slot: React's `useId()`, the same on the server and in hydration. */
  readonly slot: string;
  readonly part: Pick<DeferredPart<unknown>, 'phase' | 'markup'>;
  /** The live part, once its code has loaded; null before. */
  readonly live: ReactNode;
  /** For the static part's element (watched for nearing the viewport). */
  readonly staticRef: Ref<HTMLDivElement>;
  readonly liveRef?: Ref<HTMLDivElement>;
  /** While the code loads after a client-side navigation (no server HTML). */
  readonly loading: ReactNode;
  /** When that load failed: what to say, with a link to where the part works. */
  readonly failed: ReactNode;
  /** About the part's usual height (a CSS length), so the text under the box moves little. */
  readonly boxHeight: string;
}

/**
 * Where an article's deferred part (src/hooks/useDeferredPart.ts: a dataset
 * chart, a calculator) is drawn: the live part, or the server's HTML of it
 * rendered again as it is, or a box saying it is loading or could not load.
 * The live part and the static one sit in the same slot element, so the
 * one replaces the other in one commit.
 */
export default function DeferredPartSlot({
  slot,
  part,
  live,
  staticRef,
  liveRef,
  loading,
  failed,
  boxHeight,
}: Props): ReactNode {
  const slotAttribute = { [SERVER_MARKUP_ATTRIBUTE]: slot };
  if (live !== null) {
    return (
      <div key="live" ref={liveRef} {...slotAttribute}>
        {live}
      </div>
    );
  }
  if (part.phase === 'static' && part.markup !== null) {
    return (
      <div
        key="static"
        ref={staticRef}
        {...slotAttribute}
        // The same HTML as the server's: hydration leaves it as it is.
        dangerouslySetInnerHTML={{ __html: part.markup }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div
      key="waiting"
      className={styles.pending}
      style={{ minHeight: boxHeight }}
      aria-busy={part.phase === 'waiting'}
    >
      <p>{part.phase === 'failed' ? failed : loading}</p>
    </div>
  );
}
