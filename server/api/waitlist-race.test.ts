import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, jobs, waitlist_offers, waitlist_requests } from '../../db/schema/index.ts';
import type { JobHandler } from '../../features/jobs/queue.ts';
import { WAITLIST_MATCH_JOB } from '../../features/waitlist/context.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { type BookingWorld, createBookingWorld } from '../../tests/support/factories/booking.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { runJobsUntilIdle, fullMorning, morePatients, morningRequest, occupying, offersOf } from '../../tests/support/waitlist-world.ts';
import { ZWaitlistCreate } from '../../contracts/waitlist.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

/**
 * A freed time is taken once, whoever races for it (docs/decisions/303): the offer to the first in line and the
 * public's holds meet at the appointments' no-overlap constraint. And a worker that dies while making an offer
 * leaves nothing held: the job's transaction rolls back, and the job makes the offer when it runs again.
 * Real PostgreSQL: PGlite runs one query at a time and would hide the race.
 */
describe.runIf(!!TEST_DATABASE_URL)('the waitlist under concurrency (PostgreSQL)', () => {
  let ctx: ApiTestContext;
  beforeAll(async () => {
    ctx = await createApiTestContext();
  });
  afterAll(async () => ctx?.close());

  const runJobs = (handlers: Record<string, JobHandler> = ctx.services.waitlist.jobs) => runJobsUntilIdle(ctx.database, handlers);

  /** Twenty patients wait for the full morning, in this order. */
  async function twentyWaiting(world: BookingWorld, day: string): Promise<SessionUser[]> {
    const waiting = await morePatients(ctx.database.db, 20);
    for (const patient of waiting) await ctx.services.waitlist.create(patient, ZWaitlistCreate.parse(morningRequest(world, day)), 'ua');
    await runJobs();
    return waiting;
  }

  it('a freed time with 20 waiting and 20 public bookers racing ends as one occupant, and the offers go down the line in order', async () => {
    const { db } = ctx.database;
    const world = await createBookingWorld(db);
    const { day, at, visits } = await fullMorning(db, world);
    const waiting = await twentyWaiting(world, day);
    const bookers = await morePatients(db, 20);
    const time = at('09:30');

    await ctx.services.booking.cancel(world.otherPatient, visits[3].id, 'ua');
    const input = {
      doctor_id: world.doctor.id,
      institution_id: world.institution.id,
      service_id: world.service.id,
      format: 'clinic' as const,
      start: time.toISOString(),
    };
    const outcomes = await Promise.allSettled([runJobs(), ...bookers.map((booker) => ctx.services.booking.hold(booker, input))]);
    const holds = outcomes.slice(1).filter((outcome) => outcome.status === 'fulfilled');
    const offers = await offersOf(db, world.doctor.id);

    const occupants = await occupying(db, world.doctor.id, time);
    expect(occupants).toHaveLength(1);
    expect(holds.length + offers.length).toBe(1);
    // Every loser heard "taken", never an error of another kind.
    for (const outcome of outcomes.slice(1)) {
      if (outcome.status === 'rejected') expect((outcome.reason as { status?: number }).status).toBe(409);
    }

    // If the public won, letting the hold go offers the time to the line.
    if (holds.length) {
      const winner = bookers.find((booker) => booker.id === occupants[0].patient_id)!;
      await ctx.services.booking.release(winner, occupants[0].id);
      await runJobs();
    }
    // The audit: each decline passes the time to the next in line, in the order they asked.
    for (const patient of waiting) {
      const open = (await offersOf(db, world.doctor.id)).filter((offer) => offer.status === 'open');
      expect(open.map((offer) => offer.patient_id)).toEqual([patient.id]);
      expect(await occupying(db, world.doctor.id, time)).toEqual([expect.objectContaining({ status: 'offered', patient_id: patient.id })]);
      await ctx.services.waitlist.decline(patient, open[0].id, 'ua');
    }
    const audit = await offersOf(db, world.doctor.id);
    expect(audit.map((offer) => offer.patient_id)).toEqual(waiting.map((patient) => patient.id));
    expect(audit.every((offer) => offer.status === 'declined' && offer.start_ms === time.getTime())).toBe(true);
    expect(await occupying(db, world.doctor.id, time)).toEqual([]);
  });

  it('a worker that dies while making an offer leaves no held time, and the offer is made when the job runs again', async () => {
    const { db } = ctx.database;
    const world = await createBookingWorld(db);
    const { day, at, visits } = await fullMorning(db, world);
    const [first] = await twentyWaiting(world, day);

    await ctx.services.booking.cancel(world.otherPatient, visits[0].id, 'ua');
    const dying: JobHandler = async (tx, payload, job) => {
      await ctx.services.waitlist.jobs[WAITLIST_MATCH_JOB](tx, payload, job);
      expect(await offersOf(tx, world.doctor.id)).toHaveLength(1);
      throw new Error('the worker died');
    };
    await runJobs({ ...ctx.services.waitlist.jobs, [WAITLIST_MATCH_JOB]: dying });
    expect(await offersOf(db, world.doctor.id)).toEqual([]);
    expect(await occupying(db, world.doctor.id, at('08:00'))).toEqual([]);
    const [job] = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${WAITLIST_MATCH_JOB} and ${jobs.payload}->>'doctor_id' = ${String(world.doctor.id)}`)
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });

    // Its retry comes due: the offer is made once.
    await db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.id, job.id));
    await runJobs();
    const offers = await offersOf(db, world.doctor.id);
    expect(offers).toEqual([expect.objectContaining({ patient_id: first.id, status: 'open', start_ms: at('08:00').getTime() })]);
    const [held] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.id, (await db.select().from(waitlist_offers).where(eq(waitlist_offers.id, offers[0].id)))[0].appointment_id));
    expect(held.status).toBe('offered');
    expect((await db.select().from(waitlist_requests).where(eq(waitlist_requests.patient_id, first.id)))[0].status).toBe('waiting');
  });
});
