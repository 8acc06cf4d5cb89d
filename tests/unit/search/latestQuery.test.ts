import { describe, expect, it } from 'vitest';
import { NewestQueries, newestOnly, pause, runInSlices } from '../../../src/search/latestQuery';

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

describe('NewestQueries', () => {
  it('supersedes a query when a newer one of the same box begins, not one of the other box', () => {
    const queries = new NewestQueries();
    const first = queries.begin('page', 1);
    const navbar = queries.begin('navbar', 1);
    expect(first()).toBe(false);
    queries.begin('navbar', 2);
    expect(first()).toBe(false);
    expect(navbar()).toBe(true);
    const second = queries.begin('page', 2);
    expect(first()).toBe(true);
    expect(second()).toBe(false);
  });

  it('lets a late older query not displace a newer one', () => {
    const queries = new NewestQueries();
    const newer = queries.begin('page', 5);
    const older = queries.begin('page', 4);
    expect(newer()).toBe(false);
    expect(older()).toBe(true);
  });
});

/** Steps that each take about `milliseconds` of CPU, counting how many ran. */
function* busySteps(
  count: number,
  milliseconds: number,
  ran: { steps: number },
): Generator<void, string> {
  for (let i = 0; i < count; i += 1) {
    const until = performance.now() + milliseconds;
    while (performance.now() < until) {
      // busy, as a lunr query is
    }
    ran.steps += 1;
    yield;
  }
  return 'done';
}

describe('runInSlices', () => {
  it('runs every step and returns the result when nothing newer arrives', async () => {
    const ran = { steps: 0 };
    expect(await runInSlices(busySteps(20, 1, ran), () => false, 4)).toBe('done');
    expect(ran.steps).toBe(20);
  });

  it('pauses so that a newer query can register, and then stops the old work early', async () => {
    const queries = new NewestQueries();
    const ran = { steps: 0 };
    const old = runInSlices(busySteps(1_000, 1, ran), queries.begin('page', 1), 4);
    // The newer query's call, as the worker's next message: it runs at the old one's first pause.
    setTimeout(() => queries.begin('page', 2), 0);
    expect(await old).toBeUndefined();
    expect(ran.steps).toBeLessThan(100);
  });
});
