import type { HeadersFunction } from 'react-router';
import type { Route } from './+types/blog-article-preview';
import { ArticlePage } from '../../components/content/article-page.tsx';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadArticlePreview } from './blog-article-preview.server.ts';
import classes from '../../components/content/content.module.css';

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadArticlePreview({ request, context, id: params.id });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
/** One staff member's view of what is not public: never kept by a shared cache, never indexed. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
export const handle = READING_PAGE;

/** `/blogs/preview/{id}`: the staff's preview of an article, drawn by the public page's own component. */
export default function BlogArticlePreview({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <p className={classes.previewBanner} role="status">
        {t('content.article.preview.banner')} {t('content.article.preview.status', { status: t(`content.article.status.${loaderData.status}` as MessageKey) })}
      </p>
      <ArticlePage article={loaderData.article} crumbs={loaderData.crumbs} />
    </>
  );
}
