import { SiteLink } from '../../components/site-link.tsx';
import type { Route } from './+types/blogs';
import { ArticleCard } from '../../components/content/article-card.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { useListLoading } from '../../components/content/list-loading.ts';
import { EmptyState, PageHeading, SeoText } from '../../components/content/page-heading.tsx';
import { Pagination } from '../../components/content/pagination.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadBlogs } from './blogs.server.ts';
import classes from '../../components/content/content.module.css';
import cards from '../../components/content/cards.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const loader = ({ request, context }: Route.LoaderArgs) => loadBlogs({ request, context });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;
export const handle = READING_PAGE;

/** `/blogs`: articles by category and tag, newest first. */
export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { heading, articles, pages, categories, tags, category, tag, filter, crumbs, seoText } = loaderData;
  const { t, locale } = useT();
  const busy = useListLoading();
  const blog = localizedPath('/blogs', locale);
  const withFilter = (name: 'category' | 'tag', value: string | null) => {
    const params = new URLSearchParams();
    const next = { category, tag, [name]: value };
    if (next.category) params.set('category', next.category);
    if (next.tag) params.set('tag', next.tag);
    const query = params.toString();
    return query ? `${blog}?${query}` : blog;
  };
  return (
    <>
      <PageHeading crumbs={crumbs} title={heading} lead={t('content.blog.lead')} />
      <nav aria-label={t('content.blog.categories')} className={classes.filters}>
        <ul className={classes.chips}>
          <li>
            <SiteLink to={withFilter('category', null)} aria-current={category === null ? 'page' : undefined}>
              {t('content.blog.categories.all')}
            </SiteLink>
          </li>
          {categories.map((item) => (
            <li key={item.slug}>
              <SiteLink to={withFilter('category', item.slug)} aria-current={item.slug === category ? 'page' : undefined}>
                {item.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {tags.length > 0 && (
        <nav aria-label={t('content.blog.tags')} className={classes.filters}>
          <ul className={`${classes.chips} ${classes.small}`}>
            {tags.map((item) => (
              <li key={item.code}>
                <SiteLink to={withFilter('tag', item.code === tag ? null : item.code)} aria-current={item.code === tag ? 'page' : undefined}>
                  #{item.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {filter && (
        <p className={classes.filterNote} role="status">
          {t('content.blog.filtered', { filter, n: pages.total })} <SiteLink to={blog}>{t('content.blog.filter.reset')}</SiteLink>
        </p>
      )}
      {articles.length === 0 ? (
        <EmptyState>
          <p>{t('content.blog.empty')}</p>
        </EmptyState>
      ) : (
        <ul className={cards.grid} aria-busy={busy}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={pages.current_page} total={pages.total_pages} />
      <SeoText text={seoText} />
    </>
  );
}
