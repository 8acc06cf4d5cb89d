// The template's search page: Pagefind's default UI, searching `?q=` on opening.
import React, { useEffect, useRef } from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { loadPagefindUi } from '../pagefindUi';

export default function SearchPage() {
  const container = useRef(null);
  const bundlePath = useBaseUrl('/pagefind/').replace(/\/en\/pagefind\/$/, '/pagefind/');
  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('q') ?? '';
    void loadPagefindUi(bundlePath).then((PagefindUI) => {
      if (!container.current) return;
      const ui = new PagefindUI({ element: container.current, showSubResults: true, bundlePath });
      if (query) ui.triggerSearch(query);
    });
  }, [bundlePath]);
  return (
    <Layout title="Search">
      <main className="container margin-vert--lg">
        <h1>Search</h1>
        <div ref={container} />
      </main>
    </Layout>
  );
}
