import type { CSSProperties } from 'react';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from './doctor-card.module.css';
import { SiteForm } from '../site-link.tsx';

export interface SlotData {
  start: string;
  /** `YYYY-MM-DD` and `HH:MM` in the clinic's zone. */
  date: string;
  time: string;
  institution_id: number;
}

/** "04.03" from `2030-03-04`: the same text on the server and in every browser (no ICU differences at hydration). */
export const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/** `2030-03-04T08:00Z` from `2030-03-04T08:00:00.000Z`: the same instant, as the booking page reads it, in fewer bytes. */
export const shortInstant = (start: string) => start.replace(/:00(?:\.000)?Z$/, 'Z');

/**
 * The next free times, each a button that opens the booking page with that time chosen
 * (`/doctor/{slug}/appointment?institution_id=…&start=…`, docs/decisions/110, 145). One GET form per clinic
 * carries the clinic; a button adds its time (docs/decisions/278, 280): fifty cards of a listing carry
 * several times each, and a button with its value is a fraction of a link with the whole address. The form
 * works before any script; once React serves the page it is a client navigation.
 *
 * A button reads "27.11 17:00": the day is drawn before each time from `--date` (see `.slots button::before`),
 * set on the form for its first time's day and on a button of another day. `labelledBy` gives the id of the
 * element that names a clinic, which then names its times as a group (a fieldset, `.slots`); a card's form
 * of unnamed times has no class (styled by its place, docs/decisions/282).
 */
export function SlotTimes({
  slug,
  slots,
  labelledBy,
}: {
  slug: string;
  slots: readonly SlotData[];
  labelledBy?: (institutionId: number) => string | undefined;
}) {
  const { t, locale } = useT();
  if (slots.length === 0) return <p className={classes.muted}>{t('catalog.slots.none')}</p>;
  const page = `${localizedPath(`/doctor/${slug}`, locale)}/appointment`;
  const byPlace = new Map<number, SlotData[]>();
  for (const slot of slots) {
    const times = byPlace.get(slot.institution_id);
    if (times) times.push(slot);
    else byPlace.set(slot.institution_id, [slot]);
  }
  return [...byPlace].map(([institutionId, times]) => {
    const label = labelledBy?.(institutionId);
    const day = times[0].date;
    const buttons = times.map((slot) => (
      <button key={slot.start} name="start" value={shortInstant(slot.start)} style={slot.date === day ? undefined : dateStyle(slot.date)}>
        {slot.time}
      </button>
    ));
    // A form may not be a group: a named one's times are a fieldset inside it.
    return (
      <SiteForm key={institutionId} method="get" action={page} discover="none" style={dateStyle(day)}>
        <input type="hidden" name="institution_id" value={institutionId} />
        {label ? (
          <fieldset className={classes.slots} aria-labelledby={label}>
            {buttons}
          </fieldset>
        ) : (
          buttons
        )}
      </SiteForm>
    );
  });
}

/** A custom property holding `text` as a CSS string, for `content: var(…)` to draw. */
export const cssTextVariable = (name: `--${string}`, text: string) => ({ [name]: JSON.stringify(text) }) as CSSProperties;

const dateStyle = (date: string) => cssTextVariable('--date', shortDate(date));
