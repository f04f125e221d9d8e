import { useParams } from 'react-router';
import type { Route } from './+types/visit-move';
import { privatePageMeta } from '../../components/account/meta.ts';
import { VisitMovePage } from '../../components/visit-moves/move-page.tsx';
import { partnerVisitMoveSource } from '../../components/visit-moves/visit-moves-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'visit.move.title');
}

/** `/partners/visit-moves/{id}`: one move, who has answered and what each patient chose (docs/decisions/309). */
export default function PartnerVisitMovePage() {
  const { id } = useParams();
  const { t } = useT();
  if (!id || !/^\d{1,10}$/.test(id)) return <p role="alert">{t('visit.move.not.found')}</p>;
  return <VisitMovePage key={id} source={partnerVisitMoveSource} id={Number(id)} />;
}
