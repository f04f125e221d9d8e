import { describe, expect, test } from 'vitest';
import type { ClinicDoctor } from '../../../../contracts/routes/timesheet-answers.ts';
import { catalogs } from '../../../i18n/catalogs.ts';
import type { Translate } from '../../../i18n/use-t.ts';
import { cellLabel, clinicRows, compactHours, dayName, shortName } from './clinic-rows.ts';

const t: Translate = (key, params = {}) => catalogs.ua[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));

const day = (date: string, fields: object = {}) => ({ date, weekday: 1, work: [], absences: [], day_off: null, work_minutes: 0, ...fields });
const doctor: ClinicDoctor = {
  id: 812,
  name: 'Шевчук Павло Андрійович',
  specialization: 'Терапевт',
  attached: true,
  timesheets: [
    {
      id: 5,
      specialization_id: null,
      specialization_name: null,
      is_active: true,
      entries: [],
      days: [
        day('2026-11-30', {
          work: [{ entry_id: 1, start_time: '09:00', end_time: '18:00', source: 'weekly' }],
          absences: [{ entry_id: 2, start_time: '13:00', end_time: '13:30', source: 'dated' }],
        }),
        day('2026-12-01', { day_off: { entry_id: 3, source: 'dated', date_from: '2026-12-01', date_to: '2026-12-01' } }),
      ],
    },
    { id: 6, specialization_id: 3, specialization_name: 'Кардіолог', is_active: false, entries: [], days: [day('2026-11-30')] },
  ],
};

describe('clinic calendar rows and their words', () => {
  test("a row per timesheet, named short, with the timesheet's specialization or the doctor's", () => {
    const rows = clinicRows([doctor, { ...doctor, id: 9, name: 'Бойко Ігор', timesheets: [] }]);
    expect(rows.map((row) => [row.key, row.name, row.specialization])).toEqual([
      ['t5', 'Шевчук П. А.', 'Терапевт'],
      ['t6', 'Шевчук П. А.', 'Кардіолог'],
      ['d9', 'Бойко І.', 'Терапевт'],
    ]);
    expect(shortName('  Коваль   Анна  ')).toBe('Коваль А.');
  });

  test('each cell says who, which day and what, inactive timesheets included', () => {
    const [active, inactive, none] = clinicRows([doctor, { ...doctor, id: 9, name: 'Бойко Ігор', timesheets: [] }]);
    const label = (row: typeof active, date: string) => cellLabel(row, date, dayName(date, 'ua'), t);
    expect(label(active, '2026-11-30')).toBe('Шевчук П. А., пн 30 листопада: 09:00–18:00; відсутність 13:00–13:30');
    expect(label(active, '2026-12-01')).toBe('Шевчук П. А., вт 1 грудня: Вихідний');
    expect(label(inactive, '2026-11-30')).toBe('Шевчук П. А., пн 30 листопада: Немає прийому (розклад неактивний)');
    expect(label(none, '2026-11-30')).toBe('Бойко І., пн 30 листопада: Розкладу ще немає');
    expect(compactHours(active.days.get('2026-11-30')!)).toBe('9–18');
  });
});
