import { data, type AppLoadContext } from 'react-router';
import { pageMeta } from '../../../features/seo/head.ts';
import type { JsonLd } from '../../../features/seo/json-ld.ts';
import { clinicJsonLd, type OpeningHoursInput } from '../../../features/seo/structured-data.ts';
import { breadcrumbJsonLd, faqJsonLd } from '../../../features/seo/structured-data-content.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, localizedPath } from '../../i18n/locale.ts';

interface LoaderArgs {
  request: Request;
  params: { slug?: string };
  context: AppLoadContext;
}

/** `/clinic/{slug}`: the clinic's profile (features/catalog/clinic-profile.ts), 404 when unknown or hidden. */
export async function loadClinicProfile({ request, params, context }: LoaderArgs) {
  const { catalog } = context.services;
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const clinic = await catalog.clinicProfile(params.slug ?? '', locale);
  if (!clinic) throw data(null, { status: 404, statusText: 'Not Found' });
  // The region's air-raid alert, read fresh for every page (docs/decisions/308).
  const [dictionaries, alerts] = await Promise.all([catalog.catalogDictionaries(), context.services.alerts.forInstitutions([clinic.id], locale)]);
  // schema.org specialties are keyed by our specialization codes, which the profile does not carry.
  const codeOf = (id: number) => dictionaries.specializations.find((entry) => entry.id === id)?.code ?? '';

  const origin = context.publicConfig.publicOrigin ?? url.origin;
  const site = { origin, name: translate(locale, 'brand.name'), locale };
  const path = localizedPath(`/clinic/${clinic.slug}`, locale);
  const typeListing = localizedPath(`/med-centers/${clinic.type.slug}`, locale);
  const crumbs = [
    { name: translate(locale, 'places.crumbs.home'), path: localizedPath('/', locale) },
    { name: translate(locale, 'places.crumbs.clinics'), path: localizedPath('/med-centers', locale) },
    { name: clinic.type.name, path: typeListing },
    { name: clinic.name, path },
  ];
  // Only the clinic's own hours are facts worth marking up; SPEC §9's defaults are a display convention.
  const openingHours: OpeningHoursInput = clinic.working_hours_default
    ? {}
    : Object.fromEntries(clinic.working_hours.filter((day) => day.from && day.to).map((day) => [day.day, { from: day.from!, to: day.to! }]));
  const jsonLd = [
    clinicJsonLd(site, {
      url: path,
      name: clinic.name,
      typeCode: clinic.type.code,
      image: clinic.image,
      logo: clinic.logo,
      description: clinic.short_description ?? clinic.description,
      address: { street: clinic.address, city: clinic.city.name, latitude: clinic.latitude, longitude: clinic.longitude },
      telephone: clinic.phone,
      email: clinic.email,
      website: clinic.website,
      rating: { value: clinic.rating, count: clinic.reviews.total, shown: true },
      specializations: clinic.services.map((service) => ({ code: codeOf(service.specialization.id), name: service.specialization.name })),
      openingHours,
    }),
    breadcrumbJsonLd(
      site,
      crumbs.map((crumb) => ({ name: crumb.name, url: crumb.path })),
    ),
    faqJsonLd(clinic.questions),
  ].filter((node): node is JsonLd => node !== null);
  const description = clinic.short_description ?? `${clinic.type.name}: ${clinic.city.name}, ${clinic.address}`;
  return {
    clinic,
    alerts,
    crumbs,
    tileUrl: context.publicConfig.mapTileUrl,
    head: pageMeta({
      origin,
      pathname: url.pathname.replace(/\.data$/, ''),
      search: url.search,
      title: `${clinic.name} — ${clinic.type.name}, ${clinic.city.name} | ${site.name}`,
      description,
      image: clinic.image ?? clinic.logo,
      siteName: site.name,
      jsonLd,
    }),
  };
}
