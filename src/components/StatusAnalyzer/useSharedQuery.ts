import { useEffect, useRef } from 'react';
import { calculatorUrl, currentUrl, replaceUrl } from '../../hooks/calculatorUrl';

/**
 * Keeps the analyzer's derived values in the URL query string, the way
 * `useCalculatorState` does for the other calculators: the server renders
 * without a query string; after hydration the URL is read once and handed to
 * `onRead`; afterwards every change of `query` is written back with
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
  const hasReadUrl = useRef(false);
  // Only the first render's callback is ever called.
  const readRef = useRef(onRead);

  // Declared before the reading effect, so that on mount it sees hasReadUrl
  // still false and leaves a shared link alone until its values are in state.
  useEffect(() => {
    if (!hasReadUrl.current) return;
    // Parameters the analyzer does not read (present, embed, scenario, …) stay.
    const url = calculatorUrl(window.location, ownedNames, query);
    if (url !== currentUrl(window.location)) replaceUrl(url);
  }, [query, ownedNames]);

  useEffect(() => {
    hasReadUrl.current = true;
    readRef.current(new URLSearchParams(window.location.search));
  }, []);
}
