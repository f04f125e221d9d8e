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
