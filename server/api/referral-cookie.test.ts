import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices, type Services } from '../../features/services.ts';
import { REFERRAL_COOKIE } from '../../contracts/referral-code.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';
import { SAME_ORIGIN } from './auth-testing.ts';

/** A share link's code remembered in a cookie attributes a registration made later (docs/decisions/265). */

let database: TestDatabase;
let services: Services;
let app: FastifyInstance;
let made = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database);
  app = await buildServer({ config: readConfig({}), services });
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

function register(extra: Record<string, unknown> = {}, cookie?: string) {
  made += 1;
  const n = String(5_000_000 + made);
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/patients/register',
    payload: {
      first_name: 'Ірина',
      last_name: 'Шевчук',
      birthday: '1992-03-04',
      gender: 'female',
      phone: `38063${n}`,
      email: `cookie.${n}@example.test`,
      password: 'kvitka2024',
      password_confirmation: 'kvitka2024',
      ...extra,
    },
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: `198.51.100.${made}`,
  });
}

const idOf = async (response: { json: () => { data: { id: number } } }) => response.json().data.id;
const referrerOf = async (id: number) =>
  (await database.rows<{ referrer_id: number }>(sql`select referrer_id from referrals where referred_id = ${id}`))[0]?.referrer_id;

it('a registration without a code in the form takes the remembered one, and the cookie is spent', async () => {
  const referrer = await idOf(await register());
  const code = await services.referrals.codeOf(referrer);
  const friend = await register({}, `${REFERRAL_COOKIE}=${code.toLowerCase()}`);
  expect(friend.statusCode).toBe(201);
  expect(await referrerOf(await idOf(friend))).toBe(referrer);
  const spent = friend.cookies.find((cookie) => cookie.name === REFERRAL_COOKIE);
  expect(spent?.value).toBe('');
});

it("the form's own code wins over the remembered one, and a remembered code that fits nobody changes nothing", async () => {
  const first = await idOf(await register());
  const second = await idOf(await register());
  const [a, b] = [await services.referrals.codeOf(first), await services.referrals.codeOf(second)];
  const friend = await register({ referral_code: b }, `${REFERRAL_COOKIE}=${a}`);
  expect(await referrerOf(await idOf(friend))).toBe(second);
  const nobody = await register({}, `${REFERRAL_COOKIE}=ZZZZZZZZ`);
  expect(nobody.statusCode).toBe(201);
  expect(await referrerOf(await idOf(nobody))).toBeUndefined();
});
