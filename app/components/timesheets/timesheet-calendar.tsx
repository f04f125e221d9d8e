import clsx from 'clsx';
import type { CalendarDay } from '../../../contracts/timesheets.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { formatDate, weekdayName, type CalendarView } from './dates.ts';
import { datesText, durationText } from './entry-text.ts';
import classes from './timesheets.module.css';

function DayChips({ day, t, locale, compact }: { day: CalendarDay; t: Translate; locale: Locale; compact: boolean }) {
  if (day.day_off) {
    const range = day.day_off.date_from && day.day_off.date_to && day.day_off.date_from !== day.day_off.date_to;
    return (
      <ul className={classes.chips}>
        <li className={clsx(classes.chip, classes.dayOff)}>
          {t('schedule.day.off')}
          {range && !compact ? <span className="vz-visually-hidden"> ({datesText(day.day_off.date_from!, day.day_off.date_to!, locale)})</span> : null}
        </li>
      </ul>
    );
  }
  if (day.work.length === 0 && day.absences.length === 0) {
    return compact ? null : <p className={classes.total}>{t('schedule.no.work')}</p>;
  }
  return (
    <ul className={classes.chips}>
      {day.work.map((span) => (
        <li key={`w${span.entry_id}`} className={clsx(classes.chip, classes.work)}>
          <span className="vz-visually-hidden">{t('schedule.work')} </span>
          {span.start_time}–{span.end_time}
        </li>
      ))}
      {day.absences.map((span) => (
        <li key={`a${span.entry_id}`} className={clsx(classes.chip, classes.absence)}>
          {compact ? <span className="vz-visually-hidden">{t('schedule.absence')} </span> : `${t('schedule.absence')} `}
          {span.start_time}–{span.end_time}
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 timesheets "week and month calendar, work time, day off, absence": what each day gives patients. */
export function TimesheetCalendar({ view, days, month, today }: { view: CalendarView; days: CalendarDay[]; month: string; today: string }) {
  const { t, locale } = useT();
  if (view === 'week') {
    return (
      <ol className={classes.week} aria-label={t('schedule.calendar')}>
        {days.map((day) => (
          <li key={day.date} className={clsx(classes.day, day.date === today && classes.today)} aria-current={day.date === today ? 'date' : undefined}>
            <h3 className={classes.dayTitle}>{formatDate(day.date, locale, { weekday: 'short', day: 'numeric', month: 'short' })}</h3>
            <DayChips day={day} t={t} locale={locale} compact={false} />
            {day.work_minutes > 0 ? <p className={classes.total}>{durationText(day.work_minutes, t)}</p> : null}
          </li>
        ))}
      </ol>
    );
  }
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  const monthPrefix = month.slice(0, 7);
  return (
    <table className={classes.month} aria-label={t('schedule.calendar')}>
      <thead>
        <tr>
          {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
            <th key={weekday} scope="col" abbr={weekdayName(weekday, locale)}>
              {weekdayName(weekday, locale, 'short')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].date}>
            {week.map((day) => (
              <td
                key={day.date}
                className={clsx(!day.date.startsWith(monthPrefix) && classes.outside, day.date === today && classes.today)}
                aria-current={day.date === today ? 'date' : undefined}
              >
                <div className={classes.monthDate}>
                  <span aria-hidden>{Number(day.date.slice(8))}</span>
                  <span className="vz-visually-hidden">{formatDate(day.date, locale, { weekday: 'long', day: 'numeric', month: 'long' })}</span>
                </div>
                <DayChips day={day} t={t} locale={locale} compact />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
