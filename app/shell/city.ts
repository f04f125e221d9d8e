import { useSyncExternalStore } from 'react';

export interface CityOption {
  city_slug: string;
  name_ua: string;
  name_ru: string;
}

/** Browser storage key of the selected city (SPEC §3: the selection persists). */
export const CITY_STORAGE_KEY = 'vizyt.city';

/** The city whose slug equals `value` in any letter case. */
export function matchCity<T extends CityOption>(cities: readonly T[], value: string | undefined): T | undefined {
  if (!value) return undefined;
  const wanted = value.toLowerCase();
  return cities.find((city) => city.city_slug.toLowerCase() === wanted);
}

/**
 * SPEC §4: a city is selected when any route parameter matches a known city slug. Splat parameters
 * (`/doctors/kyiv/cardiology`) are looked at segment by segment.
 */
export function cityFromParams<T extends CityOption>(cities: readonly T[], params: Record<string, string | undefined>): T | undefined {
  for (const [name, value] of Object.entries(params)) {
    const candidates = name === '*' ? (value ?? '').split('/') : [value];
    for (const candidate of candidates) {
      const city = matchCity(cities, candidate);
      if (city) return city;
    }
  }
  return undefined;
}

const listeners = new Set<() => void>();
let memory: string | null | undefined;

function read(): string | null {
  if (memory === undefined) {
    try {
      memory = window.localStorage.getItem(CITY_STORAGE_KEY);
    } catch {
      memory = null; // storage disabled (private mode, blocked cookies): the choice lives for this page only
    }
  }
  return memory;
}

/** Remembers the selected city slug in browser storage for the next visit. */
export function storeCitySlug(slug: string): void {
  if (read() === slug) return;
  memory = slug;
  try {
    window.localStorage.setItem(CITY_STORAGE_KEY, slug);
  } catch {
    // see read(): keep it in memory
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored city slug; `null` on the server and during hydration, then the stored value. */
export function useStoredCitySlug(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
