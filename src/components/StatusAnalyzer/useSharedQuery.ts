import { useEffect, useRef, useState } from 'react';
import { calculatorUrl, currentUrl, replaceUrl } from '../../hooks/calculatorUrl';
import { markLinkedStateApplied } from '../../presentation/modeUrl';

/**
 * Keeps the analyzer's derived values in the URL query string, the way
 * `useCalculatorState` does for the other calculators: the server renders
 * without a query string; after hydration the URL is read once and handed to
 * `onRead`; then the URL is rewritten from `query` — once right after the
 * read, so that rejected or repeated parameters leave the link even when the
 * page's query is unchanged, and after every change of `query` — with
 * `history.replaceState`, which keeps the back button for real navigation.
 *
 * @param query - the query string (without `?`) for the current state; `''` for none
 * @param ownedNames - every parameter the analyzer reads (the others in the URL are kept)
 * @param onRead - called once after hydration with the URL's parameters (the
 *   first render's function; it should only set state)
 */
export function useSharedQuery(
  query: string,
  ownedNames: readonly string[],
  onRead: (search: URLSearchParams) => void,
): void {
  // State, not a ref: the read must cause a render that writes the URL.
  const [hasReadUrl, setHasReadUrl] = useState(false);
  // Only the first render's callback is ever called.
  const readRef = useRef(onRead);

  useEffect(() => {
    if (!hasReadUrl) return;
    // Parameters the analyzer does not read (present, embed, scenario, …) stay.
    const url = calculatorUrl(window.location, ownedNames, query);
    if (url !== currentUrl(window.location)) replaceUrl(url);
    // The link's values are on screen now: the page stops marking them pending.
    markLinkedStateApplied();
  }, [query, ownedNames, hasReadUrl]);

  useEffect(() => {
    readRef.current(new URLSearchParams(window.location.search));
    setHasReadUrl(true);
  }, []);
}
