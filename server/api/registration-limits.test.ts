import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_LIMITS } from '../../features/accounts/registration-limits.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { SAME_ORIGIN } from './auth-testing.ts';
import { createClockedAccountsApp, type ClockedAccountsApp } from './self-service-testing.ts';

let context: ClockedAccountsApp;
let database: TestDatabase;
let app: FastifyInstance;
const advance = (seconds: number) => context.advance(seconds);
let made = 0;
let addresses = 0;
const newAddress = () => `192.0.2.${(addresses += 1)}`;

beforeAll(async () => {
  context = await createClockedAccountsApp();
  ({ app, database } = context);
});
afterAll(() => context?.close());
beforeEach(() => {
  // Every window of the previous test has ended.
  advance(2 * REGISTRATION_LIMITS.emailsPerAddress.windowSeconds);
});

/** A valid registration with its own e-mail and phone unless given. */
function patient(overrides: Record<string, string> = {}) {
  made += 1;
  const n = String(5_000_000 + made);
  return {
    first_name: 'Олена',
    last_name: 'Коваль',
    birthday: '1990-05-17',
    phone: `38063${n}`,
    email: `limits.${n}@example.test`,
    gender: 'female',
    password: 'kvitka2024',
    password_confirmation: 'kvitka2024',
    ...overrides,
  };
}

const register = (address: string, body: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/patients/register', payload: body, headers: { ...SAME_ORIGIN, ...headers }, remoteAddress: address });
const statusesOf = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);

describe('registration limits', () => {
  const { perIp, perEmail, perPhone, emailsPerAddress } = REGISTRATION_LIMITS;

  it(`allows ${perIp.limit} registrations per address an hour, then 429 with Retry-After; other addresses go on`, async () => {
    const address = newAddress();
    for (let i = 0; i < perIp.limit; i += 1) expect((await register(address, patient())).statusCode).toBe(201);
    const refused = await register(address, patient());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(perIp.windowSeconds));
    expect(refused.json()).toEqual({ message: `Забагато реєстрацій, спробуйте ще раз через ${perIp.windowSeconds} с` });
    const russian = await register(address, patient(), { 'accept-language': 'ru' });
    expect(russian.json().message).toBe(`Слишком много регистраций, попробуйте снова через ${perIp.windowSeconds} с`);
    expect((await register(newAddress(), patient())).statusCode).toBe(201);
  });

  it(`allows ${perEmail.limit} tries per e-mail an hour from any addresses, so probing which e-mails exist stalls`, async () => {
    const email = `probe.${made}@example.test`;
    const answers = [];
    for (let i = 0; i <= perEmail.limit; i += 1) answers.push((await register(newAddress(), patient({ email }))).statusCode);
    expect(answers).toEqual([201, ...Array.from({ length: perEmail.limit - 1 }, () => 422), 429]);
  });

  it(`allows ${perPhone.limit} tries per phone an hour from any addresses`, async () => {
    const phone = `38063${String(9_000_000 + made)}`;
    const answers = [];
    for (let i = 0; i <= perPhone.limit; i += 1) answers.push((await register(newAddress(), patient({ phone }))).statusCode);
    expect(answers.at(-1)).toBe(429);
  });

  it('does not count a malformed form: nothing was looked up', async () => {
    const address = newAddress();
    for (let i = 0; i < perIp.limit + 2; i += 1) expect((await register(address, patient({ email: 'not an e-mail' }))).statusCode).toBe(422);
    expect((await register(address, patient())).statusCode).toBe(201);
  });

  it(`sends at most ${emailsPerAddress.limit} welcome e-mails to one address a day`, async () => {
    const email = `welcome.${made}@example.test`;
    for (let i = 0; i <= emailsPerAddress.limit; i += 1) {
      expect((await register(newAddress(), patient({ email }))).statusCode).toBe(201);
      // The account goes to trash, so the same address may register again an hour later.
      await database.rows(sql`update users set deleted_at = now() where lower(email) = ${email} and deleted_at is null`);
      advance(perEmail.windowSeconds);
    }
    const [{ count }] = await database.rows<{ count: number }>(sql`
      select count(*)::int as count from outbox_messages where channel = 'email' and recipient = ${email}`);
    expect(count).toBe(emailsPerAddress.limit);
  });

  it(`lets exactly ${perIp.limit} of ${perIp.limit + 10} parallel registrations from one address through`, async () => {
    const address = newAddress();
    const statuses = statusesOf(await Promise.all(Array.from({ length: perIp.limit + 10 }, () => register(address, patient()))));
    expect(statuses.filter((status) => status === 201)).toHaveLength(perIp.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
