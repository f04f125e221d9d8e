import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SiteLink } from '../../components/site-link.tsx';
import type { Route } from './+types/search';
import { Rating } from '../../components/catalog/rating.tsx';
import { useCity } from '../../components/city/city-context.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadSearch } from './search.server.ts';
import classes from './search.module.css';
import listing from '../../components/catalog/listing.module.css';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const handle = READING_PAGE;
export const loader = (args: Route.LoaderArgs) => loadSearch(args);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
/** Search answers change with every edit of the catalogue: kept like every page to read, asked again each time. */
export const headers = publicPageHeaders;

/** `/search?q=`: specializations, doctors, clinics and diseases that match, each group linking on. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, searched, results, heading, city, near, cities } = loaderData;
  const { t, locale } = useT();
  // The remembered city when the link or form that led here did not name one (docs/decisions/184).
  const remembered = useCity().selected;
  const nearSlug = near?.slug ?? remembered?.city_slug;
  const path = (to: string) => localizedPath(to, locale);
  const total = results.specializations.length + results.doctors.length + results.clinics.length + results.diseases.length;
  return (
    <div>
      <h1 className={listing.title}>{heading}</h1>
      <Form method="get" action={path('/search')} role="search" className={classes.form}>
        <label htmlFor="search-q" className="vz-visually-hidden">
          {t('home.search.label')}
        </label>
        <input id="search-q" name="q" type="search" defaultValue={q} key={q} placeholder={t('home.search.placeholder')} className={classes.input} />
        <button type="submit" className={`${listing.apply} ${classes.submit}`}>
          {t('home.search.submit')}
        </button>
        {nearSlug && <input type="hidden" name="near" value={nearSlug} />}
        <label className={classes.city}>
          <span>{t('places.search.city')}</span>
          <select name="city" defaultValue={city} key={city} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
            <option value="">{t('places.search.city.all')}</option>
            {cities.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </Form>
      {searched && near && !city && <p className={classes.note}>{t('places.search.near', { city: near.name })}</p>}
      {!searched ? (
        <p className={classes.note}>{t('places.search.short')}</p>
      ) : total === 0 ? (
        <p className={classes.note} role="status">
          {t('places.search.none', { q })}
        </p>
      ) : (
        <div className={classes.groups}>
          {results.specializations.length > 0 && (
            <Group id="search-specializations" title={t('places.search.specializations')}>
              {results.specializations.map((item) => (
                <li key={item.id}>
                  <SiteLink to={path(`/doctors/${item.slug}`)}>{item.name}</SiteLink>
                  <span className={classes.note}> · {t('places.search.specialization.doctors', { name: item.doctor_name })}</span>
                </li>
              ))}
            </Group>
          )}
          {results.doctors.length > 0 && (
            <Group id="search-doctors" title={t('places.search.doctors')}>
              {results.doctors.map((doctor) => (
                <li key={doctor.id} data-city={doctor.city_slug ?? undefined}>
                  <SiteLink to={path(`/doctor/${doctor.slug}`)}>{doctor.name}</SiteLink>
                  <span className={classes.note}> · {[doctor.specialization, doctor.city].filter(Boolean).join(', ')}</span>
                  <Rating rating={doctor.reviews_count > 0 ? doctor.rating : null} reviews={doctor.reviews_count} />
                </li>
              ))}
            </Group>
          )}
          {results.clinics.length > 0 && (
            <Group id="search-clinics" title={t('places.search.clinics')}>
              {results.clinics.map((clinic) => (
                <li key={clinic.id} data-city={clinic.city_slug}>
                  <SiteLink to={path(`/clinic/${clinic.slug}`)}>{clinic.name}</SiteLink>
                  <span className={classes.note}>
                    {' '}
                    · {clinic.type}, {clinic.city}, {clinic.address}
                  </span>
                </li>
              ))}
            </Group>
          )}
          {results.diseases.length > 0 && (
            <Group id="search-diseases" title={t('places.search.diseases')}>
              {results.diseases.map((disease) => (
                <li key={disease.id}>
                  <SiteLink to={path(`/directory-diseases/${disease.slug}`)}>{disease.name}</SiteLink>
                </li>
              ))}
            </Group>
          )}
        </div>
      )}
    </div>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.group}>
      <h2 id={id} className={classes.groupTitle}>
        {title}
      </h2>
      <ul className={classes.list}>{children}</ul>
    </section>
  );
}
