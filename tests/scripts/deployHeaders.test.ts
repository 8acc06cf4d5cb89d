import { describe, expect, it } from 'vitest';
import {
  EMBEDDABLE_FOLDERS,
  IMMUTABLE,
  contentSecurityPolicy,
  formatHeadersFile,
  formatNginx,
  headerRules,
  headersFor,
  parseHeadersFile,
  type LocaleOutput,
} from '../../scripts/deploy/headerRules';
import { inlineScripts, sha256 } from '../../scripts/deploy/inlineScripts';

const section = (name: string, folder: boolean, page: boolean, hash: string) => ({
  name,
  folder,
  page,
  scriptHashes: [hash],
});

const LOCALES: readonly LocaleOutput[] = [
  {
    prefix: '',
    sections: [
      section('', false, true, 'sha256-home'),
      section('docs', true, true, 'sha256-docs'),
      section('calculators', true, true, 'sha256-calc'),
      section('go', true, true, 'sha256-redirect'),
    ],
  },
  {
    prefix: 'en/',
    sections: [section('', false, true, 'sha256-home-en')],
    workerChunks: ['32.sw.js'],
  },
];

describe('deploy headers', () => {
  const rules = headerRules('/guide/', LOCALES);
  const csp = (path: string) => headersFor(rules, path).get('Content-Security-Policy') ?? '';

  it('gives every page exactly one policy, allowing only its section’s inline scripts', () => {
    expect(csp('/guide/docs/glossary')).toContain("'sha256-docs'");
    expect(csp('/guide/docs/glossary')).not.toContain("'sha256-redirect'");
    expect(csp('/guide/go/tech-debt')).toContain("'sha256-redirect'");
    expect(csp('/guide/')).toContain("'sha256-home'");
    expect(csp('/guide/en')).toContain("'sha256-home-en'");
    for (const path of ['/guide/', '/guide/docs', '/guide/docs/a', '/guide/calculators/iops'])
      // One policy: Cloudflare Pages would join two with a comma.
      expect(csp(path).match(/default-src/g)).toHaveLength(1);
  });

  it('lets other sites frame the pages ?embed works on, nothing else', () => {
    expect([...EMBEDDABLE_FOLDERS].sort()).toEqual(['calculators', 'data', 'docs', 'tools']);
    expect(csp('/guide/calculators/iops')).toContain('frame-ancestors *');
    // The calculator list is a page of its own, not an embed.
    expect(csp('/guide/calculators')).toContain("frame-ancestors 'self'");
    expect(csp('/guide/docs')).toContain("frame-ancestors 'self'");
    expect(csp('/guide/go/iops')).toContain("frame-ancestors 'self'");
    expect(csp('/guide/')).toContain("frame-ancestors 'self'");
  });

  it('caches hashed bundles for a year and revalidates what keeps its name', () => {
    expect(headersFor(rules, '/guide/assets/js/main.1234.js').get('Cache-Control')).toBe(IMMUTABLE);
    expect(headersFor(rules, '/guide/en/assets/js/main.1234.js').get('Cache-Control')).toBe(
      IMMUTABLE,
    );
    for (const file of [
      'sw.js',
      'manifest.json',
      'search-index.json',
      'offline-copy.json',
      'en/sw.js',
      'en/32.sw.js',
    ])
      expect(headersFor(rules, `/guide/${file}`).get('Cache-Control')).toBe('no-cache');
    expect(headersFor(rules, '/guide/docs/a').get('X-Content-Type-Options')).toBe('nosniff');
    expect(headersFor(rules, '/guide/docs/a').get('Referrer-Policy')).toBeDefined();
  });

  it('writes a _headers file that reads back into the same rules', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('writes nginx locations that repeat the site-wide headers (nginx drops inherited ones)', () => {
    const nginx = formatNginx(rules);
    const location = /location \^~ \/guide\/calculators\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(location).toContain('X-Content-Type-Options');
    expect(location).toContain('frame-ancestors *');
    expect(location).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(nginx).toContain('location = /guide/calculators {');
  });

  it('hashes inline scripts the way browsers do, skipping src= scripts and JSON data', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="text/javascript">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(sha256('a()')).toBe('sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=');
    expect(contentSecurityPolicy(['sha256-b', 'sha256-a', 'sha256-a'], false)).toContain(
      "script-src 'self' 'sha256-a' 'sha256-b';",
    );
  });
});
