import { useId, useState } from 'react';
import type { TSlot, TSlotDay } from '../../../contracts/booking.ts';
import { useT } from '../../i18n/use-t.ts';
import { dayParts, formatDayLong } from './format.ts';
import { plural } from '../../i18n/plural.ts';
import classes from './booking.module.css';

export interface SlotChoice {
  date: string | null;
  start: string | null;
}

const sameInstant = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && Date.parse(a) === Date.parse(b);

/** The day holding the slot that starts at `start`, if it is still free. */
export function findSlot(days: readonly TSlotDay[], start: string | null): { day: TSlotDay; slot: TSlot } | null {
  if (!start) return null;
  for (const day of days) {
    const slot = day.slots.find((item) => sameInstant(item.start, start));
    if (slot) return { day, slot };
  }
  return null;
}

/**
 * The days of the horizon (wrapping rows, no scrolling strip to reach by keyboard) and the free times of the chosen day. Both are native radio groups in fieldsets: Tab
 * enters a group at its chosen item, the arrow keys move (days without free times are disabled, so they
 * are skipped), and screen readers say "4 of 12". A polite live region says how many times the chosen
 * day has and which time is chosen; nothing is announced while the list merely re-renders.
 */
export function SlotPicker({
  days,
  value,
  onChange,
  disabled = false,
}: {
  days: readonly TSlotDay[];
  value: SlotChoice;
  onChange: (next: SlotChoice) => void;
  disabled?: boolean;
}) {
  const { t, locale } = useT();
  const name = useId();
  const [announcement, setAnnouncement] = useState('');
  const day = days.find((item) => item.date === value.date) ?? null;

  function chooseDay(date: string) {
    const next = days.find((item) => item.date === date);
    setAnnouncement(
      t('booking.slots.day.announce', { day: formatDayLong(locale, date), count: plural(t, locale, 'booking.slots.count', next?.slots.length ?? 0) }),
    );
    onChange({ date, start: null });
  }

  function chooseTime(slot: TSlot) {
    if (!day) return;
    setAnnouncement(t('booking.slots.time.announce', { day: formatDayLong(locale, day.date), time: slot.time }));
    onChange({ date: day.date, start: slot.start });
  }

  const free = days.filter((item) => item.slots.length > 0);
  return (
    <div>
      {free.length === 0 ? (
        <p className={classes.muted}>{t('booking.slots.none')}</p>
      ) : (
        <fieldset className={classes.fieldsetPlain} disabled={disabled}>
          <legend className={classes.subLegend}>{t('booking.slots.day')}</legend>
          <ul className={classes.days}>
            {days.map((item) => {
              const parts = dayParts(locale, item.date);
              const count = item.slots.length;
              return (
                <li key={item.date}>
                  <label className={classes.radioChip}>
                    <input
                      type="radio"
                      name={`${name}-day`}
                      value={item.date}
                      checked={value.date === item.date}
                      disabled={count === 0}
                      onChange={() => chooseDay(item.date)}
                      aria-label={`${formatDayLong(locale, item.date)}: ${plural(t, locale, 'booking.slots.count', count)}`}
                      data-date={item.date}
                    />
                    <span className={classes.day} aria-hidden="true">
                      <span>{parts.weekday}</span>
                      <strong>{parts.day}</strong>
                      <small>{count > 0 ? parts.month : t('booking.slots.day.none')}</small>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {day && (
        <fieldset className={classes.fieldsetPlain} disabled={disabled}>
          <legend className={classes.subLegend}>
            {t('booking.slots.times', { day: formatDayLong(locale, day.date), count: plural(t, locale, 'booking.slots.count', day.slots.length) })}
          </legend>
          <ul className={classes.times}>
            {day.slots.map((slot) => (
              <li key={slot.start}>
                <label className={classes.radioChip}>
                  <input
                    type="radio"
                    name={`${name}-time`}
                    value={slot.start}
                    checked={sameInstant(value.start, slot.start)}
                    onChange={() => chooseTime(slot)}
                    aria-label={slot.time}
                    data-time={slot.time}
                  />
                  <span className={classes.time} aria-hidden="true">
                    {slot.time}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <p role="status" aria-live="polite" aria-atomic="true" className="vz-visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
