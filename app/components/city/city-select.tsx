import { useId } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { localized, useT } from '../../i18n/use-t.ts';
import { useCity } from './city-context.tsx';
import classes from './city-select.module.css';

/** The header's city selector: choosing a city opens its home page (`/{city}`), which selects it. */
export function CitySelect() {
  const { t, locale } = useT();
  const { cities, selected } = useCity();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {t('city.select')}
      </label>
      <select
        id={id}
        className={classes.select}
        value={selected?.city_slug ?? ''}
        onChange={(event) => navigate(localizedPath(event.target.value ? `/${event.target.value}` : '/', locale))}
      >
        <option value="">{t('city.all')}</option>
        {cities.map((city) => (
          <option key={city.city_slug} value={city.city_slug}>
            {localized(city, 'name', locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
