/**
 * The guards that keep reloads from looping (SPEC §8 "chunk-load errors reload the page", §9 "Reload guard
 * 10 s"). Pure functions over a storage, so they are tested without a browser; the page passes
 * `sessionStorage` (one tab's memory, gone when the tab closes).
 */

/** SPEC §9: a new build reloads the page at most once per this long. */
export const RELOAD_GUARD_MS = 10_000;

const LAST_RELOAD_KEY = 'vz:last-version-reload';
const CHUNK_RELOAD_PREFIX = 'vz:chunk-reload:';

export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** When the last version reload happened, if it is known and not in the future (a clock set back). */
function lastVersionReload(storage: GuardStorage | null, now: number): number | null {
  const last = Number(storage?.getItem(LAST_RELOAD_KEY) ?? NaN);
  return Number.isFinite(last) && last <= now ? last : null;
}

/**
 * Whether a reload for a new version may happen now, and if so, notes it: the first in the last 10 s.
 * A storage that refuses (private mode, quota) allows the reload: better one reload too many than none.
 */
export function claimVersionReload(storage: GuardStorage | null, now: number): boolean {
  try {
    const last = lastVersionReload(storage, now);
    if (last !== null && now - last < RELOAD_GUARD_MS) return false;
    storage?.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Storage unavailable: nothing to guard with.
  }
  return true;
}

/** When the next version reload may happen (the page waits that long instead of dropping the change). */
export function versionReloadAllowedAt(storage: GuardStorage | null, now: number): number {
  try {
    const last = lastVersionReload(storage, now);
    if (last !== null) return Math.max(now, last + RELOAD_GUARD_MS);
  } catch {
    // As above.
  }
  return now;
}

/**
 * Whether a chunk that failed to load may reload the page at `path` of build `buildId`, and if so, notes
 * it. Once per path and build: a chunk that still fails after the reload (a file really gone, a broken
 * proxy) leaves the page as it is instead of reloading for ever. Storage that refuses forbids the reload,
 * as the loop could not be stopped.
 */
export function claimChunkReload(storage: GuardStorage | null, path: string, buildId: string): boolean {
  if (!storage) return false;
  const key = `${CHUNK_RELOAD_PREFIX}${buildId}:${path}`;
  try {
    if (storage.getItem(key)) return false;
    storage.setItem(key, '1');
    return storage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export { sessionStore } from '../web-storage.ts';
