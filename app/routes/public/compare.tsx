import { SiteLink } from '../../components/site-link.tsx';
import type { Route } from './+types/compare';
import { CompareTable } from '../../components/catalog/compare-table.tsx';
import { useCompareList } from '../../components/catalog/compare-button.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadCompare } from './compare.server.ts';
import classes from './med-centers.module.css';
import listing from '../../components/catalog/listing.module.css';

export const loader = (args: Route.LoaderArgs) => loadCompare(args);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;

/** The visitor's comparison: doctors and clinics side by side (`/compare` shows both kinds). */
export default function Compare({ loaderData }: Route.ComponentProps) {
  const { view, heading } = loaderData;
  const { t, locale } = useT();
  const doctors = useCompareList('doctors');
  const institutions = useCompareList('medical-institutions');
  return (
    <div>
      <h1 className={listing.title}>{heading}</h1>
      <nav className={classes.views} aria-label={t('places.compare.tabs')}>
        <SiteLink to={localizedPath('/compare/doctors', locale)} className={classes.view} aria-current={view === 'doctors' ? 'page' : undefined}>
          {t('places.compare.doctors')} ({doctors.length})
        </SiteLink>
        <SiteLink
          to={localizedPath('/compare/medical-institutions', locale)}
          className={classes.view}
          aria-current={view === 'medical-institutions' ? 'page' : undefined}
        >
          {t('places.compare.institutions')} ({institutions.length})
        </SiteLink>
      </nav>
      <div className={classes.bar} />
      {view !== 'medical-institutions' && <CompareTable kind="doctors" />}
      {view !== 'doctors' && <CompareTable kind="medical-institutions" />}
    </div>
  );
}
