import { useLocation } from 'react-router';
import { SiteLink } from '../../components/site-link.tsx';
import type { Route } from './+types/doctors';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { useListLoading } from '../../components/content/list-loading.ts';
import { DoctorCard, useSlotsTitleStyle } from '../../components/catalog/doctor-card.tsx';
import { useStaticCards } from '../../components/catalog/static-cards.tsx';
import { ListingFilters, SortSelect } from '../../components/catalog/listing-filters.tsx';
import { Pagination } from '../../components/content/pagination.tsx';
import { CardList } from '../../components/catalog/card-labels.tsx';
import { useSentOrKept } from '../../components/layouts/static-list.tsx';
import { cardKey, DOCTOR_CARDS, DOCTOR_FILTERS } from './listing-cards.ts';
import { plural } from '../../i18n/plural.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadDoctorListing } from './doctors.server.ts';
import { SeoText } from '../../components/content/page-heading.tsx';
import classes from '../../components/catalog/listing.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const handle = READING_PAGE;
export const loader = (args: Route.LoaderArgs) => loadDoctorListing(args);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
/** Same HTML for everyone (the header's account is filled in by the browser): a CDN may keep it briefly. */
export const headers = publicPageHeaders;

/** `/doctors/{segments}`: the doctor listing with filters, sorting and 50 cards a page (docs/decisions/110). */
export default function Doctors({ loaderData }: Route.ComponentProps) {
  const { h1, seoText, pathname, query, found, pages, sorts } = loaderData;
  const { t, locale } = useT();
  const { search } = useLocation();
  const busy = useListLoading();
  // The cards: on the server, and in a client navigation; the server's markup in the browser (docs/decisions/279).
  const served = useStaticCards('doctors', loaderData.cards, DOCTOR_CARDS);
  const filters = useSentOrKept(loaderData.filters, DOCTOR_FILTERS);
  const slotsTitle = useSlotsTitleStyle();
  return (
    <>
      <h1 className={classes.h1}>{h1}</h1>
      <div className={classes.layout}>
        <ListingFilters key={`${pathname}${search}`} action={pathname} state={query} choices={filters} />
        <section aria-labelledby="doctors-found">
          <div className={classes.toolbar}>
            <p id="doctors-found" role="status">
              {busy ? t('catalog.loading') : plural(t, locale, 'catalog.found', pages.total)}
            </p>
            <SortSelect key={search} sorts={sorts} value={query.sort} />
          </div>
          {found === 0 ? (
            <div className={classes.empty}>
              <p>{t('catalog.empty')}</p>
              <SiteLink to={pathname}>{t('catalog.empty.action')}</SiteLink>
            </div>
          ) : (
            <CardList items={served.items} markupKey={cardKey} className={classes.cards} style={slotsTitle} aria-busy={busy} {...served.list}>
              {(doctor, index) => <DoctorCard doctor={doctor} headingLevel={2} discover={index === 0} />}
            </CardList>
          )}
          {served.links}
          <Pagination current={pages.current_page} total={pages.total_pages} />
        </section>
      </div>
      <SeoText text={seoText} />
    </>
  );
}
