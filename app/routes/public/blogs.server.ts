import { ZBlogPageQuery, searchParamsOf } from '../../../features/content/params.ts';
import { contentMeta, crumbsFor, notFound, pagedTitle, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest } from '../../i18n/locale.ts';

/**
 * `/blogs`: published articles, newest first, with category and tag filters (`?category=…&tag=…`). The
 * filters are views of the blog, so the canonical link is `/blogs` (docs/decisions/042); the title still
 * names the filter, so no two views share one.
 */
export async function loadBlogs({ request, context }: PageRequest) {
  const { content, seo } = context.services;
  const locale = localeFromRequest(request);
  const query = ZBlogPageQuery.parse(searchParamsOf(request.url));
  const [list, texts] = await Promise.all([
    content.listArticles({ locale, page: query.page, category: query.category, tag: query.tag }),
    seo.fixedPageSeo({
      page: 'blogs',
      locale,
      defaults: {
        h1: translate(locale, 'content.blog.title'),
        title: translate(locale, 'content.blog.meta.title'),
        description: translate(locale, 'content.blog.meta.description'),
      },
    }),
  ]);
  if (query.page > list.meta.total_pages) notFound();
  const crumbs = crumbsFor(locale, [{ name: translate(locale, 'content.blog.title'), path: '/blogs' }]);
  const filter = list.category?.name ?? (list.tag ? `#${list.tag.name}` : null);
  const title = pagedTitle(locale, filter ? translate(locale, 'content.blog.meta.title.filtered', { filter }) : (texts.title ?? ''), query.page);
  return {
    heading: texts.h1 ?? '',
    seoText: query.page === 1 && !filter ? texts.text : null,
    articles: list.items,
    pages: list.meta,
    categories: list.categories,
    tags: list.tags,
    category: list.category?.slug ?? null,
    tag: list.tag?.code ?? null,
    filter,
    crumbs,
    head: contentMeta({ request, context, title, description: texts.description, crumbs }),
  };
}
