import React, { useState, type ReactNode } from 'react';

/**
 * The server-rendered HTML of an element, read once while the page hydrates.
 *
 * Why: a component loaded lazily (its own chunk) may still be on its way when
 * hydration ends. Docusaurus then updates contexts above it (it switches to
 * "is browser" right after hydrating), and React cannot hydrate a Suspense
 * boundary that is still waiting while an update passes through it: it
 * throws the server HTML away and shows the fallback until the chunk arrives.
 * With a `null` fallback the calculator or chart vanished for 0.1–1 s and the
 * article jumped. Showing a copy of the server HTML as the fallback keeps the
 * page as it was until the real component takes over.
 *
 * Only during the first hydration (before Docusaurus sets
 * `<html data-has-hydrated>`): on a client-side navigation the document still
 * shows the previous page.
 */
export function useServerHtml(selector: string): string | null {
  const [html] = useState(() => {
    if (typeof document === 'undefined') return null;
    if (document.documentElement.dataset.hasHydrated === 'true') return null;
    return document.querySelector(selector)?.outerHTML ?? null;
  });
  return html;
}

/** A Suspense fallback that looks like the server-rendered element (inert until replaced). */
export default function ServerHtmlFallback({ html }: { readonly html: string | null }): ReactNode {
  if (html === null) return null;
  return (
    <div
      style={{ display: 'contents' }}
      // A copy, not interactive: the real component replaces it.
      inert
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
