import type { ClinicDoctor, ClinicTimesheet } from '../../../../contracts/routes/timesheet-answers.ts';
import type { CalendarDay } from '../../../../contracts/timesheets.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { Translate } from '../../../i18n/use-t.ts';
import { formatDate, weekdayName, isoWeekday } from '../../timesheets/dates.ts';

/**
 * One row of the clinic calendar: a doctor's timesheet at the clinic (a doctor scheduled for two
 * specializations there has two rows), or the doctor alone while they have none (docs/decisions/208).
 */
export interface ClinicRow {
  key: string;
  doctor: ClinicDoctor;
  timesheet: ClinicTimesheet | null;
  /** `Шевчук П. А.` */
  name: string;
  /** The timesheet's specialization, else the doctor's main one. */
  specialization: string | null;
  /** Days by date. */
  days: ReadonlyMap<string, CalendarDay>;
}

/** The per-doctor calendar of one doctor (under /admins), opened on the timesheet of this row. */
export const doctorCalendarPath = (row: ClinicRow) => `doctors/${row.doctor.id}/timesheets${row.timesheet ? `?timesheet=${row.timesheet.id}` : ''}`;

/** `Шевчук Павло Андрійович` → `Шевчук П. А.` */
export function shortName(fullName: string): string {
  const [surname, ...rest] = fullName.trim().split(/\s+/);
  return [surname, ...rest.map((part) => `${part.charAt(0)}.`)].join(' ');
}

export function clinicRows(doctors: readonly ClinicDoctor[]): ClinicRow[] {
  return doctors.flatMap((doctor): ClinicRow[] => {
    const base = { doctor, name: shortName(doctor.name) };
    if (doctor.timesheets.length === 0) return [{ ...base, key: `d${doctor.id}`, timesheet: null, specialization: doctor.specialization, days: new Map() }];
    return doctor.timesheets.map((timesheet) => ({
      ...base,
      key: `t${timesheet.id}`,
      timesheet,
      specialization: timesheet.specialization_name ?? doctor.specialization,
      days: new Map(timesheet.days.map((day) => [day.date, day])),
    }));
  });
}

/** What a day holds, in the few kinds a cell draws. */
export type DayKind = 'work' | 'day_off' | 'absence' | 'none' | 'no_timesheet';

export function dayKind(row: ClinicRow, day: CalendarDay | undefined): DayKind {
  if (!row.timesheet || !day) return 'no_timesheet';
  if (day.day_off) return 'day_off';
  if (day.work.length > 0) return 'work';
  return day.absences.length > 0 ? 'absence' : 'none';
}

const span = (interval: { start_time: string; end_time: string }) => `${interval.start_time}–${interval.end_time}`;

/** The day in words: `09:00–13:00, 14:00–18:00; відсутність 12:00–13:00`, `Вихідний`, `Немає прийому`. */
export function dayText(row: ClinicRow, day: CalendarDay | undefined, t: Translate): string {
  const kind = dayKind(row, day);
  if (kind === 'no_timesheet') return t('admin.timesheets.no.timesheet');
  if (kind === 'day_off') return t('schedule.day.off');
  const parts = [day!.work.map(span).join(', '), ...day!.absences.map((absence) => t('admin.timesheets.cell.absence', { times: span(absence) }))].filter(
    Boolean,
  );
  return parts.length ? parts.join('; ') : t('admin.timesheets.no.work');
}

/** `пн 30 листопада` */
export const dayName = (date: string, locale: Locale) =>
  `${weekdayName(isoWeekday(date), locale, 'short')} ${formatDate(date, locale, { day: 'numeric', month: 'long' })}`;

/**
 * What a screen reader says for a cell: `Шевчук П. А., пн 30 листопада: 09:00–18:00`. `day` is the date's
 * `dayName`, worked out once per column by the caller (formatting dates is the costly part of a month).
 */
export function cellLabel(row: ClinicRow, date: string, day: string, t: Translate): string {
  const text = dayText(row, row.days.get(date), t);
  const content = row.timesheet && !row.timesheet.is_active ? t('admin.timesheets.cell.inactive', { content: text }) : text;
  return t('admin.timesheets.cell.label', { doctor: row.name, day, content });
}

/** Hours in a narrow month cell: `9–18`, `9:30–13`. */
export function compactHours(day: CalendarDay): string {
  const hour = (time: string) => (time.endsWith(':00') ? String(Number(time.slice(0, 2))) : `${Number(time.slice(0, 2))}:${time.slice(3)}`);
  return `${hour(day.work[0].start_time)}–${hour(day.work[day.work.length - 1].end_time)}`;
}
