import { describe, expect, it } from 'vitest';
import {
  carriesLinkedState,
  changeParams,
  embedStyle,
  formatSearch,
  isDeckPathname,
  isEmbeddablePathname,
  LINKED_STATE_ATTRIBUTE,
  modeAttributeValue,
  readModes,
  withoutParams,
} from '../../../src/presentation/modeUrl';
import { scenarioPosition, stepScenario } from '../../../src/presentation/scenarios';
import { presentationHeadScript, presentationHeadTags } from '../../../config/presentation';

const PAGE = 'https://example.org/calculators/hit-ratio';
const CALCULATOR_PATH = '/calculators/hit-ratio';

/** Paths where `?embed` works, and where it is ignored (the page shows as usual). */
const EMBEDDABLE_PATHS = [
  CALCULATOR_PATH,
  '/en/calculators/iops',
  '/tools/status-analyzer',
  '/data/group-commit-fsyncs',
  '/en/data/group-commit-fsyncs',
  '/docs/io-memory/disk-io-hit-ratio',
  '/en/docs/cloud-storage/iops',
];
const NOT_EMBEDDABLE_PATHS = [
  '/',
  '/en',
  '/search',
  '/en/search',
  '/go',
  '/calculators',
  '/data',
  '/blog/2026/01/01/post',
  '/docs/tags',
  '/en/docs/tags/innodb',
  '/blog/tags/mysql',
  '/enx/calculators/hit-ratio',
];

/** What readModes returns with no mode on, to spread the cases over. */
const NO_MODES = {
  present: false,
  embed: false,
  compact: false,
  embedValueUnknown: false,
  scenario: null,
  deck: false,
};

describe('readModes', () => {
  it('reads bare flags, flags with values and the scenario', () => {
    expect(readModes('?present', CALCULATOR_PATH)).toEqual({ ...NO_MODES, present: true });
    expect(readModes('embed=1&hit=80', CALCULATOR_PATH)).toEqual({ ...NO_MODES, embed: true });
    expect(readModes('?hit=80&present&scenario=hit-95', CALCULATOR_PATH)).toEqual({
      ...NO_MODES,
      present: true,
      scenario: 'hit-95',
    });
    expect(readModes('', CALCULATOR_PATH)).toEqual(NO_MODES);
  });

  it('honours embed only on the pages meant to be embedded; present works everywhere', () => {
    for (const path of EMBEDDABLE_PATHS) {
      expect(isEmbeddablePathname(path), path).toBe(true);
      expect(readModes('?embed', path).embed, path).toBe(true);
      expect(readModes('?embed=compact', path).compact, path).toBe(true);
    }
    for (const path of NOT_EMBEDDABLE_PATHS) {
      expect(isEmbeddablePathname(path), path).toBe(false);
      expect(readModes('?embed&present', path), path).toEqual({ ...NO_MODES, present: true });
      // Not even a message about a bad value where embed means nothing.
      expect(readModes('?embed=tiny', path), path).toEqual(NO_MODES);
      expect(readModes('?embed=compact', path), path).toEqual(NO_MODES);
    }
  });

  it('reads embed=compact, and flags an embed value it does not know without failing', () => {
    expect(readModes('?hit=80&embed=compact', CALCULATOR_PATH)).toEqual({
      ...NO_MODES,
      embed: true,
      compact: true,
    });
    for (const full of ['?embed', '?embed=', '?embed=1', '?embed=true', '?embed=full']) {
      expect(readModes(full, CALCULATOR_PATH), full).toEqual({ ...NO_MODES, embed: true });
    }
    // Case and surrounding spaces (a hand-typed link) do not matter.
    expect(readModes('?embed=%20Compact', CALCULATOR_PATH).compact).toBe(true);
    // An unknown value still embeds, in full, and says so; nothing throws.
    for (const bad of [
      'tiny',
      'compakt',
      'compact,full',
      '<b>x</b>',
      '%E0%A4%A',
      'x'.repeat(5000),
    ]) {
      const search = `?embed=${bad}`;
      expect(readModes(search, CALCULATOR_PATH), search).toEqual({
        ...NO_MODES,
        embed: true,
        embedValueUnknown: true,
      });
    }
    // Of two `embed` parameters the first counts, as URLSearchParams.get reads it.
    expect(readModes('?embed=compact&embed', CALCULATOR_PATH).compact).toBe(true);
  });

  it('shows an article as slides in speaker mode, and no other page', () => {
    for (const path of ['/docs/io-memory/disk-io-hit-ratio', '/en/docs/cloud-storage/iops']) {
      expect(isDeckPathname(path), path).toBe(true);
      expect(readModes('?present', path), path).toEqual({ ...NO_MODES, present: true, deck: true });
      expect(modeAttributeValue(readModes('?present', path)), path).toBe('present deck');
      // An embed of the article shows its calculator, not slides.
      expect(readModes('?present&embed', path).deck, path).toBe(false);
      expect(readModes('', path).deck, path).toBe(false);
      expect(isDeckPathname(`/guide${path}`, '/guide/'), path).toBe(true);
    }
    for (const path of [
      CALCULATOR_PATH,
      '/tools/status-analyzer',
      '/data/group-commit-fsyncs',
      '/docs/tags/innodb',
      '/en/docs/tags',
      '/blog/2026/01/01/post',
      '/',
    ]) {
      expect(isDeckPathname(path), path).toBe(false);
      expect(readModes('?present', path).deck, path).toBe(false);
    }
  });

  it('names the embed styles', () => {
    expect(embedStyle('compact')).toBe('compact');
    expect(embedStyle('')).toBe('full');
    expect(embedStyle('FULL')).toBe('full');
    expect(embedStyle('none')).toBeNull();
  });

  it('puts compact on <html> only with embed', () => {
    expect(modeAttributeValue({ present: false, embed: true, compact: true })).toBe(
      'embed compact',
    );
    expect(modeAttributeValue({ present: true, embed: true, compact: true })).toBe(
      'present embed compact',
    );
    expect(modeAttributeValue({ present: true, embed: false, compact: true })).toBe('present');
  });

  it('ignores a scenario that is not a short slug', () => {
    for (const bad of ['', 'Hit', '<script>', 'a'.repeat(49), '-x', 'hit 95']) {
      expect(
        readModes(`?scenario=${encodeURIComponent(bad)}`, CALCULATOR_PATH).scenario,
      ).toBeNull();
    }
  });
});

describe('URL changes', () => {
  it('writes flags without "="', () => {
    expect(formatSearch(new URLSearchParams('hit=80&present=&embed='))).toBe(
      '?hit=80&present&embed',
    );
    expect(formatSearch(new URLSearchParams(''))).toBe('');
    // Only the view flags are written bare.
    expect(formatSearch(new URLSearchParams('id='))).toBe('?id=');
  });

  it('adds, changes and removes parameters, keeping the form of the URL', () => {
    expect(changeParams(`${PAGE}?hit=80`, { present: true })).toBe(`${PAGE}?hit=80&present`);
    expect(changeParams('/calculators/hit-ratio?hit=80#x', { scenario: 'hit-80' }, PAGE)).toBe(
      '/calculators/hit-ratio?hit=80&scenario=hit-80#x',
    );
    expect(changeParams(`${PAGE}?present&hit=80`, { present: null })).toBe(`${PAGE}?hit=80`);
  });

  it('a link to share drops every view parameter but keeps the inputs and the hash', () => {
    expect(withoutParams(`${PAGE}?hit=80&present&scenario=hit-80&embed#calc`)).toBe(
      `${PAGE}?hit=80#calc`,
    );
    expect(withoutParams(`${PAGE}?embed&present`, ['embed'])).toBe(`${PAGE}?present`);
    expect(withoutParams(`${PAGE}?embed=compact&hit=80`)).toBe(`${PAGE}?hit=80`);
    // Japanese text stays percent-encoded.
    const url = new URL(PAGE);
    url.searchParams.set('systems', 'ウェブ~700~50');
    url.searchParams.set('embed', '');
    expect(withoutParams(url.href)).toBe(`${PAGE}?systems=%E3%82%A6%E3%82%A7%E3%83%96~700~50`);
  });
});

describe('scenarios', () => {
  const list = [
    { id: 'a', label: 'A', texts: {} },
    { id: 'b', label: 'B', texts: {} },
    { id: 'c', label: 'C', texts: {} },
  ];

  it('steps forward and back, stopping at either end', () => {
    expect(stepScenario(list, 'a', 1)?.id).toBe('b');
    expect(stepScenario(list, 'c', 1)?.id).toBe('c');
    expect(stepScenario(list, 'b', -1)?.id).toBe('a');
    expect(stepScenario(list, 'a', -1)?.id).toBe('a');
  });

  it('from no scenario (or an unknown one), forward is the first and back the last', () => {
    expect(stepScenario(list, null, 1)?.id).toBe('a');
    expect(stepScenario(list, null, -1)?.id).toBe('c');
    expect(stepScenario(list, 'zzz', 1)?.id).toBe('a');
    expect(stepScenario([], null, 1)).toBeNull();
  });

  it('numbers the current scenario from 1', () => {
    expect(scenarioPosition(list, 'b')).toBe(2);
    expect(scenarioPosition(list, null)).toBe(0);
    expect(scenarioPosition(list, 'zzz')).toBe(0);
  });
});

describe('the inline <head> script', () => {
  /** The script as a function of the globals it reads, named by `globals`. */
  function headScript(baseUrl: string, ...globals: string[]): (...values: unknown[]) => void {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script ships as a string in the page's <head>; running that exact string is the test
    return new Function(...globals, presentationHeadScript(baseUrl)) as (
      ...values: unknown[]
    ) => void;
  }

  /** Runs the script against a stand-in document and returns the attributes it set on <html>. */
  function attributesSet(
    search: string,
    pathname = CALCULATOR_PATH,
    baseUrl = '/',
  ): Map<string, string> {
    const attributes = new Map<string, string>();
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    const window = { location: { search, pathname } };
    headScript(baseUrl, 'window', 'document')(window, document);
    return attributes;
  }

  /** The presentation attribute the script set, or null. */
  function run(search: string, pathname = CALCULATOR_PATH, baseUrl = '/'): string | null {
    return attributesSet(search, pathname, baseUrl).get('data-presentation') ?? null;
  }

  it('sets the same attribute as the client code, for every combination', () => {
    for (const search of [
      '',
      '?present',
      '?embed',
      '?embed&present',
      '?embed=compact',
      '?embed=%20COMPACT%20&present',
      '?embed=tiny&hit=80',
      '?embed=compact&embed',
      '?present=1&hit=80',
      '?hit=80&scenario=hit-80',
      '?presentation=1',
    ]) {
      for (const pathname of [...EMBEDDABLE_PATHS, ...NOT_EMBEDDABLE_PATHS]) {
        const expected = modeAttributeValue(readModes(search, pathname)) || null;
        expect(run(search, pathname), `${pathname}${search}`).toBe(expected);
        // The same site published under a base path (BASE_URL=/guide/).
        const based = `/guide${pathname}`;
        expect(run(search, based, '/guide/'), `${based}${search}`).toBe(
          modeAttributeValue(readModes(search, based, '/guide/')) || null,
        );
        expect(readModes(search, based, '/guide/')).toEqual(readModes(search, pathname));
      }
    }
    // A path outside the base is not the site's: never embeddable.
    expect(readModes('?embed', CALCULATOR_PATH, '/guide/').embed).toBe(false);
  });

  it('marks a link that carries a calculator state pending, and only such a link', () => {
    const linkedState = (search: string): string | null =>
      attributesSet(search).get(LINKED_STATE_ATTRIBUTE) ?? null;
    for (const search of [
      '',
      '?present',
      '?embed',
      '?embed&present',
      '?embed=compact',
      '?present=1&hit=80',
      '?hit=80&scenario=hit-80',
      '?scenario=hit-80',
      '?layout=discord&id=175928847299117063',
      '?presentation=1',
    ]) {
      expect(linkedState(search), search).toBe(carriesLinkedState(search) ? 'pending' : null);
    }
    expect(carriesLinkedState('?present&embed')).toBe(false);
    expect(carriesLinkedState('?embed=compact')).toBe(false);
    expect(carriesLinkedState('?present&hit=80')).toBe(true);
  });

  it('never throws, even without URLSearchParams', () => {
    expect(() => {
      headScript(
        '/',
        'window',
        'document',
        'URLSearchParams',
      )({ location: { search: '?present' } }, {}, undefined);
    }).not.toThrow();
  });

  it('is a plain inline script tag', () => {
    expect(presentationHeadTags('/')).toEqual([
      { tagName: 'script', attributes: {}, innerHTML: presentationHeadScript('/') },
    ]);
    // No frame-busting: the script never looks at window.top or window.parent.
    expect(presentationHeadScript('/')).not.toMatch(/top|parent|frame/i);
  });
});
