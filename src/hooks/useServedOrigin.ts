import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The origin a reader can copy links from: in the browser, the one this page
 * was actually served from (a preview deploy, a mirror, localhost); in the
 * prerendered HTML, the configured `SITE_URL`. The switch happens after
 * hydration (useIsBrowser), so server and client markup agree.
 */
export function useServedOrigin(): string {
  const isBrowser = useIsBrowser();
  const { siteConfig } = useDocusaurusContext();
  return isBrowser ? window.location.origin : siteConfig.url;
}
