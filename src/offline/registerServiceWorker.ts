/**
 * Registers the locale's service worker (`swRegister` of
 * @docusaurus/plugin-pwa, config/pwa.ts) in place of the plugin's own
 * registration, which decides on its precache-everything offline mode and,
 * when on, holds a new deployment back behind a reload popup. Here the
 * worker's plugin part never precaches (`offlineMode: false`), the site's part
 * (src/offline/serviceWorker.mjs) answers, and a new deployment's worker takes
 * over at once (it skips waiting when it installs): pages come from the
 * network first, so nothing is pinned.
 *
 * Every locale registers the default locale's worker (`/sw.js`, scope `/`;
 * under a base path, `/guide/sw.js`), so one worker serves the whole site:
 * a reader who has only read English pages still gets the offline page, in
 * Japanese, for a Japanese address, and one saved language's worker finds
 * the other's saved copy. (The English build's own `/en/sw.js` is unused.)
 */
import i18n from '@generated/i18n';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The parameters the plugin's worker parses from its URL (`sw.js?params=…`). */
const WORKER_PARAMS = { offlineMode: false, debug: false };

async function register(): Promise<void> {
  const baseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  const url = `${baseUrl}sw.js?params=${encodeURIComponent(JSON.stringify(WORKER_PARAMS))}`;
  await navigator.serviceWorker.register(url, { scope: baseUrl });
}

if (
  ExecutionEnvironment.canUseDOM &&
  process.env.NODE_ENV === 'production' &&
  'serviceWorker' in navigator
) {
  // After the page's own downloads, so the worker does not compete with them.
  const start = (): void => {
    // Without a worker the site still works online; nothing to tell the reader.
    register().catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
