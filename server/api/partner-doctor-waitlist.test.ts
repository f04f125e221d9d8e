import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { TPartnerDoctor } from '../../contracts/partner-doctors.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { PARTNER_DOCTOR_FIELDS } from '../../resources/partner-doctor-fields.ts';
import { createBookingWorld, type BookingWorld } from '../../tests/support/factories/booking.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { roles, useApiTestContext } from './testing.ts';

/** The partner turns the waitlist of one of its doctors off and on (docs/decisions/305): saved, logged, and obeyed by booking. */
const api = useApiTestContext();
let world: BookingWorld;

async function as(user: SessionUser | null, method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: unknown) {
  api.context.actAs(user);
  const response = await api.context.app.inject({ method, url: `/api/v1/${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

/** The doctor's form as the cabinet sends it back, with the switch set. */
const formOf = (doctor: TPartnerDoctor, is_waitlist: boolean) => ({
  ...Object.fromEntries(PARTNER_DOCTOR_FIELDS.map((field) => [field, doctor[field as keyof TPartnerDoctor]])),
  is_waitlist,
  version: doctor.version,
});

const stored = async () =>
  (await api.context.database.rows<{ is_waitlist: boolean }>(sql`select is_waitlist from doctors where id = ${world.doctor.id}`))[0].is_waitlist;
const bookingOffersWaitlist = async () => (await as(null, 'GET', `booking/doctors/${world.doctor.id}/options`)).body.data.waitlist as boolean;

beforeAll(async () => {
  world = await createBookingWorld(api.context.database.db);
});

describe(`the waitlist switch of a partner's doctor (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test("another partner's switch is not found and changes nothing", async () => {
    const doctor = (await as(world.partner, 'GET', `partners/doctors/${world.doctor.id}`)).body.data as TPartnerDoctor;
    expect(doctor.is_waitlist).toBe(true);
    expect((await as(world.otherPartner, 'PUT', `partners/doctors/${world.doctor.id}`, formOf(doctor, false))).status).toBe(404);
    expect((await as(world.otherPartner, 'GET', `partners/doctors/${world.doctor.id}`)).status).toBe(404);
    expect(await stored()).toBe(true);
    expect(await bookingOffersWaitlist()).toBe(true);
  });

  test('turned off by its partner: saved, logged as the partner’s edit by field name, and booking offers no "earlier, please"', async () => {
    const doctor = (await as(world.partner, 'GET', `partners/doctors/${world.doctor.id}`)).body.data as TPartnerDoctor;
    const off = await as(world.partner, 'PUT', `partners/doctors/${world.doctor.id}`, formOf(doctor, false));
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.is_waitlist).toBe(false);
    expect(await stored()).toBe(false);
    expect(await bookingOffersWaitlist()).toBe(false);

    const [line] = await api.context.database.rows<{ user_id: number; action: string; changes: { via: string; fields?: string[] } }>(
      sql`select user_id, action, changes from action_log where resource = 'doctors' and record_id = ${world.doctor.id} order by id desc limit 1`,
    );
    expect(line).toMatchObject({ user_id: world.partner.id, action: 'update', changes: { via: 'cabinet' } });
    expect(line.changes.fields).toContain('is_waitlist');

    const on = await as(world.partner, 'PUT', `partners/doctors/${world.doctor.id}`, formOf(off.body.data as TPartnerDoctor, true));
    expect(on.status).toBe(200);
    expect(await bookingOffersWaitlist()).toBe(true);
  });

  test('the back office reads and sets it as a field of the doctor', async () => {
    const read = await as(roles.administrator, 'GET', `doctors/${world.doctor.id}`);
    expect(read.body.data.is_waitlist).toBe(true);
    const saved = await as(roles.administrator, 'PATCH', `doctors/${world.doctor.id}`, { is_waitlist: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stored()).toBe(false);
  });
});
