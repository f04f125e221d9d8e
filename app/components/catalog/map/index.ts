/** The catalogue's maps (docs/decisions/120): Leaflet loads lazily, in the browser only. */
export { ListingMap, type ListingMapProps } from './listing-map.tsx';
export { ClinicMap, DoctorMap, type MapPlace } from './clinic-map.tsx';
export { DEFAULT_TILE_URL, type MapMarker } from './types.ts';
