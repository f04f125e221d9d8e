import { useLocation } from 'react-router';
import { SiteLink } from '../site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import classes from './content.module.css';

/** Page links kept short on phones: the first, the last, and two around the current one. */
export function visiblePages(current: number, total: number): (number | 'gap')[] {
  const pages = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - pages[index - 1] > 1 ? ['gap' as const, page] : [page]));
}

/**
 * Real links (crawlable, work before the page is interactive) to the pages of a list. Other query
 * parameters (filters) are kept; page 1 has no `page` parameter, so it has one URL.
 */
export function Pagination({ current, total }: { current: number; total: number }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  if (total <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav aria-label={t('content.pagination')} className={classes.pagination}>
      <ul>
        {current > 1 && (
          <li>
            <SiteLink to={href(current - 1)} rel="prev">
              {t('content.pagination.previous')}
            </SiteLink>
          </li>
        )}
        {visiblePages(current, total).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page">
                  <span className="vz-visually-hidden">{t('content.pagination.page')} </span>
                  {page}
                </span>
              ) : (
                <SiteLink to={href(page)}>
                  <span className="vz-visually-hidden">{t('content.pagination.page')} </span>
                  {page}
                </SiteLink>
              )}
            </li>
          ),
        )}
        {current < total && (
          <li>
            <SiteLink to={href(current + 1)} rel="next">
              {t('content.pagination.next')}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
