/**
 * The static page a short link (`/go/<name>`) is: it sends the reader to its
 * target by a meta refresh, and by a script that keeps `?query#hash` (slides
 * link to `?present&scenario=…`). Pure, so the build test and the plugin
 * share it.
 *
 * The script is the same text on every redirect page: it reads the target
 * from the canonical link. The CSP allows inline scripts by their SHA-256
 * (scripts/deploy/headerRules.ts), and one script per target (what
 * `@docusaurus/plugin-client-redirects` wrote) made the `/go/*` policy
 * 3,337 characters long, over the 2,000 a `_headers` line may hold on
 * Cloudflare Pages.
 *
 * @packageDocumentation
 */

/** Replaces the page in history, so Back does not bounce the reader forward again. */
export const REDIRECT_SCRIPT =
  "location.replace(document.querySelector('link[rel=canonical]').getAttribute('href')+location.search+location.hash)";

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The redirect page for a target path (with the site's base and locale,
 * e.g. `/en/docs/x`). `lang` is the locale's language; the page shows a
 * plain link to the target for a browser that neither refreshes nor runs
 * scripts.
 */
export function redirectPage(target: string, lang: string): string {
  const href = escapeAttribute(target);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttribute(lang)}">`,
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="robots" content="noindex">',
    `<title>${href}</title>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${href}">`,
    `<script>${REDIRECT_SCRIPT}</script>`,
    '</head>',
    `<body><p><a href="${href}">${href}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}
