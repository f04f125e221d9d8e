import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { createPartner } from '../../tests/support/factories/partners.ts';
import { createDoctor, createInstitution, createSpecialization, linkDoctor } from '../../tests/support/factories.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
  t.actAs(roles.administrator);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, payload?: unknown, locale = 'ua') {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never, headers: { 'accept-language': locale } });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}
const ua = (key: string, params: Record<string, string> = {}) => translate('ua', key, params);

/** A doctor working at a fresh institution, with one specialization. */
async function doctorAtClinic() {
  const institution = await createInstitution(t.database.db);
  const specialization = await createSpecialization(t.database.db);
  const doctor = await createDoctor(t.database.db, { institution, specialization });
  return { institution, specialization, doctor };
}

async function newTimesheet(doctorId: number, institutionId: number, extra: Record<string, unknown> = {}) {
  const created = await call('POST', `/doctor-timesheets/${doctorId}`, { institution_id: institutionId, ...extra });
  expect(created.status).toBe(201);
  return created.body.data as { id: number };
}

const weekly = (weekday: number, start_time: string, end_time: string, kind = 'work') => ({ kind, weekday, start_time, end_time });
const dated = (date_from: string, date_to: string, kind: string, times: [string, string] | null = null) => ({
  kind,
  date_from,
  date_to,
  ...(times ? { start_time: times[0], end_time: times[1] } : {}),
});

describe('timesheet rules (SPEC §5)', () => {
  test('end after start; weekly and dated intervals never overlap; work and absence may; a day off takes the whole day', async () => {
    const { doctor, institution, specialization } = await doctorAtClinic();
    const sheet = await newTimesheet(doctor.id, institution.id, { specialization_id: specialization.id });
    const add = (entry: unknown, locale?: string) => call('POST', `/timesheets/${sheet.id}/entries`, entry, locale);

    const backwards = await add(weekly(1, '13:00', '09:00'));
    expect(backwards.status).toBe(422);
    expect(backwards.body).toEqual({ message: ua('timesheet.update.error'), errors: { end_time: [ua('timesheet.end.after.start')] } });

    expect((await add(weekly(1, '09:00', '13:00'))).status).toBe(201);
    expect((await add(weekly(1, '13:00', '17:00'))).status).toBe(201);
    const overlap = await add(weekly(1, '12:00', '14:00'));
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors).toEqual({ start_time: [ua('timesheet.interval.overlap', { other: '09:00–13:00' })] });
    const inRussian = await add(weekly(1, '12:00', '14:00'), 'ru');
    expect(inRussian.body.message).toBe(translate('ru', 'timesheet.update.error'));

    const lunch = await add(weekly(1, '12:30', '13:30', 'absence'));
    expect(lunch.status).toBe(201);
    const doubleLunch = await add(weekly(1, '13:00', '14:00', 'absence'));
    expect(doubleLunch.status).toBe(422);
    expect(doubleLunch.body.message).toBe(ua('timesheet.absence.error'));
    const weeklyDayOff = await add({ kind: 'day_off', weekday: 1 });
    expect(weeklyDayOff.body).toEqual({ message: ua('timesheet.day.off.error'), errors: { weekday: [ua('timesheet.day.taken')] } });

    // Dated exceptions: checked by the service, not by a constraint.
    expect((await add(dated('2030-03-04', '2030-03-04', 'work', ['10:00', '12:00']))).status).toBe(201);
    const datedOverlap = await add(dated('2030-03-01', '2030-03-10', 'work', ['11:00', '15:00']));
    expect(datedOverlap.body.errors).toEqual({ start_time: [ua('timesheet.interval.overlap', { other: '2030-03-04 10:00–12:00' })] });
    const vacationOverWork = await add(dated('2030-03-01', '2030-03-21', 'day_off'));
    expect(vacationOverWork.status).toBe(422);
    expect(vacationOverWork.body.errors).toEqual({ date_from: [ua('timesheet.day.taken')] });
    expect((await add(dated('2030-03-05', '2030-03-25', 'day_off'))).status).toBe(201);

    const shapeless = await add({ kind: 'work', start_time: '09:00', end_time: '10:00' });
    expect(shapeless.body.errors).toEqual({ weekday: [ua('timesheet.weekday.or.dates.required')] });
    const offWithTimes = await add({ kind: 'day_off', weekday: 2, start_time: '09:00', end_time: '10:00' });
    expect(offWithTimes.body.errors.start_time).toEqual([ua('timesheet.day.off.no.times')]);
    const reversedDates = await add(dated('2030-05-02', '2030-05-01', 'day_off'));
    expect(reversedDates.body.errors).toEqual({ date_to: [ua('timesheet.date.end.before.start')] });
    const unknownKey = await add({ ...weekly(3, '09:00', '10:00'), colour: 'red' });
    expect(unknownKey.status).toBe(422);
  });

  test('an edit is checked like a new entry, against every other entry but itself', async () => {
    const { doctor, institution } = await doctorAtClinic();
    const sheet = await newTimesheet(doctor.id, institution.id);
    const first = (await call('POST', `/timesheets/${sheet.id}/entries`, weekly(2, '09:00', '12:00'))).body.data;
    const second = (await call('POST', `/timesheets/${sheet.id}/entries`, weekly(2, '14:00', '18:00'))).body.data;
    expect((await call('PATCH', `/timesheets/${sheet.id}/entries/${first.id}`, { end_time: '13:00' })).body.data.end_time).toBe('13:00');
    const clash = await call('PATCH', `/timesheets/${sheet.id}/entries/${first.id}`, { end_time: '15:00' });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.start_time).toEqual([ua('timesheet.interval.overlap', { other: '14:00–18:00' })]);
    const becameDayOff = await call('PATCH', `/timesheets/${sheet.id}/entries/${second.id}`, { kind: 'day_off', weekday: 3 });
    expect(becameDayOff.body.data).toMatchObject({ kind: 'day_off', weekday: 3, start_time: null, end_time: null });
    expect((await call('DELETE', `/timesheets/${sheet.id}/entries/${second.id}`)).status).toBe(204);
    expect((await call('DELETE', `/timesheets/${sheet.id}/entries/${second.id}`)).status).toBe(404);
    const board = await call('GET', `/doctor-timesheets/${doctor.id}`);
    expect(board.body.data.timesheets[0].entries).toEqual([
      { id: first.id, kind: 'work', weekday: 2, date_from: null, date_to: null, start_time: '09:00', end_time: '13:00' },
    ]);
  });

  test('the doctor must work at the institution; the specialization must be theirs; one timesheet per place and specialization', async () => {
    const { doctor, institution, specialization } = await doctorAtClinic();
    const elsewhere = await createInstitution(t.database.db);
    const notAttached = await call('POST', `/doctor-timesheets/${doctor.id}`, { institution_id: elsewhere.id });
    expect(notAttached.body).toEqual({ message: ua('timesheet.create.error'), errors: { institution_id: [ua('timesheet.doctor.not.attached')] } });
    const other = await createSpecialization(t.database.db);
    const wrongSpecialization = await call('POST', `/doctor-timesheets/${doctor.id}`, { institution_id: institution.id, specialization_id: other.id });
    expect(wrongSpecialization.body.errors).toEqual({ specialization_id: [ua('timesheet.specialization.not.doctor')] });

    const sheet = await newTimesheet(doctor.id, institution.id, { specialization_id: specialization.id });
    const twin = await call('POST', `/doctor-timesheets/${doctor.id}`, { institution_id: institution.id, specialization_id: specialization.id });
    expect(twin.body.errors).toEqual({ specialization_id: [ua('timesheet.duplicate')] });

    // Detached later: the timesheet stays readable and can be deactivated, but takes no new hours.
    await t.database.rows(sql`delete from doctor_workplaces where doctor_id = ${doctor.id}`);
    const detached = await call('POST', `/timesheets/${sheet.id}/entries`, weekly(4, '09:00', '10:00'));
    expect(detached.body.errors).toEqual({ institution_id: [ua('timesheet.doctor.not.attached')] });
    expect((await call('POST', `/timesheets/${sheet.id}/deactivate`)).body.data.is_active).toBe(false);
    expect((await call('POST', `/timesheets/${sheet.id}/activate`)).status).toBe(422);
  });

  test('settings change, activate and deactivate, trash; the slot engine follows', async () => {
    const { doctor, institution } = await doctorAtClinic();
    const sheet = await newTimesheet(doctor.id, institution.id);
    for (let weekday = 1; weekday <= 7; weekday++) await call('POST', `/timesheets/${sheet.id}/entries`, weekly(weekday, '08:00', '20:00'));
    const slots = async () => (await t.services.catalog.freeSlots({ doctorIds: [doctor.id], days: 7 })).get(doctor.id)!.length;
    expect(await slots()).toBeGreaterThan(0);

    expect((await call('PATCH', `/doctor-timesheets/${doctor.id}/${sheet.id}`, { slot_duration: 45 })).body.data.slot_duration).toBe(45);
    expect((await call('PATCH', `/doctor-timesheets/${doctor.id}/${sheet.id}`, { slot_duration: 2 })).status).toBe(422);
    expect((await call('POST', `/timesheets/${sheet.id}/deactivate`)).body.data.is_active).toBe(false);
    expect(await slots()).toBe(0);
    expect((await call('POST', `/timesheets/${sheet.id}/activate`)).body.data.is_active).toBe(true);
    expect(await slots()).toBeGreaterThan(0);

    const otherDoctor = (await doctorAtClinic()).doctor;
    expect((await call('DELETE', `/doctor-timesheets/${otherDoctor.id}/${sheet.id}`)).status).toBe(404);
    expect((await call('DELETE', `/doctor-timesheets/${doctor.id}/${sheet.id}`)).status).toBe(204);
    expect(await slots()).toBe(0);
    expect((await call('GET', `/timesheets/${sheet.id}/calendar?from=2030-01-01&to=2030-01-07`)).status).toBe(404);
    expect((await call('GET', `/doctor-timesheets/${doctor.id}`)).body.data.timesheets).toEqual([]);
  });
});

describe('calendar', () => {
  test('per-day work, absences and days off, the same rules as the free slots', async () => {
    const { doctor, institution } = await doctorAtClinic();
    const sheet = await newTimesheet(doctor.id, institution.id);
    const add = (entry: unknown) => call('POST', `/timesheets/${sheet.id}/entries`, entry);
    const work = (await add(weekly(1, '09:00', '17:00'))).body.data;
    const lunch = (await add(weekly(1, '13:00', '14:00', 'absence'))).body.data;
    const saturday = (await add({ kind: 'day_off', weekday: 6 })).body.data;
    const extraSaturday = (await add(dated('2030-07-13', '2030-07-13', 'work', ['10:00', '14:00']))).body.data;
    const vacation = (await add(dated('2030-07-15', '2030-08-04', 'day_off'))).body.data;

    const answer = await call('GET', `/timesheets/${sheet.id}/calendar?from=2030-07-08&to=2030-07-21`);
    expect(answer.status).toBe(200);
    const days = answer.body.data.days as { date: string; work: unknown[]; absences: unknown[]; day_off: unknown; work_minutes: number }[];
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({
      date: '2030-07-08',
      weekday: 1,
      work: [{ entry_id: work.id, start_time: '09:00', end_time: '17:00', source: 'weekly' }],
      absences: [{ entry_id: lunch.id, start_time: '13:00', end_time: '14:00', source: 'weekly' }],
      day_off: null,
      work_minutes: 420,
    });
    expect(days[1]).toMatchObject({ date: '2030-07-09', work: [], day_off: null, work_minutes: 0 });
    expect(days[5]).toMatchObject({ date: '2030-07-13', work: [{ entry_id: extraSaturday.id, source: 'dated' }], work_minutes: 240 });
    expect(days[6]).toMatchObject({ date: '2030-07-14', day_off: null, work: [] });
    expect(days[7]).toMatchObject({
      date: '2030-07-15',
      work: [],
      day_off: { entry_id: vacation.id, source: 'dated', date_from: '2030-07-15', date_to: '2030-08-04' },
    });
    expect(days[12]).toMatchObject({ date: '2030-07-20', day_off: { entry_id: vacation.id } });
    expect(saturday.weekday).toBe(6);
    const weeklySaturday = await call('GET', `/timesheets/${sheet.id}/calendar?from=2030-08-10&to=2030-08-10`);
    expect(weeklySaturday.body.data.days[0].day_off).toEqual({ entry_id: saturday.id, source: 'weekly', date_from: null, date_to: null });

    expect((await call('GET', `/timesheets/${sheet.id}/calendar?from=2030-07-08&to=2030-12-01`)).status).toBe(400);
    expect((await call('GET', `/timesheets/${sheet.id}/calendar?from=2030-02-30&to=2030-03-01`)).status).toBe(400);
    expect((await call('GET', `/timesheets/${sheet.id}/calendar`)).status).toBe(400);
  });
});

describe('who may manage timesheets (SPEC §6)', () => {
  test("a partner manages only their legal entity's doctors and institutions; others' answer 404", async () => {
    const own = await doctorAtClinic();
    const foreign = await doctorAtClinic();
    const partner = await createPartner(t.database.db, [own.institution]);
    await createPartner(t.database.db, [foreign.institution]);
    // The own doctor also works at a foreign institution: that workplace stays invisible to this partner.
    await linkDoctor(t.database.db, own.doctor, { workplaces: [foreign.institution] });
    const foreignSheet = await newTimesheet(foreign.doctor.id, foreign.institution.id);
    const ownDoctorsForeignSheet = await newTimesheet(own.doctor.id, foreign.institution.id);

    t.actAs(partner);
    try {
      const doctors = await call('GET', '/timesheets/doctors');
      expect(doctors.body.data.map((doctor: { id: number }) => doctor.id)).toEqual([own.doctor.id]);
      const board = await call('GET', `/doctor-timesheets/${own.doctor.id}`);
      expect(board.status).toBe(200);
      expect(board.body.data.institutions).toEqual([{ id: own.institution.id, name: own.institution.name_ua }]);
      expect(board.body.data.timesheets).toEqual([]);

      const created = await call('POST', `/doctor-timesheets/${own.doctor.id}`, { institution_id: own.institution.id });
      expect(created.status).toBe(201);
      expect((await call('POST', `/timesheets/${created.body.data.id}/entries`, weekly(1, '09:00', '13:00'))).status).toBe(201);
      const atForeign = await call('POST', `/doctor-timesheets/${own.doctor.id}`, { institution_id: foreign.institution.id });
      expect(atForeign.body.errors).toEqual({ institution_id: [ua('timesheet.doctor.not.attached')] });

      expect((await call('GET', `/doctor-timesheets/${foreign.doctor.id}`)).status).toBe(404);
      expect((await call('POST', `/doctor-timesheets/${foreign.doctor.id}`, { institution_id: foreign.institution.id })).status).toBe(404);
      for (const sheet of [foreignSheet, ownDoctorsForeignSheet]) {
        expect((await call('GET', `/timesheets/${sheet.id}/calendar?from=2030-01-01&to=2030-01-07`)).status).toBe(404);
        expect((await call('POST', `/timesheets/${sheet.id}/entries`, weekly(2, '09:00', '10:00'))).status).toBe(404);
        expect((await call('POST', `/timesheets/${sheet.id}/deactivate`)).status).toBe(404);
        expect((await call('PATCH', `/doctor-timesheets/${own.doctor.id}/${sheet.id}`, { slot_duration: 20 })).status).toBe(404);
        expect((await call('DELETE', `/doctor-timesheets/${foreign.doctor.id}/${sheet.id}`)).status).toBe(404);
      }
      // The generic resource routes stay staff-only.
      expect((await call('GET', `/timesheets/${foreignSheet.id}`)).status).toBe(403);
    } finally {
      t.actAs(roles.administrator);
    }
    const untouched = await call('GET', `/doctor-timesheets/${foreign.doctor.id}`);
    expect(untouched.body.data.timesheets[0]).toMatchObject({ id: foreignSheet.id, is_active: true, entries: [] });
  });

  test('anonymous 401; patients, doctors and staff without the permission 403; reading and writing are separate rights', async () => {
    const { doctor, institution } = await doctorAtClinic();
    const sheet = await newTimesheet(doctor.id, institution.id);
    const attempts = (user: SessionUser | null) => {
      t.actAs(user);
      return Promise.all([call('GET', `/doctor-timesheets/${doctor.id}`), call('POST', `/timesheets/${sheet.id}/entries`, weekly(5, '09:00', '10:00'))]);
    };
    try {
      expect((await attempts(null)).map((answer) => answer.status)).toEqual([401, 401]);
      for (const user of [roles.patient, roles.doctor, roles.partner, roles.staffWithout]) {
        expect((await attempts(user)).map((answer) => answer.status)).toEqual([403, 403]);
      }
      expect((await attempts(roles.staffWith(['timesheets.read']))).map((answer) => answer.status)).toEqual([200, 403]);
      expect((await attempts(roles.staffWith(['timesheets.update']))).map((answer) => answer.status)).toEqual([403, 201]);
      t.actAs(roles.staffWith(['timesheets.update']));
      expect((await call('DELETE', `/doctor-timesheets/${doctor.id}/${sheet.id}`)).status).toBe(403);
    } finally {
      t.actAs(roles.administrator);
    }
  });
});

describe('concurrent writes (real PostgreSQL runs them at once)', () => {
  test('of two overlapping dated entries saved at the same moment, exactly one is stored', async () => {
    const { doctor, institution } = await doctorAtClinic();
    const sheet = await newTimesheet(doctor.id, institution.id);
    for (let round = 0; round < 5; round++) {
      const day = `2031-0${round + 1}-10`;
      const answers = await Promise.all([
        call('POST', `/timesheets/${sheet.id}/entries`, dated(day, day, 'work', ['09:00', '13:00'])),
        call('POST', `/timesheets/${sheet.id}/entries`, dated(day, day, 'work', ['12:00', '16:00'])),
        call('POST', `/timesheets/${sheet.id}/entries`, dated(day, `2031-0${round + 1}-12`, 'day_off')),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    }
    const board = await call('GET', `/doctor-timesheets/${doctor.id}`);
    expect(board.body.data.timesheets[0].entries).toHaveLength(5);
  });

  test('two overlapping weekly intervals at the same moment: one stored, the other a 422 (never a 409 or 500)', async () => {
    const { doctor, institution } = await doctorAtClinic();
    const sheet = await newTimesheet(doctor.id, institution.id);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((shift) => call('POST', `/timesheets/${sheet.id}/entries`, weekly(3, `0${shift + 4}:00`, `${shift + 10}:00`))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422]);
  });
});

describe('former paths (before docs/decisions/225)', () => {
  test("a doctor's and a clinic's timesheets still answer at their former paths, until the next release", async () => {
    const { doctor, institution } = await doctorAtClinic();
    const created = await call('POST', `/timesheets/doctors/${doctor.id}`, { institution_id: institution.id });
    expect(created.status).toBe(201);
    const sheet = created.body.data as { id: number };
    expect((await call('GET', `/timesheets/doctors/${doctor.id}`)).body.data.timesheets.map((item: { id: number }) => item.id)).toEqual([sheet.id]);
    expect((await call('PATCH', `/timesheets/doctors/${doctor.id}/${sheet.id}`, { slot_duration: 40 })).body.data.slot_duration).toBe(40);
    expect((await call('GET', `/timesheets/institutions/${institution.id}?from=2030-01-07&to=2030-01-13`)).status).toBe(200);
    expect((await call('DELETE', `/timesheets/doctors/${doctor.id}/${sheet.id}`)).status).toBe(204);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => /^\/api\/v1\/timesheets\/(doctors|institutions)\/\{/.test(path))).toEqual([]);
  });
});

describe('OpenAPI', () => {
  test('documents every timesheet route with its request schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(document.paths['/api/v1/doctor-timesheets/{doctorId}'].post.requestBody.content['application/json'].schema.required).toEqual(['institution_id']);
    expect(document.paths['/api/v1/timesheets/{id}/entries'].post.responses[422]).toBeDefined();
    for (const path of [
      '/api/v1/timesheets/doctors',
      '/api/v1/timesheets/institutions',
      '/api/v1/doctor-timesheets/{doctorId}/{id}',
      '/api/v1/institution-timesheets/{institutionId}',
      '/api/v1/timesheets/{id}/calendar',
      '/api/v1/timesheets/{id}/activate',
      '/api/v1/timesheets/{id}/entries/{entryId}',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    // The generic read routes of the registry stay documented next to them.
    expect(document.paths['/api/v1/timesheets/{id}'].get).toBeDefined();
  });
});
