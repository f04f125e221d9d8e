import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDoctorAppointmentList } from '../../contracts/doctor-appointments.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createAppointment, createDoctor, createPatient } from '../../tests/support/factories.ts';
import { type BookingWorld, createBookingWorld, giveDoctorCabinet } from '../../tests/support/factories/booking.ts';
import { sessionUser } from '../../tests/support/factories/accounts.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

let ctx: ApiTestContext;
let world: BookingWorld;
let doctorAccount: ReturnType<typeof sessionUser>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Five years and a half before today: a child of five on any day of the coming weeks. */
const childBirthday = () => new Date(Date.now() - 5.5 * 365.25 * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createApiTestContext();
  world = await createBookingWorld(ctx.database.db);
  doctorAccount = await giveDoctorCabinet(ctx.database.db, world);
  const visit = (start: number, values: Partial<Parameters<typeof createAppointment>[1]>) =>
    createAppointment(ctx.database.db, {
      doctor: world.doctor,
      start_at: new Date(start),
      institution_id: world.institution.id,
      service_id: world.service.id,
      patient_id: world.patient.id,
      booked_at: new Date(),
      ...values,
    });
  // The child's visit: booked by the mother for her son, she is the contact.
  await visit(Date.now() + 2 * DAY, {
    patient_first_name: 'Марк',
    patient_last_name: 'Петренко',
    patient_birthday: childBirthday(),
    patient_relation: 'son',
    contact_name: 'Петренко Олена',
    patient_phone: '380501112233',
  });
  await visit(Date.now() + 3 * DAY, {
    status: 'approved',
    patient_first_name: 'Ірина',
    patient_last_name: 'Бондар',
    patient_birthday: '1980-02-01',
    patient_phone: '380504445566',
  });
  await visit(Date.now() - 3 * DAY, { status: 'approved', patient_first_name: 'Тарас', patient_last_name: 'Минулий', patient_birthday: '1975-06-01' });
  await visit(Date.now() + 4 * DAY, { status: 'cancelled', cancelled_at: new Date(), patient_first_name: 'Ганна', patient_last_name: 'Скасована' });
  // A live hold and a hold that ran out: never the doctor's visits.
  await visit(Date.now() + 5 * DAY, { status: 'hold', booked_at: null, patient_first_name: 'Холд', patient_last_name: 'Тримає' });
  await visit(Date.now() + 6 * DAY, { status: 'expired', booked_at: null, patient_first_name: 'Холд', patient_last_name: 'Минув' });
  // Another doctor's visit at the same clinic.
  const other = await createDoctor(ctx.database.db, { institution: world.institution, specialization: world.specialization, status: 'active' });
  await createAppointment(ctx.database.db, {
    doctor: other,
    start_at: new Date(Date.now() + 2 * DAY + HOUR),
    institution_id: world.institution.id,
    booked_at: new Date(),
    patient_last_name: 'Чужий',
    patient_first_name: 'Пацієнт',
  });
});
afterAll(async () => ctx?.close());

async function list(query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/doctors/me/appointments${query}`, headers: { 'accept-language': 'ua' } });
  return { status: response.statusCode, body: response.json() as TDoctorAppointmentList, headers: response.headers };
}

const names = (body: TDoctorAppointmentList) => body.data.map((item) => item.patient.last_name);

describe(`the doctor's own appointments (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the coming visits of this doctor only, soonest first, with the child and the contact named', async () => {
    ctx.actAs(doctorAccount);
    const { status, body, headers } = await list();
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(names(body)).toEqual(['Петренко', 'Бондар']);
    expect(body.meta).toMatchObject({ current_page: 1, total: 2, per_page: 20 });
    const [child, adult] = body.data;
    expect(child.patient).toEqual({ first_name: 'Марк', last_name: 'Петренко', middle_name: null, age: 5, relation: 'son' });
    expect(child.contact).toEqual({ name: 'Петренко Олена', phone: '380501112233' });
    expect(child).toMatchObject({ status: 'booked', format: 'clinic', institution: { id: world.institution.id }, service: { id: world.service.id } });
    expect(child.time).toMatch(/^\d{2}:\d{2}$/);
    expect(adult.patient.relation).toBe('self');
    expect(adult.patient.age).toBeGreaterThanOrEqual(18);
    expect(adult.contact).toEqual({ name: null, phone: '380504445566' });
    // What the doctor does not need: payment, e-mail, the patient's own actions.
    expect(JSON.stringify(body)).not.toMatch(/email|can_cancel|payment_status/);
  });

  it('lists what is over or withdrawn as past, latest first, and never a hold', async () => {
    ctx.actAs(doctorAccount);
    const { status, body } = await list('?scope=past');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Скасована', 'Минулий']);
    expect(body.data.map((item) => item.status)).toEqual(['cancelled', 'approved']);
  });

  it('pages by 20 and refuses a malformed query', async () => {
    ctx.actAs(doctorAccount);
    expect((await list('?page=2')).body.data).toEqual([]);
    expect((await list('?scope=later')).status).toBe(422);
    expect((await list('?page=0')).status).toBe(422);
  });

  it('answers 401 without a session, 403 to a patient, a partner, and a doctor account without a doctor card', async () => {
    ctx.actAs(null);
    expect((await list()).status).toBe(401);
    ctx.actAs(world.patient);
    expect((await list()).status).toBe(403);
    ctx.actAs(world.partner);
    expect((await list()).status).toBe(403);
    const orphan = await createPatient(ctx.database.db, { user_type: 'doctor' });
    ctx.actAs(sessionUser(orphan.id, 'doctor'));
    expect((await list()).status).toBe(403);
  });

  it("shows another doctor only that doctor's visits", async () => {
    const account = await createPatient(ctx.database.db, { user_type: 'doctor' });
    const other = await createDoctor(ctx.database.db, {
      institution: world.institution,
      specialization: world.specialization,
      status: 'active',
      user_id: account.id,
    });
    await createAppointment(ctx.database.db, {
      doctor: other,
      start_at: new Date(Date.now() + DAY),
      institution_id: world.institution.id,
      booked_at: new Date(),
      patient_last_name: 'Свій',
    });
    ctx.actAs(sessionUser(account.id, 'doctor'));
    expect(names((await list()).body)).toEqual(['Свій']);
  });
});
