import { describe, expect, it } from 'vitest';
import { createLoadCache, forgetAllLoads } from '../../../src/lib/loadCache';

describe('createLoadCache', () => {
  it('starts one load per key and gives every caller the same promise', async () => {
    const started: string[] = [];
    const cache = createLoadCache((key: string) => {
      started.push(key);
      return Promise.resolve(key.toUpperCase());
    });
    const first = cache.load('a');
    expect(cache.load('a')).toBe(first);
    void cache.load('b');
    expect(started).toEqual(['a', 'b']);
    await expect(first).resolves.toBe('A');
  });

  it('says what a load gave only once it has given it', async () => {
    let resolve: (value: number) => void = () => undefined;
    const cache = createLoadCache(
      () =>
        new Promise<number>((done) => {
          resolve = done;
        }),
    );
    const load = cache.load('x');
    expect(cache.loaded('x')).toBeUndefined();
    resolve(7);
    await load;
    expect(cache.loaded('x')).toBe(7);
    expect(cache.loaded('y')).toBeUndefined();
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const cache = createLoadCache(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('chart');
    });
    await expect(cache.load('k')).rejects.toThrow('offline');
    expect(cache.loaded('k')).toBeUndefined();
    await expect(cache.load('k')).resolves.toBe('chart');
    expect(calls).toBe(2);
  });

  it('forgetAllLoads forgets finished loads, and a load still under way when it runs', async () => {
    let calls = 0;
    let resolveLate: (value: string) => void = () => undefined;
    const cache = createLoadCache((key: string) => {
      calls += 1;
      if (key === 'late') return new Promise<string>((resolve) => (resolveLate = resolve));
      return Promise.resolve(`${key} ${calls}`);
    });
    await cache.load('done');
    const late = cache.load('late');
    forgetAllLoads();
    expect(cache.loaded('done')).toBeUndefined();
    // The load of the forgotten page ends: its caller still gets it, the new page does not.
    resolveLate('late chart');
    await expect(late).resolves.toBe('late chart');
    expect(cache.loaded('late')).toBeUndefined();
    // And the new page loads again.
    await expect(cache.load('done')).resolves.toBe('done 3');
  });
});
