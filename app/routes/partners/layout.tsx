import type { Route } from './+types/layout';
import { CabinetApp, CabinetFallback } from '../../components/account/cabinet-app.tsx';
import { guardCabinet } from '../../components/account/cabinet-guard.ts';
import { privatePageMeta } from '../../components/account/meta.ts';
import { useT } from '../../i18n/use-t.ts';

/** SPEC §2 `partners` layout; the guard runs in the browser (the server renders the loading state). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await guardCabinet(request, 'partner');
  return null;
}

export function HydrateFallback() {
  return <CabinetFallback />;
}

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'cabinet.partners.nav');
}

export default function PartnersLayoutRoute() {
  const { t } = useT();
  return (
    <CabinetApp
      layout="partners"
      navLabel={t('cabinet.partners.nav')}
      items={[
        { path: '/partners/general-information', label: t('cabinet.general.information') },
        { path: '/partners/appointments', label: t('booking.nav.appointments') },
        { path: '/partners/doctors', label: t('schedule.doctors.title') },
        { path: '/partners/medical-institutions', label: t('partner.clinics.nav') },
        { path: '/partners/visit-moves', label: t('visit.move.nav') },
        { path: '/partners/reports', label: t('report.nav') },
      ]}
    />
  );
}
