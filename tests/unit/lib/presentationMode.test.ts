import { describe, expect, it } from 'vitest';
import {
  changeParams,
  formatSearch,
  modeAttributeValue,
  readModes,
  withoutParams,
} from '../../../src/presentation/modeUrl';
import { scenarioPosition, stepScenario } from '../../../src/presentation/scenarios';
import { PRESENTATION_HEAD_SCRIPT, presentationHeadTags } from '../../../config/presentation';

const PAGE = 'https://example.org/calculators/hit-ratio';

describe('readModes', () => {
  it('reads bare flags, flags with values and the scenario', () => {
    expect(readModes('?present')).toEqual({ present: true, embed: false, scenario: null });
    expect(readModes('embed=1&hit=80')).toEqual({ present: false, embed: true, scenario: null });
    expect(readModes('?hit=80&present&scenario=hit-95')).toEqual({
      present: true,
      embed: false,
      scenario: 'hit-95',
    });
    expect(readModes('')).toEqual({ present: false, embed: false, scenario: null });
  });

  it('ignores a scenario that is not a short slug', () => {
    for (const bad of ['', 'Hit', '<script>', 'a'.repeat(49), '-x', 'hit 95']) {
      expect(readModes(`?scenario=${encodeURIComponent(bad)}`).scenario).toBeNull();
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
  function headScript(...globals: string[]): (...values: unknown[]) => void {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script ships as a string in the page's <head>; running that exact string is the test
    return new Function(...globals, PRESENTATION_HEAD_SCRIPT) as (...values: unknown[]) => void;
  }

  /** Runs the script against a stand-in document and returns the attribute it set. */
  function run(search: string): string | null {
    const attributes = new Map<string, string>();
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    const window = { location: { search } };
    headScript('window', 'document')(window, document);
    return attributes.get('data-presentation') ?? null;
  }

  it('sets the same attribute as the client code, for every combination', () => {
    for (const search of [
      '',
      '?present',
      '?embed',
      '?embed&present',
      '?present=1&hit=80',
      '?hit=80&scenario=hit-80',
      '?presentation=1',
    ]) {
      const expected = modeAttributeValue(readModes(search)) || null;
      expect(run(search), search).toBe(expected);
    }
  });

  it('never throws, even without URLSearchParams', () => {
    expect(() => {
      headScript('window', 'document', 'URLSearchParams')(
        { location: { search: '?present' } },
        {},
        undefined,
      );
    }).not.toThrow();
  });

  it('is a plain inline script tag', () => {
    expect(presentationHeadTags).toEqual([
      { tagName: 'script', attributes: {}, innerHTML: PRESENTATION_HEAD_SCRIPT },
    ]);
    // No frame-busting: the script never looks at window.top or window.parent.
    expect(PRESENTATION_HEAD_SCRIPT).not.toMatch(/top|parent|frame/i);
  });
});
