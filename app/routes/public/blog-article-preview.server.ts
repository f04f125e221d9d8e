import { hasPermissions } from '../../../features/accounts/permissions.ts';
import { notFound, type PageRequest } from '../../components/content/meta.server.ts';
import { localeFromRequest } from '../../i18n/locale.ts';
import { articlePageData } from './blog-article.server.ts';

/** The permission that lets staff read articles in the back office, and so preview them. */
export const ARTICLE_PREVIEW_PERMISSION = 'blog.articles.read';

/**
 * `/blogs/preview/{id}`: an article of any status drawn as its public page will be (docs/decisions/285), for
 * staff who may read articles in the back office. Anyone else gets the 404 screen, as for an article that is
 * not there: a draft's existence is not told. Never cached, never indexed.
 */
export async function loadArticlePreview({ request, context, id }: PageRequest & { id: string }) {
  if (!/^\d{1,10}$/.test(id) || !hasPermissions(context.sessionUser, ARTICLE_PREVIEW_PERMISSION)) notFound();
  const locale = localeFromRequest(request);
  const found = await context.services.content.articlePreview({ id: Number(id), locale });
  if (!found) notFound();
  // A draft has no date yet: the page shows the day it is previewed.
  const article = { ...found.article, published_at: found.article.published_at || new Date().toISOString() };
  const page = articlePageData({ request, context }, article);
  const head = [...page.head.filter((tag) => !('name' in tag && tag.name === 'robots')), { name: 'robots', content: 'noindex, nofollow' }];
  return { ...page, head, status: found.status };
}
