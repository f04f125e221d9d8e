import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THold, TSlotDay } from '../../contracts/booking.ts';
import { type BookingWorld, createBookingWorld } from '../../tests/support/factories/booking.ts';
import { catalogs } from '../../app/i18n/catalogs.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

/**
 * One live hold per patient is a database guarantee (docs/decisions/172), so it must hold under parallel
 * requests. Races need real PostgreSQL: PGlite runs one query at a time and would hide them.
 */
describe.runIf(!!TEST_DATABASE_URL)('one live hold per patient under concurrency (PostgreSQL)', () => {
  let ctx: ApiTestContext;
  let world: BookingWorld;

  beforeAll(async () => {
    ctx = await createApiTestContext();
    world = await createBookingWorld(ctx.database.db);
    ctx.actAs(world.patient);
  });
  afterAll(async () => ctx?.close());

  async function freeStarts(count: number): Promise<string[]> {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/booking/doctors/${world.doctor.id}/slots?service_id=${world.service.id}&institution_id=${world.institution.id}`,
    });
    const days = (answer.json() as { data: { days: TSlotDay[] } }).data.days;
    return days
      .slice(1)
      .flatMap((day) => day.slots)
      .slice(0, count)
      .map((slot) => slot.start);
  }

  const hold = (start: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/booking/holds',
      payload: { doctor_id: world.doctor.id, institution_id: world.institution.id, service_id: world.service.id, format: 'clinic', start },
    });

  async function liveHolds(): Promise<number> {
    const [{ count }] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from appointments where patient_id = ${world.patient.id} and status = 'hold'`,
    );
    return count;
  }

  it('20 parallel holds of 20 different times by one patient leave exactly one live hold; the losers answer 409', async () => {
    const starts = await freeStarts(20);
    expect(starts).toHaveLength(20);
    const answers = await Promise.all(starts.map((start) => hold(start)));
    const codes = answers.map((answer) => answer.statusCode);
    // A request that starts after another committed replaces that hold (201); one that overlaps it loses (409).
    expect(codes.every((code) => code === 201 || code === 409)).toBe(true);
    expect(codes.filter((code) => code === 409).length).toBeGreaterThan(0);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(Object.values(catalogs.ua)).toContain((answer.json() as { message: string }).message);
    }
    expect(await liveHolds()).toBe(1);
    const won = answers.filter((a) => a.statusCode === 201).map((a) => (a.json() as { data: THold }).data.id);
    const [live] = await ctx.database.rows<{ id: number }>(sql`select id from appointments where patient_id = ${world.patient.id} and status = 'hold'`);
    expect(won).toContain(live.id);
  });

  it('her held time asked for by 10 tabs at once stays one hold: every answer is that hold or 409, never a second one (decision 182)', async () => {
    const [start] = await freeStarts(1);
    const first = (await hold(start)).json() as { data: THold };
    const answers = await Promise.all(Array.from({ length: 10 }, () => hold(start)));
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 201) expect((answer.json() as { data: THold }).data.id).toBe(first.data.id);
    }
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThan(0);
    const [live] = await ctx.database.rows<{ id: number }>(sql`select id from appointments where patient_id = ${world.patient.id} and status = 'hold'`);
    expect(live.id).toBe(first.data.id);
    expect(await liveHolds()).toBe(1);
  });

  it('a new hold replaces the live one and a hold past its time, inside one transaction', async () => {
    const [first, second, third] = await freeStarts(3);
    const held = (await hold(first)).json() as { data: THold };
    expect((await hold(second)).statusCode).toBe(201);
    const [replaced] = await ctx.database.rows<{ status: string }>(sql`select status from appointments where id = ${held.data.id}`);
    expect(replaced.status).toBe('cancelled');
    // A hold whose time ran out before the sweep flipped it still counts as free, not as a conflict.
    await ctx.database.exec(`update appointments set hold_expires_at = now() - interval '1 second' where patient_id = ${world.patient.id} and status = 'hold'`);
    expect((await hold(third)).statusCode).toBe(201);
    expect(await liveHolds()).toBe(1);
    const [{ expired }] = await ctx.database.rows<{ expired: number }>(
      sql`select count(*)::int as expired from appointments where patient_id = ${world.patient.id} and status = 'expired'`,
    );
    expect(expired).toBe(1);
  });
});
