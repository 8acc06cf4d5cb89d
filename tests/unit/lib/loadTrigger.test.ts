import { describe, expect, it } from 'vitest';
import {
  LOAD_EVENTS,
  LOAD_ROOT_MARGIN,
  watchForLoad,
  type ObserverConstructor,
  type WatchedElement,
} from '../../../src/lib/loadTrigger';

/** An element stand-in that keeps its listeners, to fire them. */
function fakeElement() {
  const listeners = new Map<string, Set<() => void>>();
  const element: WatchedElement = {
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type, listener) => {
      listeners.get(type)?.delete(listener);
    },
  };
  const fire = (type: string) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener();
  };
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { element, fire, count };
}

/** An IntersectionObserver stand-in: the test says when the element is near. */
function fakeObserver() {
  interface ObserverRecord {
    callback: (entries: { isIntersecting: boolean }[]) => void;
    rootMargin: string;
    observed: unknown[];
    disconnected: boolean;
  }
  const observers: ObserverRecord[] = [];
  const Observer = class {
    private readonly record: ObserverRecord;
    constructor(
      callback: (entries: { isIntersecting: boolean }[]) => void,
      options: { rootMargin: string },
    ) {
      this.record = { callback, rootMargin: options.rootMargin, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(target: unknown) {
      this.record.observed.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  } as unknown as ObserverConstructor;
  return { Observer, observers };
}

describe('watchForLoad', () => {
  it('starts once the element comes within the margin, not before, and then stops watching', () => {
    const { element, count } = fakeElement();
    const { Observer, observers } = fakeObserver();
    let starts = 0;
    watchForLoad(element, () => (starts += 1), Observer);
    const [observer] = observers;
    expect(observer?.observed).toEqual([element]);
    expect(observer?.rootMargin).toBe(LOAD_ROOT_MARGIN);
    observer?.callback([{ isIntersecting: false }]);
    expect(starts).toBe(0);
    observer?.callback([{ isIntersecting: true }]);
    observer?.callback([{ isIntersecting: true }]);
    expect(starts).toBe(1);
    expect(observer?.disconnected).toBe(true);
    expect(count()).toBe(0);
  });

  it.each(LOAD_EVENTS)('starts at once on %s, far from the viewport', (type) => {
    const { element, fire, count } = fakeElement();
    const { Observer, observers } = fakeObserver();
    let starts = 0;
    watchForLoad(element, () => (starts += 1), Observer);
    fire('scroll');
    expect(starts).toBe(0);
    fire(type);
    for (const other of LOAD_EVENTS) fire(other);
    expect(starts).toBe(1);
    expect(observers[0]?.disconnected).toBe(true);
    expect(count()).toBe(0);
  });

  it('starts right away where there is no IntersectionObserver', () => {
    const { element, count } = fakeElement();
    let starts = 0;
    watchForLoad(element, () => (starts += 1), undefined);
    expect(starts).toBe(1);
    expect(count()).toBe(0);
  });

  it('never starts once stopped (the chart left the page)', () => {
    const { element, fire, count } = fakeElement();
    const { Observer, observers } = fakeObserver();
    let starts = 0;
    const stop = watchForLoad(element, () => (starts += 1), Observer);
    stop();
    fire('click');
    expect(starts).toBe(0);
    expect(observers[0]?.disconnected).toBe(true);
    expect(count()).toBe(0);
  });
});
