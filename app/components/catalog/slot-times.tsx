import { Form } from 'react-router';
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
 * The next free times, each a button that opens the booking page with that time chosen
 * (`/doctor/{slug}/appointment?institution_id=…&start=…`, docs/decisions/110, 145). One GET form per clinic
 * carries the clinic; a button adds its time (docs/decisions/278): fifty cards of a listing carry several
 * times each, and a button with its value is a fraction of a link with the whole address. The form works
 * before any script; once React serves the page it is a client navigation.
 *
 * A button reads "27.11 17:00" (the date drawn from `data-date`, see `.slots button::before`); `describedBy`
 * gives the id of the element that names a clinic, which then describes that clinic's buttons.
 */
export function SlotTimes({
  slug,
  slots,
  describedBy,
}: {
  slug: string;
  slots: readonly SlotData[];
  describedBy?: (institutionId: number) => string | undefined;
}) {
  const { t, locale } = useT();
  if (slots.length === 0) return <p className={classes.muted}>{t('catalog.slots.none')}</p>;
  const page = `${localizedPath(`/doctor/${slug}`, locale)}/appointment`;
  const byPlace = new Map<number, SlotData[]>();
  for (const slot of slots) byPlace.set(slot.institution_id, [...(byPlace.get(slot.institution_id) ?? []), slot]);
  return [...byPlace].map(([institutionId, times]) => (
    <Form key={institutionId} method="get" action={page} discover="none" className={classes.slots}>
      <input type="hidden" name="institution_id" value={institutionId} />
      {times.map((slot) => (
        <button key={slot.start} name="start" value={slot.start} data-date={shortDate(slot.date)} aria-describedby={describedBy?.(institutionId)}>
          {slot.time}
        </button>
      ))}
    </Form>
  ));
}
