import { describe, expect, it } from 'vitest';
import { newestOnly } from '../../../src/search/latestQuery';

const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A promise's state after everything already queued has run. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  let state: { value: T } | 'pending' = 'pending';
  void promise.then((value) => {
    state = { value };
  });
  for (let i = 0; i < 5; i += 1) await pause();
  return state;
}

/** A search whose answers the test releases one by one, in any order. */
function controlledSearch(): {
  search: (generation: number, query: string) => Promise<string | undefined>;
  answer: (query: string, value?: string) => void;
} {
  const waiting = new Map<string, (value: string | undefined) => void>();
  return {
    search: (_generation, query) =>
      new Promise((resolve) => {
        waiting.set(query, resolve);
      }),
    answer: (query, value = `results for ${query}`) => {
      waiting.get(query)?.(value);
    },
  };
}

describe('newestOnly', () => {
  it('never delivers an older query’s answer after a newer query was asked, whatever order they come in', async () => {
    const { search, answer } = controlledSearch();
    const newest = newestOnly(search);
    const old = newest('長いクエリ');
    const fresh = newest('負債');
    answer('負債');
    answer('長いクエリ');
    expect(await settled(fresh)).toEqual({ value: 'results for 負債' });
    expect(await settled(old)).toBe('pending');
  });

  it('drops the older answer also when it comes first', async () => {
    const { search, answer } = controlledSearch();
    const newest = newestOnly(search);
    const old = newest('a');
    const fresh = newest('b');
    answer('a');
    expect(await settled(old)).toBe('pending');
    answer('b');
    expect(await settled(fresh)).toEqual({ value: 'results for b' });
  });

  it('delivers nothing for a query the worker gave up (undefined)', async () => {
    const newest = newestOnly(() => Promise.resolve(undefined));
    expect(await settled(newest())).toBe('pending');
  });

  it('numbers the calls in order', async () => {
    const generations: number[] = [];
    const newest = newestOnly((generation: number) => {
      generations.push(generation);
      return Promise.resolve(generation);
    });
    await newest();
    await newest();
    expect(generations).toEqual([1, 2]);
  });
});
