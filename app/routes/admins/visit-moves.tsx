import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { APPOINTMENT_DECISION_PERMISSION } from '../../../contracts/appointment-decisions.ts';
import { resources } from '../../../resources/registry.ts';
import { visibleSections } from '../../components/admin/access.ts';
import { NoAccess } from '../../components/admin/no-access.tsx';
import { sessionQuery } from '../../components/admin/session.ts';
import { VisitMovePage } from '../../components/visit-moves/move-page.tsx';
import { VisitMovesScreen } from '../../components/visit-moves/moves-screen.tsx';
import { staffVisitMoveSource } from '../../components/visit-moves/visit-moves-api.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * `admins/visit-moves` and `admins/visit-moves/{id}`: the partner cabinet's move screen for any clinic, over the
 * staff API (docs/decisions/309). Reading needs `appointments.read`; moving, `appointments.update`.
 */
export default function AdminVisitMoves() {
  const { t } = useT();
  const { id } = useParams();
  const { data: user } = useQuery(sessionQuery);
  if (!visibleSections(user, resources).includes('visit-moves')) return <NoAccess />;
  if (id !== undefined) {
    if (!/^\d{1,10}$/.test(id)) return <p role="alert">{t('visit.move.not.found')}</p>;
    return <VisitMovePage key={id} source={staffVisitMoveSource} id={Number(id)} />;
  }
  const canMove = Boolean(user?.is_administrator || user?.permissions.includes(APPOINTMENT_DECISION_PERMISSION));
  return <VisitMovesScreen source={staffVisitMoveSource} canMove={canMove} />;
}
