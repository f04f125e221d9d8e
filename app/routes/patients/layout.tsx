import type { Route } from './+types/layout';
import { CabinetApp, CabinetFallback } from '../../components/account/cabinet-app.tsx';
import { guardCabinet } from '../../components/account/cabinet-guard.ts';
import { privatePageMeta } from '../../components/account/meta.ts';
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
  const { t } = useT();
  return (
    <CabinetApp
      layout="patients"
      navLabel={t('cabinet.patients.nav')}
      items={[
        { path: '/patients/general-information', label: t('cabinet.general.information') },
        { path: '/patients/wishlist', label: t('cabinet.wishlist') },
      ]}
    />
  );
}
