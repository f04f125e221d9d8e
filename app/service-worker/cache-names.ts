/**
 * The worker's caches (docs/decisions/250). The shell of each build lives in a cache named after the
 * build's version, so a new worker fills its own and deletes the old ones when it activates. The
 * patient's upcoming appointments live apart, in one cache that outlives builds and is emptied at
 * sign-out and sign-in.
 */
const PREFIX = 'vz-';
const SHELL_PREFIX = `${PREFIX}shell-`;

export const PERSONAL_CACHE = `${PREFIX}personal`;

/** The one key under which the upcoming appointments are kept (a name, not the API's URL). */
export const UPCOMING_KEY = '/__offline/upcoming-appointments';

export function shellCacheName(version: string): string {
  return `${SHELL_PREFIX}${version}`;
}

/**
 * Caches to delete when the worker of `version` activates: older shells. The personal cache stays (it
 * is not tied to a build), and caches of other names are not ours to touch.
 */
export function staleCaches(names: readonly string[], version: string): string[] {
  const current = shellCacheName(version);
  return names.filter((name) => name.startsWith(SHELL_PREFIX) && name !== current);
}
