/**
 * The headers the build ships (`_headers`, scripts/write-deploy-headers.ts):
 * every HTML file of the build, at the address it is served from, gets a
 * Content-Security-Policy that allows each of its inline scripts by hash —
 * so no page breaks under the policy, including the 404 and redirect pages
 * the browser suite seldom opens. (The browser suite serves the build with
 * these headers and fails on any violation a page reports.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  headersFileProblems,
  headersFor,
  parseHeadersFile,
} from '../../scripts/deploy/headerRules';
import { inlineScripts, sha256 } from '../../scripts/deploy/inlineScripts';
import { BUILD_DIR, relativeToBuild, site } from './buildOutput';

const headersText = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
const rules = parseHeadersFile(headersText);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The clean address a host serves a file at: `docs/glossary.html` → `/docs/glossary`. */
function servedPath(file: string): string {
  const relative = relativeToBuild(file)
    .replace(/(?:^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `${site.baseUrl}${relative}`;
}

const pages = htmlFiles(BUILD_DIR).filter((file) => !file.endsWith(`${path.sep}404.html`));

/**
 * What each HTML file must run under: its own address, and for a 404 page
 * a made-up path of its locale (the host serves it for any missing path,
 * outside every page section too).
 */
const served: readonly (readonly [file: string, pathname: string])[] = [
  ...pages.map((file) => [file, servedPath(file)] as const),
  ...htmlFiles(BUILD_DIR)
    .filter((file) => file.endsWith(`${path.sep}404.html`))
    .map(
      (file) =>
        [file, `${path.dirname(servedPath(file)).replace(/\/?$/, '/')}no-such-page`] as const,
    ),
];

describe('deploy headers in the build', () => {
  it('cover every page of both locales', () => {
    expect(pages.length).toBeGreaterThan(200);
  });

  it('allow every inline script of every page under every policy it gets, and nothing else runs inline', () => {
    const problems: string[] = [];
    for (const [file, pathname] of served) {
      const header = headersFor(rules, pathname).get('Content-Security-Policy');
      if (header === undefined) {
        problems.push(`${pathname}: no Content-Security-Policy`);
        continue;
      }
      // Cloudflare Pages joins the policies of all matching rules with a comma; each is enforced.
      for (const policy of header.split(', ')) {
        if (/script-src[^;]*'unsafe-inline'/.test(policy))
          problems.push(`${pathname}: script-src allows 'unsafe-inline'`);
        for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
          const hash = sha256(script);
          if (!policy.includes(`'${hash}'`))
            problems.push(`${pathname}: inline script ${hash} not allowed`);
        }
      }
    }
    expect(served.length).toBeGreaterThan(pages.length);
    expect(problems).toEqual([]);
  });

  it('keep a path outside every page section from being framed', () => {
    for (const pathname of [`${site.baseUrl}no-such-page`, `${site.baseUrl}en/no/such/page`]) {
      const headers = headersFor(rules, pathname);
      expect(headers.get('Content-Security-Policy'), pathname).not.toContain('frame-ancestors');
      expect(headers.get('X-Frame-Options'), pathname).toBe('SAMEORIGIN');
    }
  });

  it('stay within Cloudflare Pages’ limits (100 rules, 2,000 characters a line)', () => {
    expect(headersFileProblems(headersText)).toEqual([]);
  });

  it('send the security headers with every page', () => {
    for (const file of pages) {
      const headers = headersFor(rules, servedPath(file));
      expect(headers.get('X-Content-Type-Options'), servedPath(file)).toBe('nosniff');
      expect(headers.get('Referrer-Policy'), servedPath(file)).toBe(
        'strict-origin-when-cross-origin',
      );
    }
  });
});
