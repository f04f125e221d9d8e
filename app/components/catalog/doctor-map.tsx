import { useT } from '../../i18n/use-t.ts';
import { DoctorMap as WorkplacesMap } from './map/index.ts';
import classes from './profile.module.css';

export interface MapPlace {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/** The doctor's workplaces on the lazily loaded map, every address also listed as text (docs/decisions/120). */
export function DoctorMap({ places }: { places: readonly MapPlace[] }) {
  const { t } = useT();
  if (places.length === 0) return null;
  return (
    <div className={classes.map} data-map-slot="doctor">
      <h3 className={classes.subheading}>{t('catalog.profile.map')}</h3>
      <WorkplacesMap
        workplaces={places.map((place) => ({ name: place.name, address: place.address, lat: place.latitude, lng: place.longitude }))}
        label={t('catalog.profile.map')}
      />
    </div>
  );
}
