import { contentMeta, crumbsFor, notFound, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest } from '../../i18n/locale.ts';

/** `/promotions/{slug}`: a running promotion and its participants; anything else is the 404 screen. */
export async function loadPromotion({ request, context, slug }: PageRequest & { slug: string }) {
  const locale = localeFromRequest(request);
  const promotion = await context.services.content.promotionBySlug({ slug, locale });
  if (!promotion) notFound();
  const crumbs = crumbsFor(locale, [
    { name: translate(locale, 'content.promotions.title'), path: '/promotions' },
    { name: promotion.name, path: `/promotions/${promotion.slug}` },
  ]);
  return {
    promotion,
    crumbs,
    head: contentMeta({
      request,
      context,
      title: translate(locale, 'content.promotion.meta.title', { name: promotion.name }),
      description: promotion.short_description ?? translate(locale, 'content.promotion.meta.description', { name: promotion.name }),
      image: promotion.image,
      crumbs,
    }),
  };
}
