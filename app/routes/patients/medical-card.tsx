import type { Route } from './+types/medical-card';
import { privatePageMeta } from '../../components/account/meta.ts';
import { OwnMedicalCard } from '../../components/medical-card/own-medical-card.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'medcard.title');
}

/** SPEC §2 patients/medical-card (docs/decisions/226). */
export default function PatientMedicalCard() {
  return <OwnMedicalCard />;
}
