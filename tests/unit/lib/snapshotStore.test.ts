import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSnapshotStore } from '../../../src/lib/snapshotStore';

describe('createSnapshotStore', () => {
  it('calls the listeners once per change, and never for a value the test calls the same', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 30 }), (values) => {
        const store = createSnapshotStore(0);
        const seen: number[] = [];
        store.subscribe(() => seen.push(store.get()));
        const changes: number[] = [];
        let last = 0;
        for (const value of values) {
          const changed = store.set(value);
          expect(changed).toBe(value !== last);
          if (changed) changes.push(value);
          last = value;
        }
        expect(seen).toEqual(changes);
        expect(store.get()).toBe(last);
      }),
    );
  });

  it('uses the given comparison, so an equal copy is no change', () => {
    const store = createSnapshotStore({ a: 1 }, (x, y) => x.a === y.a);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    const first = store.get();
    expect(store.set({ a: 1 })).toBe(false);
    expect(store.get()).toBe(first);
    expect(store.set({ a: 2 })).toBe(true);
    expect(calls).toBe(1);
  });

  it('stops calling a removed listener, also when it removes itself during a change', () => {
    const store = createSnapshotStore(0);
    const calls: string[] = [];
    const removeA = store.subscribe(() => {
      calls.push('a');
      removeA();
    });
    store.subscribe(() => calls.push('b'));
    store.set(1);
    store.set(2);
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});
