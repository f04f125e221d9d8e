import { HANDBOOK_ENUMS } from '../../../contracts/handbooks.ts';
import { searchParamsOf } from '../../../features/content/params.ts';
import { contentMeta, crumbsFor, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest } from '../../i18n/locale.ts';

/** `/support`: the ambulance request, the support form and the callback request. `?topic=` preselects a topic. */
export async function loadSupport({ request, context }: PageRequest) {
  const { catalog, seo } = context.services;
  const locale = localeFromRequest(request);
  const [cities, texts] = await Promise.all([
    catalog.listCities(),
    seo.fixedPageSeo({
      page: 'support',
      locale,
      defaults: {
        h1: translate(locale, 'content.support.title'),
        title: translate(locale, 'content.support.meta.title'),
        description: translate(locale, 'content.support.meta.description'),
      },
    }),
  ]);
  const asked = searchParamsOf(request.url).topic;
  const topic = HANDBOOK_ENUMS.support_topics.find((value) => value === asked) ?? '';
  const crumbs = crumbsFor(locale, [{ name: translate(locale, 'content.support.title'), path: '/support' }]);
  return {
    heading: texts.h1 ?? '',
    seoText: texts.text,
    topic,
    cities: cities.map((city) => ({ id: city.id, slug: city.city_slug, name: locale === 'ru' ? city.name_ru : city.name_ua })),
    crumbs,
    head: contentMeta({ request, context, title: texts.title ?? '', description: texts.description, crumbs }),
  };
}
