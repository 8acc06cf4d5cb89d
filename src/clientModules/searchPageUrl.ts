/**
 * Client module: when the search plugin has pushed `…/search/?q=…` (its
 * "see all results" link), the address bar is rewritten to `…/search?q=…` in
 * place, so reloading, bookmarking or sharing the page keeps the query on any
 * static host.
 */
import type { ClientModule } from '@docusaurus/types';
import { withoutSearchTrailingSlash } from '../lib/searchPageUrl';

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    const pathname = withoutSearchTrailingSlash(location.pathname);
    if (pathname === null) return;
    // replaceState keeps the router's entry state, so Back still works.
    window.history.replaceState(
      window.history.state,
      '',
      pathname + location.search + location.hash,
    );
  },
};

export default clientModule;
