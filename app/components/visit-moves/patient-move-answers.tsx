import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatClinicClock, formatDayLong } from '../booking/format.ts';
import { OfferCountdown, WRAPPING } from '../waitlist/waitlist-parts.tsx';
import { longWhen, timesByDay, type ZonedTime } from './move-values.ts';
import type { TPatientVisitMove } from './visit-moves-api.ts';
import booking from '../booking/booking.module.css';
import classes from './visit-moves.module.css';

export type MoveAnswer = 'accept' | 'pick' | 'cancel';

interface AnswerProps {
  busy: MoveAnswer | null;
}

/** The time held for her: when, until when, and the big button that takes it. */
export function HeldTime({
  offer,
  answeredAt,
  onExpire,
  onAccept,
  busy,
}: AnswerProps & { offer: NonNullable<TPatientVisitMove['offer']>; answeredAt: number; onExpire: () => void; onAccept: () => void }) {
  const { t, locale } = useT();
  return (
    <section className={classes.held} aria-labelledby="visit-move-held" data-held-offer={offer.id}>
      <p className={booking.muted}>{t('visit.move.patient.held')}</p>
      <h2 className={classes.heldTitle} id="visit-move-held">
        {longWhen(locale, offer)}
      </h2>
      <OfferCountdown secondsLeft={offer.seconds_left} answeredAt={answeredAt} onExpire={onExpire} />
      <p className={booking.muted}>{t('visit.move.patient.held.until', { time: formatClinicClock(offer.expires_at) })}</p>
      <div className={booking.actions}>
        <Button size="lg" styles={WRAPPING} loading={busy === 'accept'} disabled={busy !== null} onClick={onAccept} data-action="move-accept">
          {t('visit.move.patient.accept')}
        </Button>
      </div>
    </section>
  );
}

/** Other free times of the same doctor, by day: a tap (confirmed) moves her visit there. */
export function FreeTimes({ times, onPick, busy }: AnswerProps & { times: readonly ZonedTime[]; onPick: (time: ZonedTime) => void }) {
  const { t, locale } = useT();
  return (
    <section className={booking.card} aria-labelledby="visit-move-free">
      <h2 id="visit-move-free" className={booking.cardTitle}>
        {t('visit.move.patient.free')}
      </h2>
      {times.length === 0 ? (
        <p className={booking.muted}>{t('visit.move.patient.free.none')}</p>
      ) : (
        timesByDay(times).map((day) => (
          <div key={day.date}>
            <h3 className={classes.dayTitle}>{formatDayLong(locale, day.date)}</h3>
            <ul className={classes.times}>
              {day.times.map((time) => (
                <li key={time.start}>
                  <Button
                    variant="outline"
                    fullWidth
                    disabled={busy !== null}
                    onClick={() => onPick(time)}
                    aria-label={t('visit.move.patient.pick.label', { when: longWhen(locale, time) })}
                    data-free-time={time.start}
                  >
                    {time.time}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

/** Another doctor of the same specialization in the clinic's city; this visit is then hers to cancel with a refund. */
export function OtherDoctor({ move }: { move: TPatientVisitMove }) {
  const { t, locale } = useT();
  // The doctor listing's canonical order: the city, then the specialization (docs/decisions/070).
  const listing = ['/doctors', move.city_slug, move.specialization.slug].filter(Boolean).join('/');
  return (
    <section className={booking.card} aria-labelledby="visit-move-other">
      <h2 id="visit-move-other" className={booking.cardTitle}>
        {t('visit.move.patient.other')}
      </h2>
      <p className={booking.muted}>{t('visit.move.patient.other.text', { specialization: move.specialization.name })}</p>
      <div className={booking.actions}>
        <Button component={Link} to={localizedPath(listing, locale)} variant="light" styles={WRAPPING} data-action="move-other-doctor">
          {t('visit.move.patient.other.link')}
        </Button>
      </div>
    </section>
  );
}

export function CancelMoved({ onCancel, busy }: AnswerProps & { onCancel: () => void }) {
  const { t } = useT();
  return (
    <div className={booking.actions}>
      <Button
        variant="outline"
        color="red.9"
        styles={WRAPPING}
        loading={busy === 'cancel'}
        disabled={busy !== null}
        onClick={onCancel}
        data-action="move-cancel"
      >
        {t('visit.move.patient.cancel')}
      </Button>
    </div>
  );
}
