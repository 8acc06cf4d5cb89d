import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LoadCache } from '../lib/loadCache';
import { watchForLoad } from '../lib/loadTrigger';
import { serverMarkup } from '../lib/serverMarkup';

/**
 * - `static`: the server's HTML of the part, kept as it is until the code
 *   has loaded, or for good if it cannot load;
 * - `waiting`: no server HTML (a client-side navigation): a box of about the
 *   part's height while the code loads, which starts at once;
 * - `failed`: that load failed; the part says so;
 * - `live`: the part, rendered by its code.
 */
export type DeferredPhase = 'static' | 'waiting' | 'failed' | 'live';

export interface DeferredPart<V> {
  readonly phase: DeferredPhase;
  /** The server's HTML of the part, read before hydration; null after a client-side navigation. */
  readonly markup: string | null;
  /** What the load gave, once the part is live. */
  readonly loaded: V | undefined;
  /** For the static part's element: watched for nearing the viewport. */
  readonly staticRef: RefObject<HTMLDivElement | null>;
}

/**
 * A part of an article whose code loads on demand (a dataset chart, a
 * calculator): its server HTML stays as it is (`slot` names it, see
 * src/lib/serverMarkup.ts) until the part nears the viewport or the reader
 * moves onto it (src/lib/loadTrigger.ts), or at once when `atOnce` is set
 * or there is no server HTML. `load` is shared by every copy of the part
 * (src/lib/loadCache.ts).
 */
export function useDeferredPart<K, V>(
  loads: LoadCache<K, V>,
  key: K,
  slot: string,
  atOnce: boolean,
): DeferredPart<V> {
  // Read once, before hydration touches the DOM: the server's HTML of this
  // very part.
  const [markup] = useState(() =>
    loads.loaded(key) ? null : serverMarkup(globalThis.document, slot),
  );
  const [phase, setPhase] = useState<DeferredPhase>(() => {
    if (loads.loaded(key)) return 'live';
    return markup === null ? 'waiting' : 'static';
  });
  const staticRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase === 'live' || phase === 'failed') return undefined;
    let current = true;
    const start = (): void => {
      loads.load(key).then(
        () => {
          if (current) setPhase('live');
        },
        () => {
          // The server's HTML stays as it is, usable (offline without the
          // offline copy, say); a page rendered in the browser says so.
          if (current && phase === 'waiting') setPhase('failed');
        },
      );
    };
    if (phase === 'waiting' || atOnce || !staticRef.current) {
      start();
      return () => {
        current = false;
      };
    }
    const stop = watchForLoad(staticRef.current, start);
    return () => {
      current = false;
      stop();
    };
  }, [loads, key, phase, atOnce]);

  return {
    phase,
    markup,
    loaded: phase === 'live' ? loads.loaded(key) : undefined,
    staticRef,
  };
}
