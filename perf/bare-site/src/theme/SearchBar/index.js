// Pagefind's default UI in the navbar, as its documentation sets it up
// (pagefind-ui.js and its stylesheet, loaded with the page): the template's
// counterpart of the site's search box, over an index built by Pagefind's
// CLI with its defaults (scripts/perf.mjs).
import React, { useEffect, useRef } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { loadPagefindUi } from '../../pagefindUi';

export default function SearchBar() {
  const container = useRef(null);
  const bundlePath = useBaseUrl('/pagefind/').replace(/\/en\/pagefind\/$/, '/pagefind/');
  useEffect(() => {
    let ui;
    void loadPagefindUi(bundlePath).then((PagefindUI) => {
      if (container.current)
        ui = new PagefindUI({ element: container.current, showSubResults: true, bundlePath });
    });
    return () => ui?.destroy?.();
  }, [bundlePath]);
  return <div className="navbar__search" ref={container} style={{ width: '18rem' }} />;
}
