import { ZDiseasesPageQuery, searchParamsOf } from '../../../features/content/params.ts';
import { contentMeta, crumbsFor, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest } from '../../i18n/locale.ts';

/** `/directory-diseases`: the whole reference by first letter, or what matches `?q=`. */
export async function loadDiseases({ request, context }: PageRequest) {
  const { content, seo } = context.services;
  const locale = localeFromRequest(request);
  const { q } = ZDiseasesPageQuery.parse(searchParamsOf(request.url));
  const [directory, texts] = await Promise.all([
    content.listDiseases({ locale, search: q }),
    seo.fixedPageSeo({
      page: 'directory-diseases',
      locale,
      defaults: {
        h1: translate(locale, 'content.diseases.title'),
        title: translate(locale, 'content.diseases.meta.title'),
        description: translate(locale, 'content.diseases.meta.description'),
      },
    }),
  ]);
  const crumbs = crumbsFor(locale, [{ name: translate(locale, 'content.diseases.title'), path: '/directory-diseases' }]);
  // A search is a view of the reference (canonical: the reference itself), yet its title says what was searched.
  const title = directory.search ? translate(locale, 'content.diseases.meta.title.search', { search: directory.search }) : (texts.title ?? '');
  return {
    heading: texts.h1 ?? '',
    seoText: directory.search ? null : texts.text,
    groups: directory.groups,
    total: directory.total,
    search: directory.search,
    crumbs,
    head: contentMeta({ request, context, title, description: texts.description, crumbs }),
  };
}
