import type { Route } from './+types/layout';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../components/account/account-store.ts';
import { CabinetApp, CabinetFallback } from '../../components/account/cabinet-app.tsx';
import { guardCabinet } from '../../components/account/cabinet-guard.ts';
import { privatePageMeta } from '../../components/account/meta.ts';
import { cabinetQueryClient } from '../../components/account/cabinet-query.ts';
import { unreadCountQuery } from '../../components/booking/booking-api.ts';
import { AmbulanceBar } from '../../components/patient-support/ambulance-bar.tsx';
import { plural } from '../../i18n/plural.ts';
import { useT } from '../../i18n/use-t.ts';

/** SPEC §2 `patients` layout; the guard runs in the browser (the server renders the loading state). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await guardCabinet(request, 'patient');
  return null;
}

export function HydrateFallback() {
  return <CabinetFallback />;
}

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'cabinet.patients.nav');
}

export default function PatientsLayoutRoute() {
  const { t, locale } = useT();
  const account = useAccount();
  // The layout sits outside the cabinet's query provider, so it names the (one, shared) client itself.
  const unread = useQuery({ ...unreadCountQuery, enabled: account?.user_type === 'patient' }, cabinetQueryClient()).data ?? 0;
  return (
    <CabinetApp
      layout="patients"
      navLabel={t('cabinet.patients.nav')}
      top={<AmbulanceBar />}
      items={[
        { path: '/patients/general-information', label: t('cabinet.general.information') },
        { path: '/patients/medical-card', label: t('medcard.nav') },
        { path: '/patients/appointment', label: t('booking.nav.appointments') },
        { path: '/patients/waitlist', label: t('waitlist.nav') },
        { path: '/patients/video-consultation', label: t('video.nav.patient') },
        { path: '/patients/family', label: t('family.title') },
        { path: '/patients/notifications', label: unread > 0 ? plural(t, locale, 'booking.nav.notifications.unread', unread) : t('booking.nav.notifications') },
        { path: '/patients/payment-history', label: t('booking.nav.payment.history') },
        { path: '/patients/wishlist', label: t('cabinet.wishlist') },
        // Support and the ambulance request (docs/decisions/232–233).
        { path: '/patients/support', label: t('patient-support.nav') },
        { path: '/patients/ambulance', label: t('patient-support.ambulance.nav') },
        { path: '/patients/reviews', label: t('myreviews.title') },
        { path: '/patients/referral', label: t('referral.title') },
      ]}
    />
  );
}
