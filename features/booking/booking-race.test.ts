import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSlotDay } from '../../contracts/booking.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createMessenger } from '../messaging/messenger.ts';
import { DEFAULT_BOOKING_SETTINGS } from '../services.ts';
import { createBookingBackground } from './background.ts';
import { createBookingService, type BookingService } from './booking.ts';
import { bookRequest, createBookingWorld } from '../../tests/support/factories/booking.ts';
import { sessionUser } from '../../tests/support/factories/accounts.ts';
import { createPatient } from '../../tests/support/factories.ts';

/**
 * Races need real PostgreSQL: PGlite runs one statement at a time and would hide them (ARCHITECTURE §5).
 * Each racer gets its own pool, so the requests really are concurrent transactions.
 */
describe.runIf(!!TEST_DATABASE_URL)('booking under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function bookingOn(db: Database): BookingService {
    return createBookingService(db, { settings: DEFAULT_BOOKING_SETTINGS, messenger: createMessenger(db), siteOrigin: 'http://localhost' });
  }

  async function patients(count: number) {
    const users = [];
    for (let i = 0; i < count; i += 1) users.push(sessionUser((await createPatient(database.db)).id, 'patient'));
    return users;
  }

  async function overlaps(doctorId: number): Promise<number> {
    const [{ count }] = await database.rows<{ count: number }>(sql`
      select count(*)::int as count from appointments a join appointments b
        on a.doctor_id = b.doctor_id and a.id < b.id and a.during && b.during
      where a.doctor_id = ${doctorId} and a.status in ('hold', 'booked', 'approved') and b.status in ('hold', 'booked', 'approved')`);
    return count;
  }

  it('50 concurrent holds of one slot: exactly one wins, 49 get 409, no overlapping rows', async () => {
    const world = await createBookingWorld(database.db);
    // A connection for every racer: on a busy machine 25 requests queued behind 10 connections can wait past
    // the pool's 5 s and be answered 503 (the saturated-database answer), which is not the race under test.
    const pools = [await database.openInstance(25), await database.openInstance(25)];
    try {
      const instances = pools.map(bookingOn);
      const { days } = await instances[0].slots(world.doctor.id, { service_id: world.service.id, institution_id: world.institution.id });
      const slot = (days as TSlotDay[])[1].slots[4];
      const racers = await patients(50);
      const results = await Promise.allSettled(
        racers.map((user, i) =>
          instances[i % 2].hold(user, {
            doctor_id: world.doctor.id,
            institution_id: world.institution.id,
            service_id: world.service.id,
            format: 'clinic',
            start: slot.start,
          }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const statuses = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { status?: number }).status ?? String(r.reason));
      expect(won).toHaveLength(1);
      expect(statuses).toHaveLength(49);
      expect(new Set(statuses)).toEqual(new Set([409]));
      expect(await overlaps(world.doctor.id)).toBe(0);
    } finally {
      // Fifty connections are given back before the next race: the server serves a hundred to all test files.
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });

  it('overlapping slots of different durations: per hour either the hour or its two halves win, never an overlap', async () => {
    const world = await createBookingWorld(database.db);
    const instances = [bookingOn(database), bookingOn(await database.openInstance())];
    const short = (await instances[0].slots(world.doctor.id, { service_id: world.service.id, institution_id: world.institution.id })).days[2].slots;
    const long = (await instances[0].slots(world.doctor.id, { service_id: world.longService.id, institution_id: world.institution.id })).days[2].slots;
    // Four hours at once, each raced by an hour-long visit against its two half-hour visits (deadlocks under
    // the exclusion constraint are likely here, and must end as 409s, never as errors).
    const hours = ['10', '12', '14', '16'];
    const racers = await patients(hours.length * 9);
    const requests = racers.map((user, i) => {
      const hour = hours[i % hours.length];
      const kind = Math.floor(i / hours.length) % 3;
      const [service, start] =
        kind === 0
          ? [world.longService.id, long.find((s) => s.time === `${hour}:00`)!.start]
          : [world.service.id, short.find((s) => s.time === `${hour}:${kind === 1 ? '00' : '30'}`)!.start];
      return {
        user,
        hour,
        request: { doctor_id: world.doctor.id, institution_id: world.institution.id, service_id: service, format: 'clinic' as const, start },
      };
    });
    const results = await Promise.allSettled(requests.map(({ user, request }, i) => instances[i % 2].hold(user, request)));
    for (const hour of hours) {
      const won = results.filter((r, i) => requests[i].hour === hour && r.status === 'fulfilled').length;
      expect([1, 2]).toContain(won);
    }
    const refusals = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { status?: number; message?: string }).status ?? String(r.reason));
    expect(new Set(refusals)).toEqual(new Set([409]));
    expect(await overlaps(world.doctor.id)).toBe(0);
  });

  it('a hold that expires frees the slot for the next patient, also while the sweep races the new hold', async () => {
    const world = await createBookingWorld(database.db);
    const booking = bookingOn(database);
    const [first, second] = await patients(2);
    const slot = (await booking.slots(world.doctor.id, { service_id: world.service.id, institution_id: world.institution.id })).days[1].slots[2];
    const request = {
      doctor_id: world.doctor.id,
      institution_id: world.institution.id,
      service_id: world.service.id,
      format: 'clinic' as const,
      start: slot.start,
    };
    const held = await booking.hold(first, request);
    await database.exec(`update appointments set hold_expires_at = now() - interval '1 second' where id = ${held.id}`);
    const [, taken] = await Promise.all([booking.expireHolds(), booking.hold(second, request)]);
    expect(taken.start).toBe(slot.start);
    await expect(booking.book(first, held.id, bookRequest(world), 'ua')).rejects.toMatchObject({ status: 409, messageKey: 'slot.reservation.expired' });
    expect(await overlaps(world.doctor.id)).toBe(0);
  });

  it('two app instances run the reminder job: each reminder is sent once', async () => {
    const world = await createBookingWorld(database.db);
    const booking = bookingOn(database);
    const appointments = [];
    for (let i = 0; i < 6; i += 1) {
      const [user] = await patients(1);
      const slot = (await booking.slots(world.doctor.id, { service_id: world.service.id, institution_id: world.institution.id })).days[3].slots[i * 2];
      const held = await booking.hold(user, {
        doctor_id: world.doctor.id,
        institution_id: world.institution.id,
        service_id: world.service.id,
        format: 'clinic',
        start: slot.start,
      });
      appointments.push((await booking.book(user, held.id, bookRequest(world), 'ua')).id);
    }
    // Every reminder falls due now.
    await database.exec(`update jobs set run_at = now() - interval '1 minute' where kind = 'appointment.reminder'`);
    const [{ due }] = await database.rows<{ due: number }>(
      sql`select count(*)::int as due from jobs where kind = 'appointment.reminder' and status = 'pending'`,
    );
    expect(due).toBe(12);
    const second = await database.openInstance();
    const backgrounds = [database, second, database, second].map((db) =>
      createBookingBackground(db, bookingOn(db), { messenger: createMessenger(db), siteOrigin: 'http://localhost', batchSize: 100 }),
    );
    const handled = await Promise.all(backgrounds.map((background) => background.worker.runDue()));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(12);
    const [{ reminders }] = await database.rows<{ reminders: number }>(sql`
      select count(*)::int as reminders from notifications where type = 'reminder_appointment' and appointment_id = any(${`{${appointments.join(',')}}`}::int[])`);
    expect(reminders).toBe(12);
    const [{ texts }] = await database.rows<{ texts: number }>(
      sql`select count(*)::int as texts from outbox_messages where template = 'sms.appointment.notice' and body like '%Нагадування%'`,
    );
    expect(texts).toBe(12);
    expect(await Promise.all(backgrounds.map((background) => background.worker.runDue()))).toEqual([0, 0, 0, 0]);
  });
});
