import type { Route } from './+types/layout';
import { CabinetApp, CabinetFallback } from '../../components/account/cabinet-app.tsx';
import { guardCabinet } from '../../components/account/cabinet-guard.ts';
import { privatePageMeta } from '../../components/account/meta.ts';
import { useT } from '../../i18n/use-t.ts';

/** SPEC §2 `cabinet-doctor` layout; the guard runs in the browser (the server renders the loading state). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await guardCabinet(request, 'doctor');
  return null;
}

export function HydrateFallback() {
  return <CabinetFallback />;
}

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'cabinet.doctor.title');
}

export default function DoctorLayoutRoute() {
  const { t } = useT();
  return (
    <CabinetApp
      layout="cabinet-doctor"
      navLabel={t('cabinet.doctor.nav')}
      items={[
        { path: '/cabinet-doctor', label: t('cabinet.doctor.title'), end: true },
        { path: '/cabinet-doctor/video-consultations', label: t('video.nav.doctor') },
        { path: '/cabinet-doctor/consultation-history', label: t('video.nav.history') },
      ]}
    />
  );
}
