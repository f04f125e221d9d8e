import type { Route } from './+types/family';
import { privatePageMeta } from '../../components/account/meta.ts';
import { FamilyMembers } from '../../components/account/family-list.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'family.title');
}

/** `/patients/family` (docs/decisions/183). */
export default function PatientFamily() {
  return <FamilyMembers />;
}
