import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../contracts/routes/build.ts';
import { isChunkLoadError } from './chunk-errors.ts';
import { claimChunkReload, claimVersionReload, RELOAD_GUARD_MS, versionReloadAllowedAt, type GuardStorage } from './reload-guard.ts';
import { BUILD_MANIFEST_URL } from './version-poll.ts';

function memoryStorage(): GuardStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const refusing: GuardStorage = {
  getItem: () => null,
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('the version reload guard (SPEC §9: at most once per 10 s)', () => {
  it('allows the first reload and refuses another within 10 s', () => {
    const storage = memoryStorage();
    expect(claimVersionReload(storage, 1_000_000)).toBe(true);
    expect(claimVersionReload(storage, 1_000_000 + 1)).toBe(false);
    expect(claimVersionReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimVersionReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('says when the next reload may happen', () => {
    const storage = memoryStorage();
    expect(versionReloadAllowedAt(storage, 5_000)).toBe(5_000);
    claimVersionReload(storage, 5_000);
    expect(versionReloadAllowedAt(storage, 8_000)).toBe(5_000 + RELOAD_GUARD_MS);
    expect(versionReloadAllowedAt(storage, 20_000)).toBe(20_000);
  });

  it('is not fooled by a time in the future (a clock set back) or garbage', () => {
    const storage = memoryStorage();
    storage.setItem('vz:last-version-reload', String(99_999_999));
    expect(claimVersionReload(storage, 1_000)).toBe(true);
    storage.setItem('vz:last-version-reload', 'nonsense');
    expect(claimVersionReload(storage, 2_000)).toBe(true);
  });

  it('reloads when there is no storage to guard with', () => {
    expect(claimVersionReload(null, 1)).toBe(true);
    expect(claimVersionReload(refusing, 1)).toBe(true);
  });
});

describe('the chunk reload guard (SPEC §8, without a loop)', () => {
  it('reloads once per path and build', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/doctors/kyiv', 'build-a')).toBe(true);
    expect(claimChunkReload(storage, '/doctors/kyiv', 'build-a')).toBe(false);
    expect(claimChunkReload(storage, '/doctors/kyiv', 'build-a')).toBe(false);
    // Another page, or the same page of a newer build, may reload once more.
    expect(claimChunkReload(storage, '/clinics/kyiv', 'build-a')).toBe(true);
    expect(claimChunkReload(storage, '/doctors/kyiv', 'build-b')).toBe(true);
  });

  it('never reloads when it could not remember having done so', () => {
    expect(claimChunkReload(null, '/', 'a')).toBe(false);
    expect(claimChunkReload(refusing, '/', 'a')).toBe(false);
  });
});

describe('chunk-load errors', () => {
  it('are told apart from other errors, in every browser wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a-1.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

it('the page polls the path the server declares', () => {
  expect(BUILD_MANIFEST_URL).toBe(`/api/v1/${buildManifest.path}`);
});
