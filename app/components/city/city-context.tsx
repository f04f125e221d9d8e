import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { cityFromParams, matchCity, storeCitySlug, useStoredCitySlug, type CityOption } from '../../shell/city.ts';

export interface CityState<C extends CityOption = CityOption> {
  cities: readonly C[];
  /** The city of the route, else the one remembered from an earlier visit, else none. */
  selected: C | null;
}

const CityContext = createContext<CityState>({ cities: [], selected: null });

/**
 * The city guard of SPEC §4: a route parameter that matches a known city slug selects that city and
 * remembers it in browser storage; otherwise the remembered city stays selected.
 */
export function CityProvider({ cities, children }: { cities: readonly CityOption[]; children: ReactNode }) {
  const params = useParams();
  const stored = useStoredCitySlug();
  const fromRoute = cityFromParams(cities, params);
  useEffect(() => {
    if (fromRoute) storeCitySlug(fromRoute.city_slug);
  }, [fromRoute]);
  const selected = fromRoute ?? matchCity(cities, stored ?? undefined) ?? null;
  return <CityContext value={{ cities, selected }}>{children}</CityContext>;
}

export function useCity(): CityState {
  return useContext(CityContext);
}
