import type { Route } from './+types/visit-moves';
import { privatePageMeta } from '../../components/account/meta.ts';
import { VisitMovesScreen } from '../../components/visit-moves/moves-screen.tsx';
import { partnerVisitMoveSource } from '../../components/visit-moves/visit-moves-api.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'visit.move.title');
}

/** `/partners/visit-moves`: move every visit of a clinic's time range in one action (docs/decisions/309). */
export default function PartnerVisitMovesPage() {
  return <VisitMovesScreen source={partnerVisitMoveSource} />;
}
