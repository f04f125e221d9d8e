import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storeCitySlug } from '../../shell/city.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { localized, useT } from '../../i18n/use-t.ts';
import { useCity } from './city-context.tsx';
import { listingPathInCity } from './listing-city.ts';
import classes from './city-select.module.css';

/**
 * The header's city selector. On a doctor or clinic listing it switches only the listing's city, so the
 * specialization and filters stay (docs/decisions/184); elsewhere choosing a city opens its home page
 * (`/{city}`), which selects it. "All of Ukraine" also forgets the remembered city.
 */
export function CitySelect() {
  const { t, locale } = useT();
  const { cities, selected } = useCity();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();

  function choose(slug: string) {
    if (!slug) storeCitySlug('');
    const listing = listingPathInCity(
      pathname,
      search,
      cities.map((city) => city.city_slug),
      slug,
    );
    void navigate(listing ?? localizedPath(slug ? `/${slug}` : '/', locale));
  }

  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {t('city.select')}
      </label>
      <select id={id} className={classes.select} value={selected?.city_slug ?? ''} onChange={(event) => choose(event.target.value)}>
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
