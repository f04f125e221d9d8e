/** One place on a map. `href` makes the popup link to the place's page. */
export interface MapMarker {
  id: number | string;
  lat: number;
  lng: number;
  title: string;
  href?: string;
  subtitle?: string;
}

/** OpenStreetMap's standard tiles: the server's default too (`MAP_TILE_URL`, server/config.ts). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A marker is drawable only with real coordinates (0,0 is the sea off Africa, never a clinic here). */
export const hasPosition = (marker: Pick<MapMarker, 'lat' | 'lng'>) =>
  Number.isFinite(marker.lat) && Number.isFinite(marker.lng) && !(marker.lat === 0 && marker.lng === 0);
