/**
 * What the server keeps in memory for a short, stated time instead of asking the database on every request:
 * lists every visitor sees alike (cities, dictionaries, SEO texts, the home page's lists). Nothing personal.
 */

/**
 * One settled promise per time window: however many requests ask within `ttlMs`, the loader runs once.
 * A failed load is forgotten at once so the next request retries.
 */
export function ttlCache<T>(load: () => Promise<T>, ttlMs: number, now: () => number = () => Date.now()) {
  let cached: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      if (!cached || now() - cached.at > ttlMs) {
        // Promise.resolve: a Drizzle query object would run again on every `then`.
        const value = Promise.resolve(load());
        cached = { at: now(), value };
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    clear(): void {
      cached = null;
    },
  };
}

/**
 * {@link ttlCache} per key, for at most `maxKeys` keys (the oldest is dropped first), so a stream of distinct
 * addresses cannot grow it without bound. `load` reads the value of a key the cache does not hold.
 */
export function keyedTtlCache<K, T>(ttlMs: number, { now = () => Date.now(), maxKeys = 1_000 } = {}) {
  const entries = new Map<K, ReturnType<typeof ttlCache<T>>>();
  return {
    get(key: K, load: () => Promise<T>): Promise<T> {
      let entry = entries.get(key);
      if (!entry) {
        if (entries.size >= maxKeys) entries.delete(entries.keys().next().value as K);
        entries.set(key, (entry = ttlCache(load, ttlMs, now)));
      }
      return entry.get();
    },
    clear(): void {
      entries.clear();
    },
  };
}
