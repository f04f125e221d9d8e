import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { hasPosition, type MapMarker } from './types.ts';
import classes from './map.module.css';

export type { MapMarker } from './types.ts';

/** Leaflet, its CSS and the clustering plugin are one chunk, fetched only when a map is on screen. */
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/** How far below the screen a map starts loading, so it is drawn by the time it scrolls in. */
const NEAR_SCREEN = '400px 0px';

/**
 * False on the server, while hydrating and while the element is far from the screen; true from the
 * moment it comes near (and then for good). Leaflet needs `window` and must not change the SSR markup,
 * and a map a reader never scrolls to costs them neither its ~40 KB nor its tiles.
 */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_SCREEN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export interface ListingMapProps {
  markers: readonly MapMarker[];
  /** `context.publicConfig.mapTileUrl` from the page's loader; OpenStreetMap when not given. */
  tileUrl?: string;
  /** Names the map for screen readers ("Карта: Медик Київ"). */
  label?: string;
  /** A shorter frame (profiles). */
  compact?: boolean;
  /** Open the text list of places by default (few places). */
  listOpen?: boolean;
}

/**
 * A map of places, drawn by Leaflet in the browser only. The server renders a placeholder and the same
 * places as a text list, so the HTML carries every address; a skip link lets keyboard users jump past
 * the map, whose markers they can also reach in the list.
 */
export function ListingMap({ markers, tileUrl, label, compact = false, listOpen = markers.length <= 3 }: ListingMapProps) {
  const { t } = useT();
  // MAP_TILE_URL comes with the document (root loader); a page may still pass its own.
  const configuredTiles = useRouteLoaderData<{ mapTileUrl?: string }>('root')?.mapTileUrl;
  const [frame, nearScreen] = useNearScreen<HTMLDivElement>();
  const id = useId();
  const afterId = `${id}-after`;
  // Pages rebuild their marker arrays on every render; Leaflet redraws only when the places change.
  const signature = markers.map((marker) => `${marker.id}:${marker.lat}:${marker.lng}:${marker.title}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const drawable = useMemo(() => markers.filter(hasPosition), [signature]);
  const placeholder = <div className={classes.placeholder}>{t('places.map.loading')}</div>;
  return (
    <section className={`${classes.map} ${compact ? classes.compact : ''}`} aria-label={label ?? t('places.map.region')}>
      <a href={`#${afterId}`} className={classes.skip}>
        {t('places.map.skip')}
      </a>
      {/* data-wake: on a page to read, the map coming near the screen starts the scripts (app/paint-first.server.ts). */}
      <div ref={frame} className={classes.frame} data-map-markers={drawable.length} data-wake={drawable.length > 0 ? '' : undefined}>
        {nearScreen && drawable.length > 0 ? (
          <Suspense fallback={placeholder}>
            <LeafletMap markers={drawable} tileUrl={tileUrl ?? configuredTiles} moreLabel={t('places.map.more')} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <details className={classes.places} open={listOpen}>
        <summary>
          {t('places.map.places')} ({markers.length})
        </summary>
        <ul className={classes.placeList}>
          {markers.map((marker) => (
            <li key={marker.id}>
              {marker.href ? <a href={marker.href}>{marker.title}</a> : <strong>{marker.title}</strong>}
              {marker.subtitle && <span className={classes.subtitle}>, {marker.subtitle}</span>}
            </li>
          ))}
        </ul>
      </details>
      <span id={afterId} tabIndex={-1} />
    </section>
  );
}
