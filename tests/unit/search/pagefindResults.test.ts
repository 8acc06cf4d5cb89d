import { describe, expect, it } from 'vitest';
import {
  bestSection,
  collectShown,
  excerptParts,
  literalExcerpt,
  marksQuery,
  queryWords,
  shownResult,
  type PagefindData,
  type ShownResult,
} from '../../../src/search/pagefindResults';

const text = (parts: readonly { text: string }[]): string =>
  parts.map((part) => part.text).join('');
const marks = (parts: readonly { text: string; marked: boolean }[]): string[] =>
  parts.filter((part) => part.marked).map((part) => part.text);

describe('excerptParts', () => {
  it('marks what Pagefind marked, decodes entities and never keeps a tag', () => {
    const parts = excerptParts(
      'a &lt;b&gt; <mark>グループコミット</mark>\u200bと<mark>x</mark><img src=x>',
    );
    expect(text(parts)).toBe('a <b> グループコミットとx');
    expect(marks(parts)).toEqual(['グループコミット', 'x']);
  });

  it('returns nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});

describe('queryWords', () => {
  it('splits at white space and hyphens, lower case, longest first, each once', () => {
    expect(queryWords('Buffer-pool  あふれ 桁あふれ buffer')).toEqual([
      'buffer',
      'pool',
      '桁あふれ',
      'あふれ',
    ]);
  });
});

describe('literalExcerpt', () => {
  it('centres on the first occurrence and marks every occurrence of every word', () => {
    const parts = literalExcerpt('読むしくみで、別のしくみも', ['しくみ']) ?? [];
    expect(text(parts)).toBe('読むしくみで、別のしくみも');
    expect(marks(parts)).toEqual(['しくみ', 'しくみ']);
  });

  it('cuts a long text around the word, with an ellipsis on each cut side', () => {
    const long = `${'あ'.repeat(100)}しくみ${'い'.repeat(100)}`;
    const parts = literalExcerpt(long, ['しくみ'], 10) ?? [];
    expect(text(parts)).toBe(`…${'あ'.repeat(10)}しくみ${'い'.repeat(17)}…`);
    expect(marks(parts)).toEqual(['しくみ']);
  });

  it('is undefined when no word occurs', () => {
    expect(literalExcerpt('珍しく', ['しくみ'])).toBeUndefined();
  });
});

describe('bestSection', () => {
  it('picks the section with the most matches, the first of equals', () => {
    const a = { url: '/p#a', title: 'A', excerpt: '', locations: [1] };
    const b = { url: '/p#b', title: 'B', excerpt: '', locations: [5, 6] };
    const c = { url: '/p#c', title: 'C', excerpt: '', locations: [7, 8] };
    expect(bestSection([a, b, c])).toBe(b);
    expect(bestSection([])).toBeUndefined();
  });
});

function page(url: string, content: string, excerpt = ''): PagefindData {
  return {
    url,
    content,
    excerpt,
    meta: { title: `Title of ${url}` },
    sub_results: [
      { url, title: `Title of ${url}`, excerpt, locations: [0] },
      { url: `${url}#part`, title: 'Part\u200b', excerpt, locations: [1, 2] },
    ],
  };
}

describe('shownResult', () => {
  it('leads to the section with the most matches, and lists the sections without the page itself', () => {
    const shown = shownResult(page('/p', 'text', 'a <mark>b</mark>'));
    expect(shown.bestUrl).toBe('/p#part');
    expect(shown.bestTitle).toBe('Part');
    expect(shown.sections).toEqual([{ url: '/p#part', title: 'Part' }]);
    expect(marks(shown.excerpt)).toEqual(['b']);
  });

  it('lists under a Japanese query only the sections with its words as written, at most five', () => {
    const data: PagefindData = {
      ...page('/p', 'しくみ', ''),
      sub_results: Array.from({ length: 8 }, (_, i) => ({
        url: `/p#s${String(i)}`,
        title: `S${String(i)}`,
        excerpt: i % 2 === 0 ? '読む<mark>しく</mark>みで' : '珍<mark>しく</mark>',
        locations: [i],
      })),
    };
    expect(shownResult(data, ['しくみ']).sections.map((section) => section.url)).toEqual([
      '/p#s0',
      '/p#s2',
      '/p#s4',
      '/p#s6',
    ]);
    expect(shownResult(data).sections).toHaveLength(5);
  });

  it('shows the words as written for a Japanese query', () => {
    const shown = shownResult(page('/p', '読む\u200bしくみ\u200bで', '<mark>しく</mark>'), [
      'しくみ',
    ]);
    expect(marks(shown.excerpt)).toEqual(['しくみ']);
  });
});

/** Results whose data() calls are counted. */
function lazy(pages: readonly PagefindData[]): {
  results: { data(): Promise<PagefindData> }[];
  loads: () => number;
} {
  let loads = 0;
  return {
    results: pages.map((item) => ({
      data: () => {
        loads += 1;
        return Promise.resolve(item);
      },
    })),
    loads: () => loads,
  };
}

describe('marksQuery', () => {
  const marked = (mark: string): PagefindData => page('/p', '', `a <mark>${mark}</mark> b`);

  it('accepts the word, a longer form and a misspelling that keeps half of it', () => {
    expect(marksQuery(marked('fsync'), ['fsync'])).toBe(true);
    expect(marksQuery(marked('throttled'), ['throttling'])).toBe(true);
    expect(marksQuery(marked('InnoDB'), ['innodbx'])).toBe(true);
    expect(marksQuery(marked('io'), ['io'])).toBe(true);
  });

  it('rejects a stub Pagefind fell back to', () => {
    expect(marksQuery(marked('x'), ['xyzzyqq'])).toBe(false);
    expect(marksQuery(marked('k'), ['kkk'])).toBe(false);
    expect(marksQuery(page('/p', '', 'no marks'), ['innodb'])).toBe(false);
  });
});

describe('collectShown', () => {
  const pages = Array.from({ length: 30 }, (_, i) =>
    page(`/p${String(i)}`, i === 20 ? 'しくみ' : '珍しく'),
  );

  it('loads only the shown results’ data for a query without Japanese', async () => {
    const { results, loads } = lazy(pages);
    const shown = await collectShown(results, 'part', { shown: 8, loaded: 24 });
    expect(shown).toEqual([]);
    expect(loads()).toBe(8);
    const innodb = lazy(pages.map((item) => ({ ...item, excerpt: '<mark>InnoDB</mark>' })));
    const found = await collectShown(innodb.results, 'innodb', { shown: 8, loaded: 24 });
    expect(found.map((result) => result.url)).toEqual(pages.slice(0, 8).map((item) => item.url));
    expect(innodb.loads()).toBe(8);
  });

  it('shows only the pages with the Japanese words as written, loading further results to find them', async () => {
    const { results, loads } = lazy(pages);
    const shown = await collectShown(results, 'しくみ', { shown: 8, loaded: 24 });
    expect(shown.map((result) => result.url)).toEqual(['/p20']);
    expect(loads()).toBe(24);
  });

  it('falls back to Pagefind’s own results when no page has the words as written', async () => {
    const { results, loads } = lazy(pages);
    const shown = await collectShown(results, 'しくみ', { shown: 8, loaded: 16 });
    expect(shown.map((result) => result.url)).toEqual(pages.slice(0, 8).map((item) => item.url));
    expect(loads()).toBe(16);
  });
});

describe('collectShown, result by result', () => {
  /** Results whose data arrives when the test says, in any order. */
  function deferred(pages: readonly PagefindData[]): {
    results: { data(): Promise<PagefindData> }[];
    arrive: (index: number) => Promise<void>;
  } {
    const resolvers: ((item: PagefindData) => void)[] = [];
    const promises = pages.map(
      (_, index) =>
        new Promise<PagefindData>((resolve) => {
          resolvers[index] = resolve;
        }),
    );
    return {
      results: promises.map((promise) => ({ data: () => promise })),
      arrive: async (index) => {
        resolvers[index]?.(pages[index] as PagefindData);
        // Lets collectShown read what has arrived.
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    };
  }
  const urls = (list: readonly ShownResult[]): string[] => list.map((result) => result.url);

  it('tells the box of a result once it and the ones before it are in, the list only growing', async () => {
    const pages = ['/a', '/b', '/c'].map((url) => page(url, '', '<mark>InnoDB</mark>'));
    const { results, arrive } = deferred(pages);
    const told: string[][] = [];
    const done = collectShown(results, 'innodb', { shown: 8, loaded: 24 }, (shown) =>
      told.push(urls(shown)),
    );
    await arrive(1);
    expect(told).toEqual([]);
    await arrive(0);
    expect(told).toEqual([['/a'], ['/a', '/b']]);
    await arrive(2);
    expect(urls(await done)).toEqual(['/a', '/b', '/c']);
    expect(told.at(-1)).toEqual(['/a', '/b', '/c']);
  });

  it('tells only of pages with the Japanese words as written, each list the start of the final one', async () => {
    const pages = Array.from({ length: 12 }, (_, i) =>
      page(`/p${String(i)}`, [1, 3, 9].includes(i) ? 'しくみ' : '珍しく'),
    );
    const { results, arrive } = deferred(pages);
    const told: string[][] = [];
    const done = collectShown(results, 'しくみ', { shown: 8, loaded: 24 }, (shown) =>
      told.push(urls(shown)),
    );
    await arrive(0);
    await arrive(1);
    expect(told).toEqual([['/p1']]);
    for (let index = 2; index < pages.length; index += 1) await arrive(index);
    const final = urls(await done);
    expect(final).toEqual(['/p1', '/p3', '/p9']);
    expect(told).toEqual([['/p1'], ['/p1', '/p3'], ['/p1', '/p3', '/p9']]);
  });

  it('tells nothing before the end when no page has the Japanese words as written', async () => {
    const pages = Array.from({ length: 4 }, (_, i) => page(`/p${String(i)}`, '珍しく'));
    const { results, arrive } = deferred(pages);
    const told: string[][] = [];
    const done = collectShown(results, 'しくみ', { shown: 8, loaded: 24 }, (shown) =>
      told.push(urls(shown)),
    );
    for (let index = 0; index < pages.length; index += 1) await arrive(index);
    expect(urls(await done)).toEqual(['/p0', '/p1', '/p2', '/p3']);
    expect(told).toEqual([]);
  });
});
