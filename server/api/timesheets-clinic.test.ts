import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClinicTimesheets } from '../../contracts/routes/timesheet-answers.ts';
import { computeFreeSlots } from '../../features/schedule/free-slots.ts';
import { addDays, zonedClock } from '../../contracts/zoned-time.ts';
import { createPartner } from '../../tests/support/factories/partners.ts';
import { createDoctor, createInstitution, createSpecialization } from '../../tests/support/factories.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;
const administrator = roles.administrator;

beforeAll(async () => {
  t = await createApiTestContext();
  t.actAs(administrator);
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, locale = 'ua') {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never, headers: { 'accept-language': locale } });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

async function post(url: string, payload?: unknown) {
  const answer = await call('POST', url, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body.data as { id: number };
}

/** A doctor's names in both languages, `Прізвище Ім'я По батькові`. */
function named(ua: string, ru: string) {
  const [last_name_ua, first_name_ua, middle_name_ua] = ua.split(' ');
  const [last_name_ru, first_name_ru, middle_name_ru] = ru.split(' ');
  return { last_name_ua, first_name_ua, middle_name_ua, last_name_ru, first_name_ru, middle_name_ru };
}

/**
 * A clinic with three doctors: one working Sundays and Mondays, one attached without a timesheet, one who
 * left it (their timesheet stays, deactivated). A doctor of another clinic is not part of it.
 */
async function clinicWithDoctors() {
  const institution = await createInstitution(t.database.db);
  const specialization = await createSpecialization(t.database.db);
  const working = await createDoctor(t.database.db, { institution, specialization, ...named('Андрієнко Олена Петрівна', 'Андриенко Елена Петровна') });
  const waiting = await createDoctor(t.database.db, { institution, ...named('Шевчук Павло Андрійович', 'Шевчук Павел Андреевич') });
  const former = await createDoctor(t.database.db, { institution, ...named('Бойко Ігор Васильович', 'Бойко Игорь Васильевич') });
  await createDoctor(t.database.db, { institution: await createInstitution(t.database.db) });

  const sheet = await post(`/doctor-timesheets/${working.id}`, { institution_id: institution.id, specialization_id: specialization.id });
  const sunday = await post(`/timesheets/${sheet.id}/entries`, { kind: 'work', weekday: 7, start_time: '09:00', end_time: '18:00' });
  await post(`/timesheets/${sheet.id}/entries`, { kind: 'work', weekday: 1, start_time: '09:00', end_time: '13:00' });
  await post(`/timesheets/${sheet.id}/entries`, { kind: 'work', weekday: 1, start_time: '14:00', end_time: '18:00' });
  await post(`/timesheets/${sheet.id}/entries`, { kind: 'absence', weekday: 1, start_time: '12:00', end_time: '13:00' });
  const formerSheet = await post(`/doctor-timesheets/${former.id}`, { institution_id: institution.id });
  await post(`/timesheets/${formerSheet.id}/entries`, { kind: 'work', weekday: 7, start_time: '10:00', end_time: '14:00' });
  await t.database.rows(sql`delete from doctor_workplaces where doctor_id = ${former.id}`);
  await post(`/timesheets/${formerSheet.id}/deactivate`);
  return { institution, specialization, working, waiting, former, sheet, sunday, formerSheet };
}

const clinicPeriod = async (institutionId: number, from: string, to: string, locale = 'ua') => {
  const answer = await call('GET', `/institution-timesheets/${institutionId}?from=${from}&to=${to}`, undefined, locale);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as ClinicTimesheets;
};

describe('a clinic over a period (GET /institution-timesheets/{institutionId})', () => {
  // The clocks in Kyiv go forward at 03:00 on 31 March 2030 and back at 04:00 on 27 October 2030.
  test.each([
    ['spring forward', '2030-03-25', '2030-03-31', '2030-03-27'],
    ['fall back', '2030-10-21', '2030-10-27', '2030-10-23'],
  ])('a DST week (%s): every doctor of the clinic, seven dates, the Sunday worked in full', async (_name, monday, sunday, wednesday) => {
    const world = await clinicWithDoctors();
    const vacation = await post(`/timesheets/${world.sheet.id}/entries`, { kind: 'day_off', date_from: wednesday, date_to: wednesday });
    const week = await clinicPeriod(world.institution.id, monday, sunday);

    expect(week.institution).toMatchObject({ id: world.institution.id, name: world.institution.name_ua });
    expect(week.doctors.map((doctor) => [doctor.name, doctor.attached, doctor.timesheets.length])).toEqual([
      ['Андрієнко Олена Петрівна', true, 1],
      ['Бойко Ігор Васильович', false, 1],
      ['Шевчук Павло Андрійович', true, 0],
    ]);
    const [working, former] = week.doctors;
    expect(working.specialization).toBe(world.specialization.name_ua);
    const [timesheet] = working.timesheets;
    expect(timesheet).toMatchObject({ id: world.sheet.id, specialization_id: world.specialization.id, is_active: true });
    expect(timesheet.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((shift) => addDays(monday, shift)));
    expect(timesheet.days.at(-1)!.date).toBe(sunday);
    expect(timesheet.days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(timesheet.days[0]).toMatchObject({ work_minutes: 7 * 60, absences: [{ start_time: '12:00', end_time: '13:00' }] });
    expect(timesheet.days[2]).toMatchObject({ work: [], day_off: { entry_id: vacation.id, source: 'dated', date_from: wednesday, date_to: wednesday } });
    // The short or long Sunday still has nine hours of work at the clinic's wall clock.
    expect(timesheet.days[6]).toEqual({
      date: sunday,
      weekday: 7,
      work: [{ entry_id: world.sunday.id, start_time: '09:00', end_time: '18:00', source: 'weekly' }],
      absences: [],
      day_off: null,
      work_minutes: 9 * 60,
    });
    // …and patients are offered exactly those hours that day, from 09:00 Kyiv time whatever the offset.
    const slots = computeFreeSlots({ rules: timesheet.entries, busy: [], from: sunday, days: 1, durationMinutes: 30, now: 0 });
    expect(slots).toHaveLength(18);
    expect(zonedClock(slots[0].start, 'Europe/Kyiv')).toBe('09:00');
    expect(zonedClock(slots.at(-1)!.end, 'Europe/Kyiv')).toBe('18:00');
    // Only the rules that can shape the week come along: the weekly ones and the dated ones touching it.
    expect(timesheet.entries.map((entry) => entry.kind).sort()).toEqual(['absence', 'day_off', 'work', 'work', 'work']);

    expect(former.timesheets[0]).toMatchObject({ id: world.formerSheet.id, is_active: false });
    expect(former.timesheets[0].days[6].work).toMatchObject([{ start_time: '10:00', end_time: '14:00' }]);
  });

  test('a month with its rules in Russian; a dated rule outside the period stays out', async () => {
    const world = await clinicWithDoctors();
    await post(`/timesheets/${world.sheet.id}/entries`, { kind: 'day_off', date_from: '2030-12-01', date_to: '2030-12-05' });
    const month = await clinicPeriod(world.institution.id, '2030-10-01', '2030-10-31', 'ru');
    expect(month.institution.name).toBe(world.institution.name_ru);
    expect(month.doctors.map((doctor) => doctor.name)).toEqual(['Андриенко Елена Петровна', 'Бойко Игорь Васильевич', 'Шевчук Павел Андреевич']);
    expect(month.doctors[0].timesheets[0].days).toHaveLength(31);
    expect(month.doctors[0].timesheets[0].entries.some((entry) => entry.date_from === '2030-12-01')).toBe(false);
  });

  test('bad periods answer 400, an unknown clinic 404', async () => {
    const { institution } = await clinicWithDoctors();
    expect((await call('GET', `/institution-timesheets/${institution.id}?from=2030-01-01&to=2030-03-15`)).status).toBe(400);
    expect((await call('GET', `/institution-timesheets/${institution.id}?from=2030-01-08&to=2030-01-01`)).status).toBe(400);
    expect((await call('GET', `/institution-timesheets/${institution.id}`)).status).toBe(400);
    expect((await call('GET', '/institution-timesheets/999999?from=2030-01-01&to=2030-01-07')).status).toBe(404);
  });
});

describe('who sees a clinic', () => {
  test('the picker searches clinics by name; a partner gets their own only, others answer 404', async () => {
    const own = await clinicWithDoctors();
    const foreign = await clinicWithDoctors();
    const found = await call('GET', `/timesheets/institutions?search=${encodeURIComponent(own.institution.name_ua)}`);
    expect(found.body.data).toContainEqual(expect.objectContaining({ id: own.institution.id, name: own.institution.name_ua }));

    const partner = await createPartner(t.database.db, [own.institution]);
    t.actAs(partner);
    try {
      expect((await call('GET', '/timesheets/institutions')).body.data.map((clinic: { id: number }) => clinic.id)).toEqual([own.institution.id]);
      expect((await clinicPeriod(own.institution.id, '2030-03-25', '2030-03-31')).doctors).toHaveLength(3);
      expect((await call('GET', `/institution-timesheets/${foreign.institution.id}?from=2030-03-25&to=2030-03-31`)).status).toBe(404);
    } finally {
      t.actAs(administrator);
    }
  });

  test('anonymous 401; patients and staff without the right 403', async () => {
    const { institution } = await clinicWithDoctors();
    const url = `/institution-timesheets/${institution.id}?from=2030-03-25&to=2030-03-31`;
    try {
      t.actAs(null);
      expect((await call('GET', url)).status).toBe(401);
      for (const user of [roles.patient, roles.doctor, roles.staffWithout]) {
        t.actAs(user);
        expect((await call('GET', url)).status).toBe(403);
        expect((await call('GET', '/timesheets/institutions')).status).toBe(403);
      }
      t.actAs(roles.staffWith(['timesheets.read']));
      expect((await call('GET', url)).status).toBe(200);
    } finally {
      t.actAs(administrator);
    }
  });
});

describe('the action log', () => {
  test("staff writes to timesheets and their entries leave a line each, with what changed; a partner's do not", async () => {
    const world = await clinicWithDoctors();
    const lines = () =>
      t.database.rows<{ user_id: number; action: string; resource: string; record_id: number; changes: Record<string, { before: unknown; after: unknown }> }>(
        sql`select user_id, action, resource, record_id, changes from action_log
            where (resource = 'timesheets' and record_id = ${world.sheet.id})
               or (resource = 'timesheet-entries'
                   and coalesce(changes -> 'timesheet_id' ->> 'after', changes -> 'timesheet_id' ->> 'before')::int = ${world.sheet.id})
            order by id`,
      );
    const before = (await lines()).length;
    const dayOff = await post(`/timesheets/${world.sheet.id}/entries`, { kind: 'day_off', date_from: '2030-05-01', date_to: '2030-05-03' });
    await post(`/timesheets/${world.sheet.id}/deactivate`);
    await post(`/timesheets/${world.sheet.id}/activate`);
    expect((await call('DELETE', `/timesheets/${world.sheet.id}/entries/${dayOff.id}`)).status).toBe(204);

    const added = (await lines()).slice(before);
    expect(added.map((line) => [line.action, line.resource, line.user_id])).toEqual([
      ['create', 'timesheet-entries', administrator.id],
      ['deactivate', 'timesheets', administrator.id],
      ['activate', 'timesheets', administrator.id],
      ['delete', 'timesheet-entries', administrator.id],
    ]);
    expect(added[0].changes).toMatchObject({
      kind: { before: null, after: 'day_off' },
      date_from: { before: null, after: '2030-05-01' },
      timesheet_id: { after: world.sheet.id },
    });
    expect(added[1].changes).toEqual({ is_active: { before: true, after: false } });
    expect(added[3].changes).toMatchObject({ kind: { before: 'day_off', after: null } });

    const partner = await createPartner(t.database.db, [world.institution]);
    t.actAs(partner);
    try {
      await post(`/timesheets/${world.sheet.id}/entries`, { kind: 'day_off', date_from: '2030-06-01', date_to: '2030-06-01' });
    } finally {
      t.actAs(administrator);
    }
    expect((await lines()).length).toBe(before + 4);
  });
});
