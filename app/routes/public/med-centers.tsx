import { useNavigation } from 'react-router';
import { SiteLink } from '../../components/site-link.tsx';
import type { Route } from './+types/med-centers';
import { ClinicCard } from '../../components/catalog/clinic-card.tsx';
import { CardList } from '../../components/catalog/card-labels.tsx';
import { KeptMarkup, useSentOrKept } from '../../components/layouts/static-list.tsx';
import { useStaticCards } from '../../components/catalog/static-cards.tsx';
import { cardKey, CLINIC_CARDS, CLINIC_FILTERS } from './listing-cards.ts';
import { ListingMap, type MapMarker } from '../../components/catalog/map/index.ts';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { Pagination } from '../../components/content/pagination.tsx';
import { Crumbs, FilterForm, queryString, TypeLinks } from './med-centers-parts.tsx';
import { loadMedCenters } from './med-centers.server.ts';
import { SeoText } from '../../components/content/page-heading.tsx';
import classes from './med-centers.module.css';
import listing from '../../components/catalog/listing.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const handle = READING_PAGE;
export const loader = (args: Route.LoaderArgs) => loadMedCenters(args);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
/** The same HTML for every visitor: a CDN may keep it (content pages' policy). */
export const headers = publicPageHeaders;

/** `/med-centers/...`: clinics by city, type, feature and specialization, as a list or on a map. */
export default function MedCenters({ loaderData }: Route.ComponentProps) {
  const { heading, crumbs, found, pages, selected, sort, view, query, tileUrl, seoText, path } = loaderData;
  const options = useSentOrKept(loaderData.options, CLINIC_FILTERS);
  const { t, locale } = useT();
  // The cards: on the server, and in a client navigation; the server's markup in the browser (docs/decisions/279).
  const served = useStaticCards('medical-institutions', loaderData.clinics, CLINIC_CARDS);
  const clinics = served.items;
  const busy = useNavigation().state === 'loading';
  const base = localizedPath(path, locale);
  const keep = { sort: sort === 'rating' ? '' : sort, features: query.features.join(',') };
  const viewHref = (to: 'list' | 'map') => `${base}${queryString({ ...keep, view: to === 'map' ? 'map' : '' })}`;
  const markers: MapMarker[] =
    view === 'map' && clinics
      ? clinics.map((clinic) => ({
          id: clinic.id,
          lat: clinic.latitude,
          lng: clinic.longitude,
          title: clinic.name,
          subtitle: `${clinic.city.name}, ${clinic.address}`,
          href: localizedPath(`/clinic/${clinic.slug}`, locale),
        }))
      : [];
  return (
    <div>
      <Crumbs crumbs={crumbs} />
      <h1 className={listing.title}>{heading}</h1>
      <KeptMarkup>
        {options && (
          <>
            <TypeLinks types={options.types} selected={selected.type} />
            <FilterForm options={options} selected={selected} sort={sort} view={view} />
          </>
        )}
      </KeptMarkup>
      <div className={classes.bar}>
        <p role="status">{t('places.list.found', { n: pages.total })}</p>
        <nav className={classes.views} aria-label={t('places.view.label')}>
          <SiteLink to={viewHref('list')} className={classes.view} aria-current={view === 'list' ? 'page' : undefined}>
            {t('places.view.list')}
          </SiteLink>
          <SiteLink to={viewHref('map')} className={classes.view} aria-current={view === 'map' ? 'page' : undefined}>
            {t('places.view.map')}
          </SiteLink>
        </nav>
      </div>
      {found === 0 ? (
        <div className={listing.empty}>
          <p>{t('places.list.empty')}</p>
          <SiteLink to={localizedPath('/med-centers', locale)}>{t('places.list.reset')}</SiteLink>
        </div>
      ) : view === 'map' ? (
        <>
          <ListingMap markers={markers} tileUrl={tileUrl} label={heading} />
          {pages.total > found && <p>{t('places.map.many', { n: found })}</p>}
        </>
      ) : (
        <>
          <CardList items={clinics} markupKey={cardKey} className={classes.cards} aria-busy={busy} {...served.list}>
            {(clinic, index) => <ClinicCard clinic={clinic} headingLevel={2} discover={index === 0} />}
          </CardList>
          {served.links}
          <Pagination current={pages.current_page} total={pages.total_pages} />
        </>
      )}
      <SeoText text={seoText} />
    </div>
  );
}
