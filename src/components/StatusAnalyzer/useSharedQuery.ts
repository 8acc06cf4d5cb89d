import { useEffect, useRef } from 'react';

/**
 * Keeps the analyzer's derived values in the URL query string, the way
 * `useCalculatorState` does for the other calculators: the server renders
 * without a query string; after hydration the URL is read once and handed to
 * `onRead`; afterwards every change of `query` is written back with
 * `history.replaceState`, which keeps the back button for real navigation.
 *
 * @param query - the query string (without `?`) for the current state; `''` for none
 * @param onRead - called once after hydration with the URL's parameters (the
 *   first render's function; it should only set state)
 */
export function useSharedQuery(query: string, onRead: (search: URLSearchParams) => void): void {
  const hasReadUrl = useRef(false);
  // Only the first render's callback is ever called.
  const readRef = useRef(onRead);

  // Declared before the reading effect, so that on mount it sees hasReadUrl
  // still false and leaves a shared link alone until its values are in state.
  useEffect(() => {
    if (!hasReadUrl.current) return;
    const search = query ? `?${query}` : '';
    if (search === window.location.search) return;
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    // Keep react-router's history state so its navigation keeps working.
    window.history.replaceState(window.history.state, '', url);
  }, [query]);

  useEffect(() => {
    hasReadUrl.current = true;
    readRef.current(new URLSearchParams(window.location.search));
  }, []);
}
