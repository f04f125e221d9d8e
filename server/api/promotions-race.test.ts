import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoctor, createInstitution, createService, createSpecialization } from '../../tests/support/factories.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

const DAY = 86_400_000;

/** Two staff acting on one promotion at once (docs/decisions/286). Races need a real server: PGlite runs one query at a time. */
describe.runIf(!!TEST_DATABASE_URL)('promotions under concurrency (PostgreSQL)', () => {
  let context: ApiTestContext;
  beforeAll(async () => {
    context = await createApiTestContext();
    context.actAs(roles.administrator);
  });
  afterAll(async () => context?.close());

  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const answer = await context.app.inject({ method, url: `/api/v1/${url}`, ...(payload && { payload }) });
    return { status: answer.statusCode, body: answer.body ? answer.json() : undefined };
  };

  async function draftWithService(cost = 100_000) {
    const db = context.database.db;
    const specialization = await createSpecialization(db);
    const institution = await createInstitution(db, { status: 'active' });
    const doctor = await createDoctor(db, { institution, specialization, status: 'active' });
    const service = await createService(db, { doctor, specialization_id: specialization.id, cost, status: 'active' });
    const created = await call('POST', 'promotions', {
      name_ua: `Гонка ${service.id}`,
      name_ru: `Гонка ${service.id}`,
      kind: 'temporary',
      discount_type: 'percentage',
      percentage: 10,
      start_at: new Date(Date.now() - DAY).toISOString(),
      end_at: new Date(Date.now() + DAY).toISOString(),
    });
    expect(created.status).toBe(201);
    return { id: created.body.data.id as number, doctor, service };
  }

  it('the same service added by two staff at once joins once; the other is told it already takes part', async () => {
    const { id, doctor, service } = await draftWithService();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', 'promotion-participants', { promotion_id: id, doctor_id: doctor.id, service_id: service.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    const [{ count }] = await context.database.rows<{ count: number }>(
      sql`select count(*)::int as count from promotion_participants where promotion_id = ${id}`,
    );
    expect(count).toBe(1);
  });

  it('start pressed by several staff at once starts once, and finish pressed twice finishes once', async () => {
    const { id, doctor, service } = await draftWithService();
    expect((await call('POST', 'promotion-participants', { promotion_id: id, doctor_id: doctor.id, service_id: service.id })).status).toBe(201);
    const starts = await Promise.all(Array.from({ length: 5 }, () => call('POST', `promotions/${id}/start`)));
    expect(starts.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const finishes = await Promise.all([call('POST', `promotions/${id}/finish`), call('POST', `promotions/${id}/finish`)]);
    expect(finishes.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const log = await context.database.rows<{ action: string }>(
      sql`select action from action_log where resource = 'promotions' and record_id = ${id} order by id`,
    );
    expect(log.map((line) => line.action)).toEqual(['create', 'start', 'finish']);
  });

  it('a price edit racing the start either lands first and is discounted, or is refused: never a running promotion with a stale cost', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { id, doctor, service } = await draftWithService(100_000);
      expect((await call('POST', 'promotion-participants', { promotion_id: id, doctor_id: doctor.id, service_id: service.id })).status).toBe(201);
      const [start, edit] = await Promise.all([call('POST', `promotions/${id}/start`), call('PATCH', `doctor-services/${service.id}`, { cost: 120_000 })]);
      expect(start.status).toBe(200);
      expect([200, 422]).toContain(edit.status);
      const [row] = await context.database.rows<{ cost: number; price: number; discounted: number }>(
        sql`select pp.cost, s.cost as price, pp.cost_with_discount as discounted from promotion_participants pp join doctor_services s on s.id = pp.service_id where pp.promotion_id = ${id}`,
      );
      expect(row.cost).toBe(row.price);
      expect(row.discounted).toBe(row.price * 0.9);
      expect(row.price).toBe(edit.status === 200 ? 120_000 : 100_000);
    }
  });

  it('a discount change racing a new participant prices every participant with the discount that stands', async () => {
    const { id, doctor, service } = await draftWithService(100_000);
    const second = await createService(context.database.db, {
      doctor,
      specialization_id: service.specialization_id,
      cost: 50_000,
      is_default: false,
      status: 'active',
    });
    expect((await call('POST', 'promotion-participants', { promotion_id: id, doctor_id: doctor.id, service_id: service.id })).status).toBe(201);
    const [add, change] = await Promise.all([
      call('POST', 'promotion-participants', { promotion_id: id, doctor_id: doctor.id, service_id: second.id }),
      call('PATCH', `promotions/${id}`, { percentage: 40 }),
    ]);
    expect([add.status, change.status]).toEqual([201, 200]);
    const rows = await context.database.rows<{ cost: number; discounted: number }>(
      sql`select cost, cost_with_discount as discounted from promotion_participants where promotion_id = ${id} order by cost desc`,
    );
    expect(rows).toEqual([
      { cost: 100_000, discounted: 60_000 },
      { cost: 50_000, discounted: 30_000 },
    ]);
  });
});
