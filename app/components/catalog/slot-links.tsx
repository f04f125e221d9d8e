import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from './doctor-card.module.css';

export interface SlotData {
  start: string;
  /** `YYYY-MM-DD` and `HH:MM` in the clinic's zone. */
  date: string;
  time: string;
  institution_id: number;
}

/** "04.03" from `2030-03-04`: the same text on the server and in every browser (no ICU differences at hydration). */
export const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/**
 * The next free slots as links to the booking page with that slot preselected (docs/decisions/110, 145):
 * `/doctor/{slug}/appointment?institution_id=…&start=…`.
 */
export function SlotLinks({ slug, slots, placeName }: { slug: string; slots: readonly SlotData[]; placeName: (institutionId: number) => string }) {
  const { t, locale } = useT();
  if (slots.length === 0) return <p className={classes.muted}>{t('catalog.slots.none')}</p>;
  const page = `${localizedPath(`/doctor/${slug}`, locale)}/appointment`;
  const target = (slot: SlotData) => `${page}?${new URLSearchParams({ institution_id: String(slot.institution_id), start: slot.start }).toString()}`;
  return (
    // Links side by side without a list around them: fifty cards of a listing carry several each.
    <p className={classes.slots}>
      {slots.map((slot) => (
        <Link
          key={`${slot.institution_id}-${slot.start}`}
          to={target(slot)}
          discover="none"
          className={classes.slot}
          aria-label={t('catalog.slots.at', { date: shortDate(slot.date), time: slot.time, place: placeName(slot.institution_id) })}
        >
          <span>{shortDate(slot.date)}</span> <strong>{slot.time}</strong>
        </Link>
      ))}
    </p>
  );
}
