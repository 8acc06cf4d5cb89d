/**
 * Client module: keeps the heading a link points at (`…#sources`) in view
 * while the page is still growing above it.
 *
 * The browser scrolls to the anchor as soon as the server HTML is there;
 * Mermaid diagrams and charts are drawn after hydration and push the heading
 * down (by ≈2,300 px on the group-commit article), so a link from a talk
 * landed in the wrong section. Until the reader scrolls, clicks or types —
 * or the page has been still for a while — every change in the page's height
 * scrolls the heading back to the top.
 */
import type { ClientModule } from '@docusaurus/types';
import { fragmentId } from '../lib/uriDecode';

/** How long to follow the anchor at most, in ms (diagrams are drawn within a few seconds). */
const FOLLOW_FOR_MS = 15_000;
/** Any of these means the reader has taken over the scroll position. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

let stopFollowing: (() => void) | null = null;

function followAnchor(hash: string): () => void {
  const id = fragmentId(hash);
  const root = document.getElementById('__docusaurus') ?? document.body;
  if (!id || typeof ResizeObserver === 'undefined') return () => {};

  const align = (): void => {
    const target = document.getElementById(id);
    if (!target) return;
    // Headings carry a scroll-margin for the sticky navbar; scrollIntoView honours it.
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - margin) > 1) {
      target.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
    }
  };
  const observer = new ResizeObserver(align);
  observer.observe(root);
  const timer = window.setTimeout(stop, FOLLOW_FOR_MS);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of READER_INPUT) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  return stop;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    stopFollowing?.();
    stopFollowing = location.hash ? followAnchor(location.hash) : null;
  },
};

export default clientModule;
