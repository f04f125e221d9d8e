/** A token bucket: `capacity` at once, refilled at `perSecond`; `take` says whether one more may pass. */
export function tokenBucket(capacity: number, perSecond: number, clock: () => number = Date.now) {
  let tokens = capacity;
  let last = clock();
  return {
    take(): boolean {
      const at = clock();
      tokens = Math.min(capacity, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
