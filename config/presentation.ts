import type { HtmlTagObject } from '@docusaurus/types';
import { EMBEDDABLE_PATHNAME } from '../src/presentation/modeUrl';

/**
 * Speaker mode (`?present`) and embeds (`?embed`) hide the navbar, sidebar,
 * footer and article text with CSS keyed on `<html data-presentation>`
 * (src/css/presentation.css). The site is static, so the attribute is set on
 * the client; this inline script does it while `<head>` is parsed, before
 * the first paint, so an embedded calculator never flashes the whole page.
 * After hydration src/presentation/presentationStore.ts
 * keeps it in step (it is an attribute, not a class, because Docusaurus
 * rewrites `<html class>` at hydration).
 *
 * Written in ES5 and wrapped in try/catch: it runs before any bundle, in
 * every browser. Keep it in step with `readModes`/`modeAttributeValue` in
 * src/presentation/modeUrl.ts (a unit test compares them); the pages where
 * `embed` works are that module's `EMBEDDABLE_PATHNAME`.
 *
 * Nothing on this site may stop framing: no X-Frame-Options or CSP
 * frame-ancestors header (none is set: the site is static files), and no
 * frame-busting script.
 */
export const PRESENTATION_HEAD_SCRIPT =
  '(function(){try{var s=new URLSearchParams(window.location.search),m=[];' +
  "if(s.has('present'))m.push('present');" +
  `if(s.has('embed')&&/${EMBEDDABLE_PATHNAME.source}/.test(window.location.pathname))m.push('embed');` +
  "if(m.length)document.documentElement.setAttribute('data-presentation',m.join(' '))}" +
  'catch(e){}})();';

/** For `headTags` in docusaurus.config.ts. */
export const presentationHeadTags: HtmlTagObject[] = [
  { tagName: 'script', attributes: {}, innerHTML: PRESENTATION_HEAD_SCRIPT },
];
