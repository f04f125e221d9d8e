import { useMemo } from 'react';
import { ListingMap } from './listing-map.tsx';
import type { MapMarker } from './types.ts';

export interface MapPlace {
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** The place's page (a branch's profile). */
  href?: string;
}

/** A clinic and its branches on a compact map, every address also in text. */
export function ClinicMap({ places, tileUrl, label }: { places: readonly MapPlace[]; tileUrl?: string; label?: string }) {
  const markers = useMemo<MapMarker[]>(
    () => places.map((place, index) => ({ id: index, lat: place.lat, lng: place.lng, title: place.name, subtitle: place.address, href: place.href })),
    [places],
  );
  return <ListingMap markers={markers} tileUrl={tileUrl} label={label} compact listOpen />;
}

/** The doctor profile's workplaces (for the doctors' pages). */
export function DoctorMap({ workplaces, tileUrl, label }: { workplaces: readonly MapPlace[]; tileUrl?: string; label?: string }) {
  return <ClinicMap places={workplaces} tileUrl={tileUrl} label={label} />;
}
