import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_TILE_URL } from '../../catalog/map/types.ts';

const ICON = L.icon({ iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], shadowSize: [41, 41] });
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Ukraine as a whole, for a place with no position yet. */
const COUNTRY: { center: [number, number]; zoom: number } = { center: [48.6, 31.2], zoom: 6 };

export interface GeoMapProps {
  position: [number, number] | null;
  tileUrl?: string;
  markerTitle: string;
  disabled?: boolean;
  onPick: (latitude: number, longitude: number) => void;
}

/** Six decimals: about ten centimetres, more than any address needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function Picking({ position, disabled, onPick }: Pick<GeoMapProps, 'position' | 'disabled' | 'onPick'>) {
  const map = useMap();
  useMapEvents({
    click(event) {
      if (!disabled) onPick(round(event.latlng.lat), round(event.latlng.lng));
    },
  });
  // A position typed in the fields moves the map to it.
  const key = position ? `${position[0]}:${position[1]}` : '';
  useEffect(() => {
    if (position) map.setView(position, Math.max(map.getZoom(), 15));
    // Only when the position itself changes, not on every new array of the same point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

/**
 * The map half of the position input: a click or a dragged marker picks the point. Tiles that fail to load
 * (no network, a wrong MAP_TILE_URL) leave a grey map that still picks; the typed fields never depend on it.
 */
export default function GeoMap({ position, tileUrl, markerTitle, disabled, onPick }: GeoMapProps) {
  return (
    <MapContainer
      center={position ?? COUNTRY.center}
      zoom={position ? 15 : COUNTRY.zoom}
      scrollWheelZoom={false}
      keyboard={false}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={tileUrl ?? DEFAULT_TILE_URL} attribution={ATTRIBUTION} />
      <Picking position={position} disabled={disabled} onPick={onPick} />
      {position && (
        <Marker
          position={position}
          icon={ICON}
          title={markerTitle}
          alt={markerTitle}
          keyboard={false}
          draggable={!disabled}
          eventHandlers={{
            dragend(event) {
              const at = (event.target as L.Marker).getLatLng();
              onPick(round(at.lat), round(at.lng));
            },
          }}
        />
      )}
    </MapContainer>
  );
}
