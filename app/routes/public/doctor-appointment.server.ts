import { data, type AppLoadContext } from 'react-router';
import { pageMeta } from '../../../features/seo/head.ts';
import { upperFirst } from '../../../features/seo/patterns.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, localizedPath } from '../../i18n/locale.ts';

interface AppointmentPageRequest {
  request: Request;
  params: { slug?: string };
  context: AppLoadContext;
}

/**
 * `/doctor/{slug}/appointment` (docs/decisions/145): the server renders who is booked (name, photo,
 * specialties, breadcrumbs); services, workplaces and free times come from the booking API in the
 * browser, always fresh. A personal step in a flow: followed, never indexed.
 */
export async function loadDoctorAppointment({ request, params, context }: AppointmentPageRequest) {
  const locale = localeFromRequest(request);
  const profile = await context.services.catalog.doctorProfile(params.slug ?? '', locale);
  if (!profile) throw data(null, { status: 404, statusText: 'Not Found' });
  // The air-raid alerts in the regions of the doctor's clinics, read fresh for every page, and the regions the
  // page keeps watching while the patient fills the form (docs/decisions/308).
  const clinics = profile.workplaces.map((place) => place.id);
  const { alerts, regionIds: alertRegionIds } = await context.services.alerts.ofInstitutions(clinics, locale);

  const url = new URL(request.url);
  const origin = context.publicConfig.publicOrigin ?? url.origin;
  const profilePath = localizedPath(`/doctor/${profile.slug}`, locale);
  const pathname = `${profilePath}/appointment`;
  const crumbs = [
    { name: translate(locale, 'catalog.crumbs.home'), url: localizedPath('/', locale) },
    { name: translate(locale, 'catalog.crumbs.doctors'), url: localizedPath('/doctors', locale) },
    { name: profile.name, url: profilePath },
    { name: translate(locale, 'booking.crumb'), url: pathname },
  ];
  const specialty = profile.specializations.map((item) => upperFirst(item.doctor_name)).join(', ');
  return {
    doctor: { id: profile.id, slug: profile.slug, name: profile.name, photo: profile.photo, specialty },
    alerts,
    alertRegionIds,
    crumbs,
    head: pageMeta({
      origin,
      pathname,
      title: translate(locale, 'booking.meta.title', { name: profile.name }),
      description: translate(locale, 'booking.meta.description', { name: profile.name, specialty }),
      image: profile.photo,
      imageAlt: profile.name,
      robots: 'noindex, follow',
      siteName: translate(locale, 'brand.name'),
    }),
  };
}
