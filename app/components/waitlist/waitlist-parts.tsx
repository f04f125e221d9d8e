import { Link } from 'react-router';
import type { TWaitlistRequest } from '../../../contracts/waitlist.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { HoldCountdown } from '../booking/hold-countdown.tsx';
import bookingClasses from '../booking/booking.module.css';
import classes from './waitlist.module.css';

type Doctor = TWaitlistRequest['doctor'];

/** A long label (Russian) wraps on a 320 px phone instead of running past its edge. */
export const WRAPPING = {
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 'auto',
    minHeight: 'var(--button-height)',
    maxWidth: '100%',
    paddingBlock: '0.375rem',
  },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** The doctor's photo and name, the name a link to the profile; `heading` makes the name the card's title. */
export function DoctorLine({ doctor, details, heading }: { doctor: Doctor; details?: string; heading?: { id: string; level: 2 | 3 } }) {
  const { locale } = useT();
  const name = <Link to={localizedPath(`/doctor/${doctor.slug}`, locale)}>{doctor.name}</Link>;
  const Heading = heading ? (`h${heading.level}` as const) : null;
  return (
    <div className={classes.doctor}>
      {doctor.photo ? <img className={classes.photo} src={doctor.photo} alt="" width={48} height={48} loading="lazy" /> : null}
      <div>
        {Heading && heading ? (
          <Heading id={heading.id} className={bookingClasses.cardTitle}>
            {name}
          </Heading>
        ) : (
          <strong>{name}</strong>
        )}
        {details && <p className={bookingClasses.muted}>{details}</p>}
      </div>
    </div>
  );
}

const STATUS_TONE: Record<TWaitlistRequest['status'], string> = { waiting: 'blue', fulfilled: 'green', left: 'grey', ended: 'grey' };

export function RequestStatus({ status }: { status: TWaitlistRequest['status'] }) {
  const { t } = useT();
  return (
    <span className={bookingClasses.badge} data-tone={STATUS_TONE[status]} data-waitlist-status={status}>
      <span className="vz-visually-hidden">{t('waitlist.field.status')}: </span>
      {t(`waitlist.status.${status}`)}
    </span>
  );
}

/**
 * How long the offered time is still hers, counted from `seconds_left` as answered at `answeredAt` (the
 * device's clock may be wrong; the server's count is not). The booking hold's countdown: its visible text is
 * not live, a polite region speaks at whole minutes from five, at 30 and at 10 seconds.
 */
export function OfferCountdown({ secondsLeft, answeredAt, onExpire }: { secondsLeft: number; answeredAt: number; onExpire: () => void }) {
  return <HoldCountdown deadline={answeredAt + secondsLeft * 1000} onExpire={onExpire} />;
}

/** A description list of label and value pairs, stacked on a phone. */
export function Facts({ rows }: { rows: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className={bookingClasses.summary}>
      {rows.map(([term, detail]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
