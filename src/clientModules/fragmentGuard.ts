/**
 * Client module: keeps a malformed fragment from crashing the page.
 *
 * After every in-app navigation, Docusaurus (3.10, ClientLifecyclesDispatcher)
 * scrolls to the fragment with an unguarded `decodeURIComponent`: a
 * same-page navigation to `#%E0%A4%A` (the hash edited in the address bar,
 * or a link with a truncated escape) threw a URIError in a layout effect,
 * and the whole page became the crash page (blank under `?present` and
 * `?embed`). A fresh load was not affected: nothing scrolls on the first
 * render. Reported upstream: see UPSTREAM.md.
 *
 * `onRouteUpdate` runs before that scroll, with the very location object the
 * scroll then reads, so a malformed hash is rewritten there to one that
 * decodes to its text as written (`#%E0%A4%A` → `#%25E0%25A4%25A`): no
 * element has that id, so nothing scrolls, as a browser does for a fragment
 * it cannot find. Well-formed hashes are left alone. The address bar keeps
 * what the reader typed. tests/e2e/hostileUrls.spec.ts checks it on every
 * kind of page, so a Docusaurus upgrade that stops passing the same object
 * shows up there.
 */
import type { ClientModule } from '@docusaurus/types';
import { decodableFragment } from '../lib/uriDecode';

const clientModule: ClientModule = {
  onRouteUpdate({ location }) {
    const hash = decodableFragment(location.hash);
    if (hash !== location.hash) location.hash = hash;
  },
};

export default clientModule;
