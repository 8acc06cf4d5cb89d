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
import { headersFor, parseHeadersFile } from '../../scripts/deploy/headerRules';
import { inlineScripts, sha256 } from '../../scripts/deploy/inlineScripts';
import { BUILD_DIR, relativeToBuild, site } from './buildOutput';

const rules = parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));

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

describe('deploy headers in the build', () => {
  it('cover every page of both locales', () => {
    expect(pages.length).toBeGreaterThan(200);
  });

  it('allow every inline script of every page, and nothing else runs inline', () => {
    const problems: string[] = [];
    for (const file of pages) {
      const policy = headersFor(rules, servedPath(file)).get('Content-Security-Policy');
      if (policy === undefined) {
        problems.push(`${servedPath(file)}: no Content-Security-Policy`);
        continue;
      }
      if (/script-src[^;]*'unsafe-inline'/.test(policy))
        problems.push(`${servedPath(file)}: script-src allows 'unsafe-inline'`);
      for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
        const hash = sha256(script);
        if (!policy.includes(`'${hash}'`))
          problems.push(`${servedPath(file)}: inline script ${hash} not allowed`);
      }
    }
    expect(problems).toEqual([]);
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
