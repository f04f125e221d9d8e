import { ZPromotionsPageQuery, searchParamsOf } from '../../../features/content/params.ts';
import { contentMeta, crumbsFor, notFound, pagedTitle, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest } from '../../i18n/locale.ts';

/** `/promotions`: running promotions, 50 a page; staff may override the texts (`seo_texts` page `promotions`). */
export async function loadPromotions({ request, context }: PageRequest) {
  const { content, seo } = context.services;
  const locale = localeFromRequest(request);
  const { page } = ZPromotionsPageQuery.parse(searchParamsOf(request.url));
  const [list, texts] = await Promise.all([
    content.listPromotions({ locale, page }),
    seo.fixedPageSeo({
      page: 'promotions',
      locale,
      defaults: {
        h1: translate(locale, 'content.promotions.title'),
        title: translate(locale, 'content.promotions.meta.title'),
        description: translate(locale, 'content.promotions.meta.description'),
      },
    }),
  ]);
  if (page > list.meta.total_pages) notFound();
  const crumbs = crumbsFor(locale, [{ name: translate(locale, 'content.promotions.title'), path: '/promotions' }]);
  const title = pagedTitle(locale, texts.title ?? '', page);
  return {
    heading: texts.h1 ?? '',
    seoText: page === 1 ? texts.text : null,
    promotions: list.items,
    pages: list.meta,
    crumbs,
    head: contentMeta({ request, context, title, description: texts.description, crumbs }),
  };
}
