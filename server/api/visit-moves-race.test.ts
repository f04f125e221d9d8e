import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/sql.ts';
import { addDays, CLINIC_TIME_ZONE, zonedInstant } from '../../contracts/zoned-time.ts';
import { ZVisitMoveCreate } from '../../contracts/visit-moves.ts';
import { clinicToday } from '../../features/schedule/slot-loader.ts';
import { createVisitMoveService } from '../../features/visit-moves/service.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { type BookingWorld, bookingPatient, createBookingWorld } from '../../tests/support/factories/booking.ts';
import { sessionUser } from '../../tests/support/factories/accounts.ts';
import { createAppointment, createDoctor, createPatient, createService, createTimesheet } from '../../tests/support/factories.ts';
import { morePatients, runJobsUntilIdle } from '../../tests/support/waitlist-world.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

const EVERY_DAY: [number, string, string][] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '08:00', '20:00']);
const DOCTORS = 20;
const VISITS_EACH = 10;

/**
 * A clinic's move of 200 visits while its patients cancel and the public books beside it (docs/decisions/309), on
 * real PostgreSQL (PGlite runs one query at a time and would hide the race): each visit is caught once, none in the
 * closed range is missed, and a move that dies half-way leaves nothing done.
 */
describe.runIf(!!TEST_DATABASE_URL)('moving every visit under concurrency (PostgreSQL)', () => {
  let ctx: ApiTestContext;
  beforeAll(async () => {
    ctx = await createApiTestContext();
  });
  afterAll(async () => ctx?.close());

  /** The world's clinic with 20 doctors, each booked 08:00–13:00 two days from now by ten patients of their own. */
  async function busyClinic(world: BookingWorld) {
    const { db } = ctx.database;
    const day = addDays(clinicToday(Date.now()), 2);
    const doctors = [{ doctor: world.doctor, service: world.service }];
    for (let i = 1; i < DOCTORS; i += 1) {
      const doctor = await createDoctor(db, { institution: world.institution, specialization: world.specialization, status: 'active' });
      const service = await createService(db, {
        doctor,
        specialization_id: world.specialization.id,
        duration: 30,
        cost: 50_000,
        is_default: true,
        format: 'offline',
      });
      await createTimesheet(db, { doctor, institution: world.institution, weekly: EVERY_DAY, slot_duration: 30 });
      doctors.push({ doctor, service });
    }
    const patients = await morePatients(db, DOCTORS * VISITS_EACH);
    const visits: { id: number; doctorId: number; serviceId: number; start: Date; patient: SessionUser }[] = [];
    for (const [d, { doctor, service }] of doctors.entries()) {
      for (let v = 0; v < VISITS_EACH; v += 1) {
        const patient = patients[d * VISITS_EACH + v];
        const start = new Date(zonedInstant(day, 8 * 60 + v * 30, CLINIC_TIME_ZONE));
        const row = await createAppointment(db, {
          doctor,
          start_at: start,
          institution_id: world.institution.id,
          service_id: service.id,
          specialization_id: world.specialization.id,
          patient_id: patient.id,
          booked_at: new Date(),
          application_number: `RACE-${doctor.id}-${v}`,
        });
        visits.push({ id: row.id, doctorId: doctor.id, serviceId: service.id, start, patient });
      }
    }
    const range = ZVisitMoveCreate.parse({ institution_id: world.institution.id, day, start_time: '08:00', end_time: '13:00' });
    return { day, visits, range };
  }

  it('200 visits moved by two racing moves while 20 patients cancel and 19 book beside it: each caught once, none missed', async () => {
    const { db } = ctx.database;
    const world = await createBookingWorld(db);
    const { visits, range } = await busyClinic(world);
    const staff = sessionUser((await createPatient(db, { user_type: 'user' })).id, 'user');
    // Nineteen times were freed just before (not of the first doctor, whom staff move at once too); twenty more
    // patients cancel during the move.
    const freed = visits.filter((visit, index) => index % 10 === 0 && visit.doctorId !== world.doctor.id);
    for (const visit of freed) await ctx.services.booking.cancel(visit.patient, visit.id, 'ua');
    const cancelling = visits.filter((_, index) => index % 10 === 5);
    const bookers = await morePatients(db, freed.length);
    // Bookers go for the freed times over the first two seconds: before the move writes its range they become
    // visits (and are moved); while it writes, they wait for it; after it, the range is closed.
    const book = async (booker: SessionUser, target: (typeof visits)[number], delay: number) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      const input = {
        doctor_id: target.doctorId,
        institution_id: world.institution.id,
        service_id: target.serviceId,
        format: 'clinic' as const,
        start: target.start.toISOString(),
      };
      const held = await ctx.services.booking.hold(booker, input);
      return ctx.services.booking.book(
        booker,
        held.id,
        {
          city_id: world.city.id,
          specialization_id: world.specialization.id,
          patient: bookingPatient,
          accept_terms: true,
          accept_privacy: true,
          for_whom: { kind: 'self' },
        } as never,
        'ua',
      );
    };
    const outcomes = await Promise.allSettled([
      ctx.services.visitMoves.partner.move(world.partner, range, 'ua'),
      ...cancelling.map((visit) => ctx.services.booking.cancel(visit.patient, visit.id, 'ua')),
      ...bookers.map((booker, index) => book(booker, freed[index], index * 100)),
      // Staff move the first doctor's same range at the same time.
      ctx.services.visitMoves.staff.move(staff, { ...range, doctor_id: world.doctor.id }, 'ua'),
    ]);
    const [partnerMove, ...rest] = outcomes;
    const staffMove = rest.pop()!;
    expect(partnerMove.status).toBe('fulfilled');
    expect(staffMove.status).toBe('fulfilled');
    // Patients and bookers lost only to the move or to each other, with a conflict: never an error of another kind.
    for (const outcome of rest) {
      if (outcome.status === 'rejected') expect((outcome.reason as { status?: number }).status, String(outcome.reason)).toBe(409);
    }
    await runJobsUntilIdle(ctx.database, ctx.services.waitlist.jobs);

    const totals = [partnerMove, staffMove].map((outcome) => (outcome as PromiseFulfilledResult<{ total: number }>).value.total);
    const items = await selectRows<{ appointment_id: number; caught: number }>(
      db,
      sql`select i.appointment_id, count(*)::int as caught from visit_move_items i join visit_moves m on m.id = i.move_id
          where m.institution_id = ${world.institution.id} group by i.appointment_id`,
    );
    // Each visit caught once, by one of the two moves; together they caught what was live when they ran.
    expect(items.every((item) => item.caught === 1)).toBe(true);
    expect(totals[0] + totals[1]).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(DOCTORS * VISITS_EACH - freed.length - cancelling.length);

    // None missed: every visit still in the closed range at its old time was caught, and nothing booked into it since.
    const missed = await selectRows<{ id: number }>(
      db,
      sql`select a.id from appointments a
          where a.institution_id = ${world.institution.id} and a.status in ('booked', 'approved', 'offered')
            and a.start_at < ${new Date(zonedInstant(range.day, 13 * 60, CLINIC_TIME_ZONE)).toISOString()}::timestamptz
            and a.end_at > ${new Date(zonedInstant(range.day, 8 * 60, CLINIC_TIME_ZONE)).toISOString()}::timestamptz
            and not exists (select 1 from visit_move_items i where i.appointment_id = a.id and i.start_at = a.start_at)`,
    );
    expect(missed).toEqual([]);
    // Each caught patient was told once, and holds at most one offered time, outside the range.
    const told = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from appointment_events where action = 'move_asked' and appointment_id = any(${`{${items.map((item) => item.appointment_id).join(',')}}`}::int[])`,
    );
    expect(told[0].n).toBe(items.length);
    const openOffers = await selectRows<{ request_id: number; n: number }>(
      db,
      sql`select o.request_id, count(*)::int as n from waitlist_offers o join visit_move_items i on i.request_id = o.request_id
          where o.status = 'open' and i.appointment_id = any(${`{${items.map((item) => item.appointment_id).join(',')}}`}::int[]) group by o.request_id`,
    );
    expect(openOffers.every((row) => row.n === 1)).toBe(true);
    expect(openOffers.length).toBeGreaterThan(0);
  }, 120_000);

  it('a move that dies half-way leaves nothing done, and the next try moves every visit', async () => {
    const { db } = ctx.database;
    const world = await createBookingWorld(db);
    const { visits, range } = await busyClinic(world);
    let sent = 0;
    const { context } = ctx.services.waitlist;
    const dying = createVisitMoveService({
      ...context,
      messenger: {
        ...context.messenger,
        sendSms: async (...args: Parameters<typeof context.messenger.sendSms>) => {
          sent += 1;
          if (sent === 100) throw new Error('the server died');
          return context.messenger.sendSms(...args);
        },
      },
    });
    await expect(dying.partner.move(world.partner, range, 'ua')).rejects.toThrow('the server died');
    const left = await selectRows<{ moves: number; items: number; absences: number }>(
      db,
      sql`select (select count(*)::int from visit_moves where institution_id = ${world.institution.id}) as moves,
                 (select count(*)::int from visit_move_items i where i.appointment_id = any(${`{${visits.map((visit) => visit.id).join(',')}}`}::int[])) as items,
                 (select count(*)::int from timesheet_entries e join timesheets t on t.id = e.timesheet_id where t.institution_id = ${world.institution.id} and e.kind = 'absence') as absences`,
    );
    expect(left[0]).toEqual({ moves: 0, items: 0, absences: 0 });

    const moved = await ctx.services.visitMoves.partner.move(world.partner, range, 'ua');
    expect(moved.total).toBe(DOCTORS * VISITS_EACH);
  }, 120_000);
});
