import type { Route } from './+types/visit-move';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PatientVisitMovePage } from '../../components/visit-moves/patient-move-page.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'visit.move.patient.title');
}

/** `/patients/visit-moves/{appointmentId}`: her visit the clinic moves; she takes the held time, picks another or cancels (docs/decisions/309). */
export default function PatientVisitMoveRoute() {
  return <PatientVisitMovePage />;
}
