/**
 * When a part of the page whose code loads on demand (a dataset chart or a
 * calculator in an article) should start loading it: when it comes near the
 * viewport, or as soon as the reader points at it, focuses into it, clicks
 * it or changes a field of it. Until then the part is the server's HTML,
 * which reads and links without its code.
 */

/**
 * How far from the viewport loading starts: a screen's height above and
 * below, so a chart has usually arrived before it scrolls into view.
 */
export const LOAD_ROOT_MARGIN = '100% 0px';

/**
 * The reader's moves on the part that start loading at once. `input` and
 * `change` too: a form's value can change without a focus or a click on it
 * (autofill, assistive technology, a script), and a calculator must then
 * load to take the value over (src/lib/earlyInput.ts).
 */
export const LOAD_EVENTS = ['pointerenter', 'focusin', 'click', 'input', 'change'] as const;

/** What `watchForLoad` needs of an element (a DOM element; a stand-in in tests). */
export interface WatchedElement {
  addEventListener: (type: string, listener: () => void) => void;
  removeEventListener: (type: string, listener: () => void) => void;
}

/** The constructor of an IntersectionObserver, or a stand-in with the same shape. */
export type ObserverConstructor = new (
  callback: (entries: readonly { readonly isIntersecting: boolean }[]) => void,
  options: { readonly rootMargin: string },
) => { observe: (target: never) => void; disconnect: () => void };

/** The browser's IntersectionObserver: absent in old browsers, though lib.dom types it as always there. */
function browserObserver(): ObserverConstructor | undefined {
  return (globalThis as { IntersectionObserver?: ObserverConstructor }).IntersectionObserver;
}

/**
 * Calls `start` once: when `element` comes within {@link LOAD_ROOT_MARGIN}
 * of the viewport or on the first of {@link LOAD_EVENTS} on it; right away
 * where there is no IntersectionObserver. Returns a function that stops
 * watching (call it on unmount).
 */
export function watchForLoad(
  element: WatchedElement,
  start: () => void,
  Observer: ObserverConstructor | undefined = browserObserver(),
): () => void {
  let observer: InstanceType<ObserverConstructor> | null = null;
  const stop = (): void => {
    observer?.disconnect();
    observer = null;
    for (const type of LOAD_EVENTS) element.removeEventListener(type, fire);
  };
  let fired = false;
  function fire(): void {
    if (fired) return;
    fired = true;
    stop();
    start();
  }
  if (!Observer) {
    fire();
    return stop;
  }
  for (const type of LOAD_EVENTS) element.addEventListener(type, fire);
  observer = new Observer(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin: LOAD_ROOT_MARGIN },
  );
  observer.observe(element as never);
  return stop;
}
