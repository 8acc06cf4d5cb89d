import { useEffect, useRef, type RefObject } from 'react';
import { usePresentation } from './usePresentation';
import { enterPresentation, type PresentationSnapshot } from './presentationStore';
import { EMBED_PARAM, withoutParams } from './modeUrl';
import { fragmentId } from '../lib/uriDecode';

export interface PresentableFrame<E extends HTMLElement> {
  readonly presentation: PresentationSnapshot;
  /** Whether this frame is the one shown in speaker mode. */
  readonly presenting: boolean;
  /**
   * Whether the URL's hash names this frame. Set as an attribute for the
   * stylesheet, because `:target` is lost when React replaces the element
   * the browser scrolled to (a lazily loaded calculator or chart).
   */
  readonly targeted: boolean;
  /** On the frame's outer element (`data-presentable={id}`). */
  readonly frameRef: RefObject<E | null>;
  /** On the "speaker mode" button, which gets the focus back on leaving. */
  readonly presentButtonRef: RefObject<HTMLButtonElement | null>;
  /** In an embed: the same page and state without `embed`; '' otherwise. */
  readonly fullPageHref: string;
  /** Enters speaker mode for this frame; call it from the click itself. */
  readonly enter: () => void;
}

/**
 * What a calculator and a chart share in speaker mode and embeds: whether
 * this frame is presented, focus that follows the mode (into the frame on
 * entering, back to the button and the frame back into view on leaving), and
 * the link back to the full page of an embed.
 *
 * @param id - the frame's element id and `data-presentable` value
 * @param linkToSelf - on an article page: links and reloads name the frame by `#id`
 */
export function usePresentableFrame<E extends HTMLElement = HTMLElement>(
  id: string,
  linkToSelf: boolean,
): PresentableFrame<E> {
  const presentation = usePresentation();
  const presenting = presentation.present && presentation.presentingId === id;
  const frameRef = useRef<E>(null);
  const presentButtonRef = useRef<HTMLButtonElement>(null);
  const wasPresenting = useRef(false);

  useEffect(() => {
    if (presenting && !wasPresenting.current) {
      frameRef.current?.focus({ preventScroll: true });
    } else if (!presenting && wasPresenting.current) {
      frameRef.current?.scrollIntoView({ block: 'start' });
      presentButtonRef.current?.focus({ preventScroll: true });
    }
    wasPresenting.current = presenting;
  }, [presenting]);

  const targeted = presentation.href !== '' && fragmentId(new URL(presentation.href).hash) === id;

  let fullPageHref = '';
  if (presentation.embed && presentation.href !== '') {
    const href = withoutParams(presentation.href, [EMBED_PARAM]);
    fullPageHref = linkToSelf && !href.includes('#') ? `${href}#${id}` : href;
  }

  return {
    presentation,
    presenting,
    targeted,
    frameRef,
    presentButtonRef,
    fullPageHref,
    enter: () => {
      enterPresentation(id, { linkToSelf });
    },
  };
}
