/**
 * In an embed (`?embed` inside an iframe): posts the page's content height to
 * the framing page on start, on `load` and on every change of size, for the
 * resize snippet of src/presentation/embedCode.ts. Part of the bundle (no
 * inline script, so the CSP's script hashes are unchanged).
 *
 * The height is the body's: in an embed the stylesheet (src/css/presentation.css)
 * lets the body grow with the calculator alone (`height: auto`, its other
 * children out of the flow), so its box is the content however tall the
 * iframe is. The document's scrollHeight would never go below the iframe's
 * own height, and a frame could grow but never shrink.
 *
 * A ResizeObserver alone is not enough: Chromium does not run the rendering
 * steps of a cross-origin iframe that is off screen, so its observers wait
 * until the reader scrolls to it, and the host page would jump then. Changes
 * to the DOM (hydration's render, an edit, a folded part opened) are seen by
 * a MutationObserver, which is not held back, and measured a moment later.
 */
import { embedHeightMessage } from './embedCode';

let stopReports: (() => void) | null = null;

function framed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Starts (`on`) or stops the reports; idempotent. Outside an iframe it does nothing. */
export function reportEmbedHeight(on: boolean): void {
  if (!on || !framed() || typeof ResizeObserver === 'undefined') {
    stopReports?.();
    stopReports = null;
    return;
  }
  if (stopReports) return;
  let lastHeight = -1;
  const post = () => {
    const message = embedHeightMessage(document.body.getBoundingClientRect().height);
    if (message.height === lastHeight || message.height === 0) return;
    lastHeight = message.height;
    // '*': the parent may be any site, and a height tells it nothing private.
    window.parent.postMessage(message, '*');
  };
  let timer: number | undefined;
  const postSoon = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(post, 50);
  };
  const resizes = new ResizeObserver(post);
  resizes.observe(document.body);
  const mutations = new MutationObserver(postSoon);
  mutations.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.addEventListener('load', post);
  post();
  stopReports = () => {
    resizes.disconnect();
    mutations.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('load', post);
  };
}
