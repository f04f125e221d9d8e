import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_LIMITS, readCompare, resetCompareCache, subscribeCompare, toggleCompare } from './compare-store.ts';

/** A stand-in for the browser's localStorage and window events (the unit tests run in Node). */
function fakeWindow() {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  return { stored, window: { localStorage, addEventListener: vi.fn(), removeEventListener: vi.fn() } };
}

describe('compare store', () => {
  let stored: Map<string, string>;

  beforeEach(() => {
    const fake = fakeWindow();
    stored = fake.stored;
    vi.stubGlobal('window', fake.window);
    resetCompareCache();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    resetCompareCache();
  });

  it('is empty on the server (no window) and touches nothing there', () => {
    vi.unstubAllGlobals();
    expect(readCompare('doctors')).toEqual([]);
  });

  it('adds, removes and persists ids per kind', () => {
    expect(toggleCompare('doctors', 7)).toEqual({ ok: true });
    expect(toggleCompare('medical-institutions', 3)).toEqual({ ok: true });
    expect(readCompare('doctors')).toEqual([7]);
    expect(JSON.parse(stored.get('vizyt.compare')!)).toEqual({ doctors: [7], 'medical-institutions': [3] });
    resetCompareCache();
    expect(readCompare('medical-institutions')).toEqual([3]);
    expect(toggleCompare('doctors', 7)).toEqual({ ok: true });
    expect(readCompare('doctors')).toEqual([]);
  });

  it('refuses to add past the limit but still removes', () => {
    for (let id = 1; id <= COMPARE_LIMITS.doctors; id += 1) expect(toggleCompare('doctors', id).ok).toBe(true);
    expect(toggleCompare('doctors', 99)).toEqual({ ok: false, reason: 'limit' });
    expect(readCompare('doctors')).toHaveLength(COMPARE_LIMITS.doctors);
    expect(toggleCompare('doctors', 1)).toEqual({ ok: true });
    expect(toggleCompare('doctors', 99)).toEqual({ ok: true });
  });

  it('keeps the same array between changes (a stable snapshot for useSyncExternalStore)', () => {
    toggleCompare('doctors', 1);
    expect(readCompare('doctors')).toBe(readCompare('doctors'));
  });

  it('tells subscribers about changes and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCompare(listener);
    toggleCompare('doctors', 5);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toggleCompare('doctors', 6);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a corrupted or tampered entry', () => {
    stored.set('vizyt.compare', '{"doctors":[1,"x",-2,1,2,3,4,5,6]');
    expect(readCompare('doctors')).toEqual([]);
    resetCompareCache();
    stored.set('vizyt.compare', '{"doctors":[1,"x",-2,1,2,3,4,5,6]}');
    expect(readCompare('doctors')).toEqual([1, 2, 3, 4]);
  });
});
