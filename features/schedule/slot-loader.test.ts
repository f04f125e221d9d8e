import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medical_institutions, timesheets } from '../../db/schema/index.ts';
import { createAppointment, createDoctor, createInstitution, createService, createTimesheet, linkDoctor } from '../../tests/support/factories.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { clinicToday, loadFreeSlots } from './slot-loader.ts';

/** Monday 4 March 2030, 08:00 in Kyiv (winter time, UTC+2). */
const NOW = Date.parse('2030-03-04T08:00:00+02:00');
const kyiv = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);
const times = (slots: { date: string; time: string }[]) => slots.map((slot) => `${slot.date} ${slot.time}`);

describe(`free slots of many doctors (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  async function doctorWithHours(weekly: [number, string, string][], serviceMinutes?: number) {
    const institution = await createInstitution(database.db);
    const doctor = await createDoctor(database.db, { institution });
    if (serviceMinutes) await createService(database.db, { doctor, duration: serviceMinutes, is_default: true });
    await createTimesheet(database.db, { doctor, institution, weekly, slot_duration: 30 });
    return { doctor, institution };
  }

  it('steps by the default service, else by the timesheet, from today on in the clinic zone', async () => {
    const withService = await doctorWithHours([[1, '09:00', '11:00']], 60);
    const withoutService = await doctorWithHours([[1, '09:00', '10:00']]);
    const slots = await loadFreeSlots(database.db, { doctorIds: [withService.doctor.id, withoutService.doctor.id], days: 1, now: NOW });
    expect(times(slots.get(withService.doctor.id)!)).toEqual(['2030-03-04 09:00', '2030-03-04 10:00']);
    expect(times(slots.get(withoutService.doctor.id)!)).toEqual(['2030-03-04 09:00', '2030-03-04 09:30']);
    expect(slots.get(withService.doctor.id)![0]).toMatchObject({
      start: '2030-03-04T07:00:00.000Z',
      end: '2030-03-04T08:00:00.000Z',
      institution_id: withService.institution.id,
    });
    expect(clinicToday(Date.parse('2030-03-03T22:30:00Z'))).toBe('2030-03-04');
  });

  it('leaves out booked, approved and live holds, but not expired holds, cancellations or other doctors', async () => {
    const { doctor } = await doctorWithHours([[1, '09:00', '12:00']]);
    const other = await createDoctor(database.db);
    await createAppointment(database.db, { doctor, start_at: kyiv('2030-03-04', '09:00'), status: 'booked' });
    await createAppointment(database.db, { doctor, start_at: kyiv('2030-03-04', '09:30'), status: 'approved' });
    await createAppointment(database.db, { doctor, start_at: kyiv('2030-03-04', '10:00'), status: 'hold', hold_expires_at: new Date(NOW + 5 * 60_000) });
    // Expired ten minutes ago, not yet flipped to 'expired' by the job: the slot is free again.
    await createAppointment(database.db, { doctor, start_at: kyiv('2030-03-04', '10:30'), status: 'hold', hold_expires_at: new Date(NOW - 10 * 60_000) });
    await createAppointment(database.db, { doctor, start_at: kyiv('2030-03-04', '11:00'), status: 'cancelled' });
    await createAppointment(database.db, { doctor: other, start_at: kyiv('2030-03-04', '11:30'), status: 'booked' });
    const slots = await loadFreeSlots(database.db, { doctorIds: [doctor.id], days: 1, now: NOW });
    expect(times(slots.get(doctor.id)!)).toEqual(['2030-03-04 10:30', '2030-03-04 11:00', '2030-03-04 11:30']);
  });

  it('ignores inactive and trashed timesheets, institutions that are gone or take no slots, and workplaces left', async () => {
    const active = await doctorWithHours([[1, '09:00', '10:00']]);
    const inactive = await doctorWithHours([[1, '09:00', '10:00']]);
    await database.db.update(timesheets).set({ is_active: false }).where(eq(timesheets.doctor_id, inactive.doctor.id));
    const trashedSheet = await doctorWithHours([[1, '09:00', '10:00']]);
    await database.db.update(timesheets).set({ deleted_at: new Date() }).where(eq(timesheets.doctor_id, trashedSheet.doctor.id));
    const closed = await doctorWithHours([[1, '09:00', '10:00']]);
    await database.db.update(medical_institutions).set({ deleted_at: new Date() }).where(eq(medical_institutions.id, closed.institution.id));
    const requestsOnly = await doctorWithHours([[1, '09:00', '10:00']]);
    await database.db.update(medical_institutions).set({ is_work_without_slots: true }).where(eq(medical_institutions.id, requestsOnly.institution.id));
    const left = await createDoctor(database.db);
    await createTimesheet(database.db, { doctor: left, institution: active.institution, weekly: [[1, '09:00', '10:00']] });
    const ids = [active, inactive, trashedSheet, closed, requestsOnly].map((entry) => entry.doctor.id).concat(left.id);
    const slots = await loadFreeSlots(database.db, { doctorIds: ids, days: 1, now: NOW });
    expect(ids.map((id) => slots.get(id)!.length)).toEqual([2, 0, 0, 0, 0, 0]);
  });

  it('merges workplaces in time order, keeps one slot per start, and can keep to one institution', async () => {
    const first = await createInstitution(database.db);
    const second = await createInstitution(database.db);
    const doctor = await createDoctor(database.db, { institution: first });
    await createDoctor(database.db); // unrelated rows around
    await linkDoctor(database.db, doctor, { workplaces: [second] });
    await createTimesheet(database.db, { doctor, institution: first, weekly: [[1, '11:00', '12:00']] });
    await createTimesheet(database.db, { doctor, institution: second, weekly: [[1, '09:00', '10:00']] });
    // A second specialization's timesheet at the same clinic and hours yields the same slots once.
    await createTimesheet(database.db, { doctor, institution: second, weekly: [[1, '09:00', '10:00']] });
    const slots = (await loadFreeSlots(database.db, { doctorIds: [doctor.id], days: 1, now: NOW })).get(doctor.id)!;
    expect(slots.map((slot) => [slot.time, slot.institution_id])).toEqual([
      ['09:00', second.id],
      ['09:30', second.id],
      ['11:00', first.id],
      ['11:30', first.id],
    ]);
    const limited = (await loadFreeSlots(database.db, { doctorIds: [doctor.id], days: 1, limit: 1, now: NOW })).get(doctor.id)!;
    expect(limited.map((slot) => slot.time)).toEqual(['09:00', '11:00']);
    const atFirst = (await loadFreeSlots(database.db, { doctorIds: [doctor.id], institutionId: first.id, days: 1, now: NOW })).get(doctor.id)!;
    expect(atFirst.map((slot) => slot.time)).toEqual(['11:00', '11:30']);
  });

  it('applies dated exceptions inside the window and ignores those outside', async () => {
    const institution = await createInstitution(database.db);
    const doctor = await createDoctor(database.db, { institution });
    await createTimesheet(database.db, {
      doctor,
      institution,
      weekly: [
        [1, '09:00', '10:00'],
        [2, '09:00', '10:00'],
      ],
      entries: [
        { kind: 'day_off', date_from: '2030-03-05', date_to: '2030-03-05' },
        { kind: 'day_off', date_from: '2030-04-01', date_to: '2030-04-30' },
      ],
    });
    const slots = (await loadFreeSlots(database.db, { doctorIds: [doctor.id], days: 8, now: NOW })).get(doctor.id)!;
    expect([...new Set(slots.map((slot) => slot.date))]).toEqual(['2030-03-04', '2030-03-11']);
  });

  it('answers for many doctors in the same two queries', async () => {
    const institution = await createInstitution(database.db);
    const doctors = [];
    for (let i = 0; i < 30; i++) {
      const doctor = await createDoctor(database.db, { institution });
      await createTimesheet(database.db, { doctor, institution, weekly: [[1, '09:00', '10:00']] });
      doctors.push(doctor);
    }
    let queries = 0;
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'execute') queries++;
        return Reflect.get(target, property, receiver);
      },
    });
    const slots = await loadFreeSlots(counting, { doctorIds: doctors.map((doctor) => doctor.id), days: 14, limit: 6, now: NOW });
    expect(queries).toBe(2);
    expect([...slots.values()].map((list) => list.length)).toEqual(doctors.map(() => 4));
  });
});
