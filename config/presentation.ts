import type { HtmlTagObject } from '@docusaurus/types';
import {
  COMPACT_EMBED,
  DECK_PATHNAME,
  DECK_TOKEN,
  EMBEDDABLE_PATHNAME,
  LINKED_STATE_ATTRIBUTE,
} from '../src/presentation/modeUrl';

/**
 * Speaker mode (`?present`, on an article its slides) and embeds (`?embed`) hide the navbar, sidebar,
 * footer and article text with CSS keyed on `<html data-presentation>`
 * (src/css/presentation.css). The site is static, so the attribute is set on
 * the client; this inline script does it while `<head>` is parsed, before
 * the first paint, so an embedded calculator never flashes the whole page.
 * After hydration src/presentation/presentationStore.ts
 * keeps it in step (it is an attribute, not a class, because Docusaurus
 * rewrites `<html class>` at hydration).
 *
 * The same script marks a page opened with a calculator's state in its link
 * as pending until that state is applied (LINKED_STATE_ATTRIBUTE).
 *
 * Written in ES5 and wrapped in try/catch: it runs before any bundle, in
 * every browser. Keep it in step with `readModes`/`modeAttributeValue` in
 * src/presentation/modeUrl.ts (a unit test compares them); the pages where
 * `embed` works are that module's `EMBEDDABLE_PATHNAME`.
 *
 * No frame-busting script: which sites may frame which pages is the
 * build's CSP `frame-ancestors` (scripts/deploy/headerRules.ts).
 *
 * @param baseUrl - the path the site is published under (BASE_URL)
 */
export function presentationHeadScript(baseUrl: string): string {
  return (
    '(function(){try{var s=new URLSearchParams(window.location.search),m=[],' +
    `p=window.location.pathname,b=${JSON.stringify(baseUrl)};` +
    "var r=s.has('present'),e=0;if(r)m.push('present');" +
    `if(s.has('embed')&&p.indexOf(b)===0&&/${EMBEDDABLE_PATHNAME.source}/.test('/'+p.slice(b.length))){m.push('embed');e=1;` +
    // embed=compact (embedStyle in src/presentation/modeUrl.ts).
    `if(String(s.get('embed')).trim().toLowerCase()===${JSON.stringify(COMPACT_EMBED)})m.push(${JSON.stringify(COMPACT_EMBED)})}` +
    // An article in speaker mode is shown as slides (isDeckPathname).
    `if(r&&!e&&p.indexOf(b)===0&&/${DECK_PATHNAME.source}/.test('/'+p.slice(b.length)))m.push(${JSON.stringify(DECK_TOKEN)});` +
    "if(m.length)document.documentElement.setAttribute('data-presentation',m.join(' '));" +
    // A calculator's state in the link: pending until the page has read it
    // (carriesLinkedState in src/presentation/modeUrl.ts).
    "var l=0;s.forEach(function(v,k){if(k!=='present'&&k!=='embed')l=1});" +
    `if(l)document.documentElement.setAttribute(${JSON.stringify(LINKED_STATE_ATTRIBUTE)},'pending')}` +
    'catch(e){}})();'
  );
}

/** For `headTags` in docusaurus.config.ts. */
export function presentationHeadTags(baseUrl: string): HtmlTagObject[] {
  return [{ tagName: 'script', attributes: {}, innerHTML: presentationHeadScript(baseUrl) }];
}
