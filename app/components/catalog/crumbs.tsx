import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import listing from './listing.module.css';

/** One step of the trail; `path` already has the page's locale prefix. */
export interface CrumbLink {
  name: string;
  path: string;
}

/** The trail above a catalogue page's heading (the same list is the page's `BreadcrumbList`); the last is the page itself. */
export function Crumbs({ crumbs }: { crumbs: readonly CrumbLink[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t('catalog.crumbs.label')} className={listing.crumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>{index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
