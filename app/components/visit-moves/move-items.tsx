import type { TVisitMoveState } from '../../../contracts/visit-moves.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatClinicClock } from '../booking/format.ts';
import type { TVisitMoveItem } from './visit-moves-api.ts';
import { shortWhen } from './move-values.ts';
import booking from '../booking/booking.module.css';

const TONE: Record<TVisitMoveState, string> = { waiting: 'amber', offered: 'blue', moved: 'green', cancelled: 'grey', unanswered: 'red' };

/** Where one moved visit stands: waiting for a time, a time offered until when, moved to when, cancelled, unanswered. */
export function MoveStateBadge({ item }: { item: TVisitMoveItem }) {
  const { t, locale } = useT();
  const text =
    item.state === 'offered' && item.offer
      ? t('visit.move.state.offered', { when: shortWhen(locale, item.offer), until: formatClinicClock(item.offer.expires_at) })
      : item.state === 'moved' && item.now
        ? t('visit.move.state.moved', { when: shortWhen(locale, item.now) })
        : t(`visit.move.state.${item.state}`);
  return (
    <span className={booking.badge} data-tone={TONE[item.state]} data-move-state={item.state}>
      <span className="vz-visually-hidden">{t('visit.move.state.label')}: </span>
      {text}
    </span>
  );
}

/** Every visit a move caught: whose, with which doctor, when it was, and where it stands now. */
export function MoveItems({ items }: { items: readonly TVisitMoveItem[] }) {
  const { t, locale } = useT();
  if (items.length === 0) return <p className={booking.muted}>{t('visit.move.items.empty')}</p>;
  return (
    <ul className={booking.list} aria-label={t('visit.move.items')}>
      {items.map((item) => (
        <li key={item.appointment_id}>
          <article className={booking.card} data-move-item={item.appointment_id} aria-labelledby={`move-item-${item.appointment_id}`}>
            <h3 className={booking.cardTitle} id={`move-item-${item.appointment_id}`}>
              {item.patient_name}
            </h3>
            <p className={booking.muted}>
              {item.doctor.name} · {t('visit.move.item.was', { when: shortWhen(locale, item.was) })}
            </p>
            <div className={booking.badges}>
              <MoveStateBadge item={item} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
