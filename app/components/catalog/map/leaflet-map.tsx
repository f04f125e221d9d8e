import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
// The plugin is a UMD script that extends the global `L` Leaflet sets on `window`: imported after it.
import 'leaflet.markercluster';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { DEFAULT_TILE_URL, type MapMarker } from './types.ts';
import classes from './map.module.css';

/** Bundled marker images: Leaflet's default icon finds its images through CSS, which a bundler breaks. */
const ICON = L.icon({ iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowSize: [41, 41] });

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The popup as DOM nodes with text content: names and addresses never become markup. */
function popupContent(marker: MapMarker, moreLabel: string): HTMLElement {
  const box = document.createElement('div');
  box.className = classes.popup;
  const title = document.createElement('span');
  title.className = classes.popupTitle;
  title.textContent = marker.title;
  box.append(title);
  if (marker.subtitle) {
    const subtitle = document.createElement('span');
    subtitle.textContent = marker.subtitle;
    box.append(subtitle);
  }
  if (marker.href) {
    const link = document.createElement('a');
    link.href = marker.href;
    link.textContent = moreLabel;
    box.append(link);
  }
  return box;
}

/**
 * The markers in one cluster layer: a city with a thousand clinics draws a few dozen cluster bubbles,
 * added in chunks so the page never freezes; zooming in splits them.
 */
function ClusteredMarkers({ markers, moreLabel }: { markers: readonly MapMarker[]; moreLabel: string }) {
  const map = useMap();
  useEffect(() => {
    const layer = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false, maxClusterRadius: 50 });
    layer.addLayers(
      markers.map((marker) =>
        L.marker([marker.lat, marker.lng], { icon: ICON, title: marker.title, alt: marker.title, keyboard: true }).bindPopup(() =>
          popupContent(marker, moreLabel),
        ),
      ),
    );
    map.addLayer(layer);
    if (markers.length === 1) map.setView([markers[0].lat, markers[0].lng], 15);
    else map.fitBounds(L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), { padding: [24, 24], maxZoom: 15 });
    return () => {
      map.removeLayer(layer);
    };
  }, [map, markers, moreLabel]);
  return null;
}

export default function LeafletMap({ markers, tileUrl, moreLabel }: { markers: readonly MapMarker[]; tileUrl?: string; moreLabel: string }) {
  const first = markers[0];
  return (
    <MapContainer center={[first.lat, first.lng]} zoom={12} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
      <TileLayer url={tileUrl ?? DEFAULT_TILE_URL} attribution={ATTRIBUTION} />
      <ClusteredMarkers markers={markers} moreLabel={moreLabel} />
    </MapContainer>
  );
}
