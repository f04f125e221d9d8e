import { useParams } from 'react-router';
import type { Route } from './+types/medical-institution';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PartnerClinicPage } from '../../components/partner-cabinet/clinic-page.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'partner.clinics.title');
}

/** SPEC §2 partners/medical-institutions/{id} (docs/decisions/237). */
export default function PartnerClinicRoute() {
  const { id } = useParams();
  const { t } = useT();
  if (!id || !/^\d{1,10}$/.test(id)) return <p role="alert">{t('data.not.found')}</p>;
  return <PartnerClinicPage key={id} id={Number(id)} />;
}
