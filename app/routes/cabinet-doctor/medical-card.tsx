import type { Route } from './+types/medical-card';
import { privatePageMeta } from '../../components/account/meta.ts';
import { DoctorMedicalCard } from '../../components/medical-card/doctor-medical-card.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'medcard.doctor.title');
}

/** The card of a visit's patient, read only; every read is written to the action log (docs/decisions/226). */
export default function DoctorMedicalCardPage() {
  return <DoctorMedicalCard />;
}
