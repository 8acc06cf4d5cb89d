import { describe, expect, it } from 'vitest';
import {
  EMBEDDABLE_FOLDERS,
  IMMUTABLE,
  contentSecurityPolicy,
  formatHeadersFile,
  formatNginx,
  headerRules,
  headersFileProblems,
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

  /** The policies a browser enforces: Cloudflare Pages joins those of every matching rule with a comma. */
  const policies = (path: string) => csp(path).split(', ');

  it('holds every page to its section’s policy, allowing only that section’s inline scripts', () => {
    expect(csp('/guide/docs/glossary')).toContain("'sha256-docs'");
    expect(policies('/guide/docs/glossary').at(-1)).not.toContain("'sha256-redirect'");
    expect(csp('/guide/go/tech-debt')).toContain("'sha256-redirect'");
    expect(csp('/guide/')).toContain("'sha256-home'");
    expect(csp('/guide/en')).toContain("'sha256-home-en'");
    for (const path of ['/guide/', '/guide/docs', '/guide/docs/a', '/guide/calculators/iops']) {
      // The section's policy and the site-wide fallback, both enforced.
      const [fallback, own] = policies(path);
      expect(policies(path)).toHaveLength(2);
      // The fallback is looser in every directive, so the section's policy decides.
      for (const directive of own!.split('; '))
        if (!directive.startsWith('frame-ancestors')) {
          const [name, ...sources] = directive.split(' ');
          const loose = fallback!.split('; ').find((d) => d.split(' ')[0] === name);
          expect(loose, `${path}: ${name}`).toBeDefined();
          for (const source of sources)
            expect(loose!.split(' '), `${path}: ${name}`).toContain(source);
        }
      expect(fallback).not.toContain('frame-ancestors');
    }
  });

  it('gives a path outside every section the fallback policy, allowing every inline script', () => {
    const stray = policies('/guide/no-such/page');
    expect(stray).toHaveLength(1);
    for (const hash of ['home', 'docs', 'calc', 'redirect', 'home-en'])
      expect(stray[0]).toContain(`'sha256-${hash}'`);
    expect(headersFor(rules, '/guide/no-such/page').get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('lets other sites frame the pages ?embed works on, nothing else', () => {
    expect([...EMBEDDABLE_FOLDERS].sort()).toEqual(['calculators', 'data', 'docs', 'tools']);
    expect(csp('/guide/calculators/iops')).toContain('frame-ancestors *');
    // The calculator list is a page of its own, not an embed.
    expect(csp('/guide/calculators')).toContain("frame-ancestors 'self'");
    expect(csp('/guide/docs')).toContain("frame-ancestors 'self'");
    expect(csp('/guide/go/iops')).toContain("frame-ancestors 'self'");
    expect(csp('/guide/')).toContain("frame-ancestors 'self'");
    // Every section policy names frame-ancestors, so browsers ignore X-Frame-Options there.
    for (const path of ['/guide/', '/guide/calculators/iops', '/guide/go/iops', '/guide/en'])
      expect(
        policies(path).filter((p) => p.includes('frame-ancestors')),
        path,
      ).toHaveLength(1);
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

  it('stays within Cloudflare Pages’ limits: 100 rules, 2,000 characters a line', () => {
    expect(headersFileProblems(formatHeadersFile(rules))).toEqual([]);
    // One script per redirect page, as @docusaurus/plugin-client-redirects wrote them.
    const perRedirect = Array.from(
      { length: 60 },
      (_, k) => `sha256-${String(k).padStart(44, 'x')}`,
    );
    const tooLong = headerRules('/', [
      {
        prefix: '',
        sections: [{ name: 'go', folder: true, page: true, scriptHashes: perRedirect }],
      },
    ]);
    expect(headersFileProblems(formatHeadersFile(tooLong))).toEqual([
      expect.stringMatching(/^line \d+: 3\d{3} characters \(at most 2000\)/),
      expect.stringMatching(/^line \d+: 3\d{3} characters/),
      expect.stringMatching(/^line \d+: 3\d{3} characters/),
    ]);
    const manyRules = Array.from({ length: 60 }, (_, k) => section(`s${k}`, true, true, 'h'));
    expect(
      headersFileProblems(
        formatHeadersFile(headerRules('/', [{ prefix: '', sections: manyRules }])),
      ),
    ).toContainEqual(expect.stringMatching(/^12\d rules \(at most 100\)$/));
  });

  it('writes a _headers file that reads back into the same rules', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('writes nginx locations that repeat the site-wide headers (nginx drops inherited ones)', () => {
    const nginx = formatNginx(rules);
    const location = /location \^~ \/guide\/calculators\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(location).toContain('X-Content-Type-Options');
    expect(location).toContain('frame-ancestors *');
    // One policy per location: the fallback is the catch-all location, not repeated.
    expect(location.match(/Content-Security-Policy/g)).toHaveLength(1);
    const catchAll = /location \/guide\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(catchAll).toContain('X-Frame-Options "SAMEORIGIN"');
    expect(catchAll).toContain('Cache-Control "no-cache"');
    expect(catchAll).not.toContain('frame-ancestors');
    expect(location).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(nginx).toContain('location = /guide/calculators {');
  });

  it('hashes inline scripts the way browsers do, skipping src= scripts and JSON data', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="text/javascript">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(sha256('a()')).toBe('sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=');
    expect(contentSecurityPolicy(['sha256-b', 'sha256-a', 'sha256-a'], 'self')).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b';",
    );
  });
});
