import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createAppointment, createDoctor, createInstitution, createService } from '../../tests/support/factories.ts';
import { appointments, doctor_services, timesheet_entries, timesheets } from './index.ts';

/** The SQLSTATE of a failed query, wherever the driver or Drizzle put it. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object') {
      if ('code' in current && typeof current.code === 'string') return current.code;
      current = (current as { cause?: unknown }).cause;
    }
    throw error;
  }
}

const at = (time: string) => new Date(`2030-03-04T${time}:00+02:00`);

describe(`booking guards (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it('refuses a second active appointment overlapping the first for the same doctor', async () => {
    const doctor = await createDoctor(database.db);
    await createAppointment(database.db, { doctor, start_at: at('10:00'), minutes: 30 });
    expect(await sqlState(createAppointment(database.db, { doctor, start_at: at('10:15'), minutes: 30 }))).toBe('23P01');
    expect(await sqlState(createAppointment(database.db, { doctor, start_at: at('10:00'), status: 'hold' }))).toBe('23P01');
    expect(await sqlState(createAppointment(database.db, { doctor, start_at: at('09:45'), status: 'approved' }))).toBe('23P01');
  });

  it('accepts back-to-back appointments and the same time with another doctor', async () => {
    const doctor = await createDoctor(database.db);
    const other = await createDoctor(database.db);
    await createAppointment(database.db, { doctor, start_at: at('12:00') });
    await createAppointment(database.db, { doctor, start_at: at('12:30') });
    await createAppointment(database.db, { doctor, start_at: at('11:30') });
    await createAppointment(database.db, { doctor: other, start_at: at('12:00') });
    const rows = await database.db.select().from(appointments).where(eq(appointments.doctor_id, doctor.id));
    expect(rows).toHaveLength(3);
  });

  it('lets cancelled, rejected and expired rows free the slot', async () => {
    const doctor = await createDoctor(database.db);
    for (const status of ['cancelled', 'rejected', 'expired'] as const) {
      await createAppointment(database.db, { doctor, start_at: at('15:00'), status });
    }
    const hold = await createAppointment(database.db, { doctor, start_at: at('15:00'), status: 'hold' });
    await database.db.update(appointments).set({ status: 'expired' }).where(eq(appointments.id, hold.id));
    await createAppointment(database.db, { doctor, start_at: at('15:00'), status: 'booked' });
  });

  it('checks times, hold expiry and the review target', async () => {
    const doctor = await createDoctor(database.db);
    expect(await sqlState(createAppointment(database.db, { doctor, start_at: at('16:00'), minutes: 0 }))).toBe('23514');
    expect(await sqlState(createAppointment(database.db, { doctor, start_at: at('17:00'), status: 'hold', hold_expires_at: null }))).toBe('23514');
    expect(await sqlState(database.exec(`insert into reviews (author_name, text, rating) values ('A', 'B', 5)`))).toBe('23514');
    expect(await sqlState(database.exec(`insert into reviews (doctor_id, author_name, text, rating) values (${doctor.id}, 'A', 'B', 6)`))).toBe('23514');
  });

  it('keeps one default service per doctor, not counting services in trash', async () => {
    const doctor = await createDoctor(database.db);
    const first = await createService(database.db, { doctor });
    await createService(database.db, { doctor, is_default: false });
    expect(await sqlState(createService(database.db, { doctor, is_default: true }))).toBe('23505');
    await database.db.update(doctor_services).set({ deleted_at: new Date() }).where(eq(doctor_services.id, first.id));
    await createService(database.db, { doctor, is_default: true });
  });

  it('bounds promotion discounts: percentage at most 99, amount at most four digits of hryvnias', async () => {
    const insert = (columns: string) =>
      database.exec(`insert into promotions (slug, name_ua, name_ru, discount_type, percentage, amount) values ('p-${Math.random()}', 'А', 'А', ${columns})`);
    expect(await sqlState(insert(`'percentage', 100, null`))).toBe('23514');
    expect(await sqlState(insert(`'amount', null, 1000000`))).toBe('23514');
    expect(await sqlState(insert(`'percentage', null, null`))).toBe('23514');
    expect(await sqlState(insert(`'amount', null, 999900`))).toBeUndefined();
  });

  it('refuses overlapping work intervals on one weekday of a timesheet', async () => {
    const institution = await createInstitution(database.db);
    const doctor = await createDoctor(database.db, { institution });
    const [sheet] = await database.db.insert(timesheets).values({ doctor_id: doctor.id, institution_id: institution.id }).returning();
    const entry = (weekday: number, start_time: string, end_time: string) =>
      database.db.insert(timesheet_entries).values({ timesheet_id: sheet.id, kind: 'work', weekday, start_time, end_time });
    await entry(1, '09:00', '13:00');
    await entry(1, '13:00', '17:00');
    await entry(2, '10:00', '14:00');
    expect(await sqlState(entry(1, '12:00', '14:00'))).toBe('23P01');
    expect(await sqlState(entry(3, '14:00', '10:00'))).toBe('23514');
  });
});

/**
 * Separate connections racing for one slot. Kept well under the server's default 100 connections: two test
 * files run at once, each with its own pool, and a refused connection would prove nothing about the guard.
 */
const RACERS = 30;

describe.runIf(!!TEST_DATABASE_URL)('double booking under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it(`lets exactly one of ${RACERS} simultaneous bookings of one slot through`, async () => {
    const doctor = await createDoctor(database.db);
    const [{ name }] = await database.rows<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const clients = Array.from({ length: RACERS }, () => new pg.Client({ connectionString: url.toString() }));
    // A connection the server drops while idle must not become an uncaught error of the whole run.
    for (const client of clients) client.on('error', () => undefined);
    try {
      await Promise.all(clients.map((client) => client.connect()));
      const start = at('09:00').toISOString();
      const end = at('09:30').toISOString();
      const results = await Promise.allSettled(
        clients.map((client) =>
          client.query(`insert into appointments (doctor_id, start_at, end_at, status) values ($1, $2, $3, 'booked')`, [doctor.id, start, end]),
        ),
      );
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { code?: string }).code);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      // Each loser is refused by the constraint (23P01) or, when two inserts wait on each other's index
      // entries, aborted by deadlock detection (40P01): PostgreSQL documents both for exclusion
      // constraints, and the booking service answers both as a lost race (features/booking/booking.ts).
      expect(refused.filter((code) => code !== '23P01' && code !== '40P01')).toEqual([]);
      const [{ count }] = await database.rows<{ count: number }>(sql`select count(*)::int as count from appointments where doctor_id = ${doctor.id}`);
      expect(count).toBe(1);
    } finally {
      await Promise.allSettled(clients.map((client) => client.end()));
    }
  });
});
