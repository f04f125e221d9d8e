import type { Route } from './+types/referral';
import { privatePageMeta } from '../../components/account/meta.ts';
import { ReferralProgram } from '../../components/patient-cabinet/referral.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'referral.title');
}

/** `/patients/referral` (docs/decisions/230). */
export default function PatientReferralRoute() {
  return <ReferralProgram />;
}
