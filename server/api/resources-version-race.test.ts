import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { base, specialization } from './resources-testing.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

/**
 * Two people saving the same record read at the same version (docs/decisions/192): exactly one save wins.
 * Races need real PostgreSQL: PGlite runs one query at a time and would hide them.
 */
describe.runIf(!!TEST_DATABASE_URL)('saves at the same version under concurrency (PostgreSQL)', () => {
  let ctx: ApiTestContext;

  beforeAll(async () => {
    ctx = await createApiTestContext();
    ctx.actAs(roles.administrator);
  });
  afterAll(async () => ctx?.close());

  async function create(code: string): Promise<number> {
    const answer = await ctx.app.inject({ method: 'POST', url: base, payload: specialization(code) });
    expect(answer.statusCode).toBe(201);
    return (answer.json() as { data: { id: number } }).data.id;
  }

  const save = (id: number, payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: `${base}/${id}`, payload });

  it('two parallel saves at one version: one 200, one 409, and the winner’s values stored; repeated twenty times', async () => {
    for (let round = 0; round < 20; round += 1) {
      const id = await create(`race${round}`);
      const answers = await Promise.all(['first', 'second'].map((who) => save(id, specialization(`race${round}`, { name_ua: who, version: 1 }))));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json() as { data: { name_ua: string; version: number } };
      const loser = answers.find((answer) => answer.statusCode === 409)!.json() as { message: string };
      expect(winner.data.version).toBe(2);
      expect(loser.message).toBe(translate('ua', 'admin.record.changed'));
      const stored = (await ctx.app.inject({ method: 'GET', url: `${base}/${id}` })).json() as { data: { name_ua: string; version: number } };
      expect(stored.data).toMatchObject({ name_ua: winner.data.name_ua, version: 2 });
    }
  });

  it('eight parallel saves at one version: exactly one wins, seven answer 409', async () => {
    const id = await create('crowd');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => save(id, specialization('crowd', { order: index + 1, version: 1 }))));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    const stored = (await ctx.app.inject({ method: 'GET', url: `${base}/${id}` })).json() as { data: { order: number; version: number } };
    const winner = answers[codes.indexOf(200)].json() as { data: { order: number } };
    expect(stored.data).toMatchObject({ order: winner.data.order, version: 2 });
  });

  it('parallel saves without a version all pass, and each raises the version once', async () => {
    const id = await create('blind');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => save(id, specialization('blind', { order: index + 1 }))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const stored = (await ctx.app.inject({ method: 'GET', url: `${base}/${id}` })).json() as { data: { version: number } };
    expect(stored.data.version).toBe(7);
  });
});
