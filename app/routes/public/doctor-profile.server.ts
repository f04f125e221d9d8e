import { data, type AppLoadContext } from 'react-router';
import { buildListingPath } from '../../../features/catalog/listing-url.ts';
import { pageMeta } from '../../../features/seo/head.ts';
import type { JsonLd } from '../../../features/seo/json-ld.ts';
import { breadcrumbJsonLd, faqJsonLd } from '../../../features/seo/structured-data-content.ts';
import { upperFirst } from '../../../features/seo/patterns.ts';
import { physicianJsonLd } from '../../../features/seo/structured-data.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, localizedPath } from '../../i18n/locale.ts';

interface ProfileRequest {
  request: Request;
  params: { slug?: string };
  context: AppLoadContext;
}

/**
 * `/doctor/{slug}` (docs/decisions/110): the profile of a live, active doctor, else the 404 screen; head
 * tags with `Physician`, `BreadcrumbList` and, when staff answered questions, `FAQPage`.
 */
export async function loadDoctorProfile({ request, params, context }: ProfileRequest) {
  const { catalog } = context.services;
  const locale = localeFromRequest(request);
  const [profile, dictionaries] = await Promise.all([catalog.doctorProfile(params.slug ?? '', locale), catalog.catalogDictionaries()]);
  if (!profile) throw data(null, { status: 404, statusText: 'Not Found' });
  // The air-raid alerts in the regions of the doctor's clinics, read fresh for every page (docs/decisions/308).
  const alerts = await context.services.alerts.forInstitutions(
    profile.workplaces.map((place) => place.id),
    locale,
  );

  const url = new URL(request.url);
  const origin = context.publicConfig.publicOrigin ?? url.origin;
  const site = { origin, name: translate(locale, 'brand.name'), locale };
  const pathname = localizedPath(`/doctor/${profile.slug}`, locale);
  const main = profile.specializations[0];
  const place = profile.workplaces[0];
  const listing = buildListingPath('doctors', { city: place?.city.slug, specialization: main?.slug });
  const crumbs = [
    { name: translate(locale, 'catalog.crumbs.home'), url: localizedPath('/', locale) },
    { name: translate(locale, 'catalog.crumbs.doctors'), url: localizedPath('/doctors', locale) },
    ...(main ? [{ name: upperFirst(main.doctor_name), url: localizedPath(listing, locale) }] : []),
    { name: profile.name, url: pathname },
  ];
  const physician = physicianJsonLd(site, {
    url: pathname,
    name: profile.name,
    image: profile.photo,
    description: profile.short_description,
    // Schema.org specialties are keyed by our codes, which the dictionary knows.
    specializations: profile.specializations.map((item) => ({ code: dictionaries.specializationById.get(item.id)?.entry.code ?? item.slug, name: item.name })),
    workplace: place
      ? { name: place.name, street: place.address, city: place.city.name, latitude: place.latitude, longitude: place.longitude, telephone: place.phone }
      : null,
    rating: profile.reviews.average !== null ? { value: profile.reviews.average, count: profile.reviews.total, shown: profile.rating !== null } : null,
    // A service free by referral is offered at no price, whatever promotion it was once put in (docs/decisions/307).
    services: profile.services.map((service) => ({ name: service.name, cost: service.is_nszu_free ? 0 : (service.promotion?.cost ?? service.cost) * 100 })),
  });
  const nodes = [physician, breadcrumbJsonLd(site, crumbs), faqJsonLd(profile.questions)].filter((node): node is JsonLd => node !== null);
  const specialty = main ? upperFirst(main.doctor_name) : '';
  return {
    profile,
    alerts,
    crumbs,
    head: pageMeta({
      origin,
      pathname,
      search: url.search,
      title: translate(locale, 'catalog.profile.meta.title', { name: profile.name, specialty }),
      description: profile.short_description ?? translate(locale, 'catalog.profile.meta.description', { name: profile.name, specialty }),
      image: profile.photo,
      imageAlt: profile.name,
      type: 'profile',
      siteName: site.name,
      jsonLd: nodes,
    }),
  };
}
