import { SiteLink } from '../site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import classes from './content.module.css';

/** One step of the trail; `path` already has the page's locale prefix. */
export interface Crumb {
  name: string;
  path: string;
}

/** The visible trail (the same list as the page's `BreadcrumbList`); the last crumb is the current page. */
export function Breadcrumbs({ crumbs, className = classes.breadcrumbs }: { crumbs: readonly Crumb[]; className?: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t('content.breadcrumbs')} className={className}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <SiteLink to={crumb.path}>{crumb.name}</SiteLink>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
