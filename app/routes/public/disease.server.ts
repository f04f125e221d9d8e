import { node } from '../../../features/seo/json-ld.ts';
import { MEDICAL_SPECIALTY } from '../../../features/seo/structured-data.ts';
import { contentMeta, crumbsFor, notFound, siteFor, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, localizedPath } from '../../i18n/locale.ts';
import { absoluteUrl } from '../../../features/seo/urls.ts';

/** `/directory-diseases/{slug}`: a disease with who treats it, related articles and running promotions. */
export async function loadDisease({ request, context, slug }: PageRequest & { slug: string }) {
  const locale = localeFromRequest(request);
  const disease = await context.services.content.diseaseBySlug({ slug, locale });
  if (!disease) notFound();
  const crumbs = crumbsFor(locale, [
    { name: translate(locale, 'content.diseases.title'), path: '/directory-diseases' },
    { name: disease.name, path: `/directory-diseases/${disease.slug}` },
  ]);
  const site = siteFor({ request, context });
  const description = disease.meta_description ?? disease.short_description;
  const specialty = disease.specialization ? MEDICAL_SPECIALTY[disease.specialization.code] : undefined;
  // schema.org MedicalCondition: what the page is about, with the specialty that treats it when schema.org has one.
  const condition = node('MedicalCondition', {
    name: disease.name,
    description,
    url: absoluteUrl(site.origin, localizedPath(`/directory-diseases/${disease.slug}`, locale)),
    relevantSpecialty: specialty ? `https://schema.org/${specialty}` : null,
    inLanguage: locale === 'ua' ? 'uk' : 'ru',
  });
  return {
    disease,
    crumbs,
    head: contentMeta({
      request,
      context,
      title: disease.meta_title ?? translate(locale, 'content.disease.meta.title', { name: disease.name }),
      description: description ?? translate(locale, 'content.disease.meta.description', { name: disease.name }),
      crumbs,
      jsonLd: [condition],
    }),
  };
}
