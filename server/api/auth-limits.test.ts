import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsService, type AccountsService } from '../../features/accounts/accounts.ts';
import { delayAfter, LOGIN_ATTEMPT_LIMITS } from '../../features/accounts/login-attempts.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';

let database: TestDatabase;
let app: FastifyInstance;
let accounts: AccountsService;
let clock = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
let addressCounter = 0;
/** A fresh client address per call site, so per-address counters never leak between tests. */
const newAddress = () => `198.51.100.${(addressCounter += 1)}`;
let phoneCounter = 0;
const newPhone = () => `38067${String(1_000_000 + (phoneCounter += 1)).slice(1)}00`.slice(0, 12);

const { perPair, perIp } = LOGIN_ATTEMPT_LIMITS;

beforeAll(async () => {
  database = await createTestDatabase();
  accounts = createAccountsService(database, { now: () => clock });
  const services = { ...createServices(database), accounts };
  app = await buildServer({ config: readConfig({}), services });
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});
beforeEach(() => {
  // Far apart: pairs and windows left by one test are forgotten before the next.
  advance(2 * perPair.forgetAfterSeconds);
});

const login = (address: string, body: Record<string, unknown>, headers: Record<string, string> = {}, area = 'patients') =>
  app.inject({ method: 'POST', url: `/api/v1/auth/${area}/login`, payload: body, headers, remoteAddress: address });

/** Fails from `address` until the pair has `count` failures, waiting out each delay as a patient attacker would. */
async function failUntil(address: string, loginText: string, count: number, area = 'patients') {
  for (let i = 0; i < count; i += 1) {
    const answer = await login(address, { login: loginText, password: `wrong ${i}` }, {}, area);
    expect(answer.statusCode, `failure ${i + 1}`).toBe(401);
    advance(delayAfter(i + 1, perPair, true));
  }
}

/** The last SMS to a phone, once the codes being sent in the background are queued. */
const lastSms = async (phone: string) => {
  await accounts.settled();
  const [row] = await database.rows<{ body: string }>(sql`
    select body from outbox_messages where channel = 'sms' and recipient = ${phone} order by id desc limit 1`);
  return row?.body;
};
const codeIn = (body: string | undefined) => /\b(\d{6})\b/.exec(body ?? '')?.[1];

describe('failed sign-ins are slowed per account and client address', () => {
  it(`gives ${perPair.freeFailures} free failures, then a growing wait answered 429 with Retry-After`, async () => {
    const patient = await createAccount(database, { user_type: 'patient', phone: newPhone() });
    const address = newAddress();
    for (let i = 0; i < perPair.freeFailures; i += 1) {
      expect((await login(address, { login: patient.email, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    const waiting = await login(address, { login: patient.email, password: patient.password });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe(String(perPair.firstDelaySeconds));
    expect(waiting.json()).toEqual({ message: `Забагато спроб, спробуйте ще раз через ${perPair.firstDelaySeconds} с` });
    advance(10);
    const russian = await login(address, { login: patient.email, password: patient.password }, { 'accept-language': 'ru' });
    expect(russian.headers['retry-after']).toBe(String(perPair.firstDelaySeconds - 10));
    expect(russian.json().message).toBe(`Слишком много попыток, попробуйте снова через ${perPair.firstDelaySeconds - 10} с`);

    advance(perPair.firstDelaySeconds);
    expect((await login(address, { login: patient.email, password: 'wrong again' })).statusCode).toBe(401);
    const longer = await login(address, { login: patient.email, password: patient.password });
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe(String(2 * perPair.firstDelaySeconds));
    advance(2 * perPair.firstDelaySeconds);
    expect((await login(address, { login: patient.email, password: patient.password })).statusCode).toBe(200);
  });

  it('never keeps the owner at another address out, however long the attacker tries', async () => {
    const administrator = await createAccount(database, { user_type: 'user' });
    const attacker = newAddress();
    for (let i = 0; i < 40; i += 1) {
      advance(perPair.maxDelaySeconds);
      expect((await login(attacker, { login: administrator.email, password: `guess ${i}` }, {}, 'admins')).statusCode).toBe(401);
    }
    expect((await login(attacker, { login: administrator.email, password: administrator.password }, {}, 'admins')).statusCode).toBe(429);
    const owner = await login(newAddress(), { login: administrator.email, password: administrator.password }, {}, 'admins');
    expect(owner.statusCode).toBe(200);
  });

  it('counts the e-mail and the phone of one account as one', async () => {
    const phone = newPhone();
    const patient = await createAccount(database, { user_type: 'patient', phone });
    const address = newAddress();
    for (let i = 0; i < perPair.freeFailures; i += 1) {
      const typed = i % 2 ? patient.email : `+${phone}`;
      expect((await login(address, { login: typed, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    expect((await login(address, { login: `0${phone.slice(3)}`, password: 'wrong' })).statusCode).toBe(429);
  });

  it('slows unknown logins the same way, so the answers reveal nothing', async () => {
    const address = newAddress();
    for (let i = 0; i < perPair.freeFailures; i += 1) await login(address, { login: 'ghost@example.test', password: 'wrong 1' });
    expect((await login(address, { login: 'Ghost@Example.test', password: 'wrong 1' })).statusCode).toBe(429);
  });

  it('forgets the failures of a pair once it signs in', async () => {
    const patient = await createAccount(database, { user_type: 'patient', phone: newPhone() });
    const address = newAddress();
    await failUntil(address, patient.email, perPair.freeFailures - 1);
    expect((await login(address, { login: patient.email, password: patient.password })).statusCode).toBe(200);
    await failUntil(address, patient.email, perPair.freeFailures - 1);
    expect((await login(address, { login: patient.email, password: 'wrong' })).statusCode).toBe(401);
  });

  it(`allows ${perIp.limit} password checks per address across accounts, other addresses unaffected`, async () => {
    const address = newAddress();
    for (let i = 0; i < perIp.limit; i += 1) {
      expect((await login(address, { login: `guess${i}@example.test`, password: 'wrong 1' })).statusCode).toBe(401);
    }
    const blocked = await login(address, { login: 'another@example.test', password: 'wrong 1' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(newAddress(), { login: 'another@example.test', password: 'wrong 1' })).statusCode).toBe(401);
  });

  it('counts one IPv6 /64 as one address', async () => {
    const patient = await createAccount(database, { user_type: 'patient', phone: newPhone() });
    for (let i = 0; i < perPair.freeFailures; i += 1) {
      expect((await login(`2001:db8:aa:${addressCounter}::${i + 1}`, { login: patient.email, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    const rotated = await login(`2001:db8:aa:${addressCounter}::ffff`, { login: patient.email, password: 'wrong' });
    expect(rotated.statusCode).toBe(429);
    expect((await login(newAddress(), { login: patient.email, password: patient.password })).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const staff = await createAccount(database);
    const address = newAddress();
    for (let i = 0; i < perIp.limit + 5; i += 1) {
      expect((await login(address, { login: staff.email, password: staff.password }, {}, 'admins')).statusCode).toBe(200);
    }
  });
});

describe('past the proof threshold the pair must add the SMS code', () => {
  it('asks for the code, sends it only after the right password, and signs in with both', async () => {
    const phone = newPhone();
    const patient = await createAccount(database, { user_type: 'patient', phone });
    const address = newAddress();
    await failUntil(address, patient.email, perPair.proofAfterFailures);

    const wrongPassword = await login(address, { login: patient.email, password: 'still guessing' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(await lastSms(phone)).toBeUndefined();
    const rightPassword = await login(address, { login: patient.email, password: patient.password });
    // The same answer for a right and a wrong password: it tells nothing about the password.
    expect(rightPassword.statusCode).toBe(422);
    expect(rightPassword.body).toBe(wrongPassword.body);
    expect(rightPassword.json()).toEqual({
      message: 'Забагато невдалих спроб входу. Щоб увійти, введіть також код із SMS',
      errors: { sms_code: ['Якщо логін і пароль правильні, ми надіслали код на телефон облікового запису. Введіть його'] },
    });
    const code = codeIn(await lastSms(phone));
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await login(address, { login: patient.email, password: patient.password, sms_code: wrongCode });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ sms_code: ['Неправильний SMS-код. Спробуйте ще раз або надішліть код повторно'] });
    // The code alone is not enough either.
    expect((await login(address, { login: patient.email, password: 'wrong', sms_code: code })).statusCode).toBe(401);

    const signedIn = await login(address, { login: patient.email, password: patient.password, sms_code: code });
    expect(signedIn.statusCode).toBe(200);
    // Single use, and the pair starts over after the success.
    expect((await login(address, { login: patient.email, password: patient.password })).statusCode).toBe(200);
  });

  it('never asks the owner at another address for a code', async () => {
    const patient = await createAccount(database, { user_type: 'patient', phone: newPhone() });
    const attacker = newAddress();
    await failUntil(attacker, patient.email, perPair.proofAfterFailures);
    expect((await login(attacker, { login: patient.email, password: 'guess' })).statusCode).toBe(422);
    expect((await login(newAddress(), { login: patient.email, password: patient.password })).statusCode).toBe(200);
  });

  it('sends no more than one code a minute, however often the right password comes', async () => {
    const phone = newPhone();
    const patient = await createAccount(database, { user_type: 'patient', phone });
    const address = newAddress();
    await failUntil(address, patient.email, perPair.proofAfterFailures);
    for (let i = 0; i < 5; i += 1) await login(address, { login: patient.email, password: patient.password });
    await accounts.settled();
    const [{ count }] = await database.rows<{ count: number }>(sql`
      select count(*)::int as count from outbox_messages where channel = 'sms' and recipient = ${phone}`);
    expect(count).toBe(1);
  });

  it('keeps only the growing wait, up to its ceiling, for an account without a phone', async () => {
    const staff = await createAccount(database);
    const address = newAddress();
    for (let i = 0; i < perPair.proofAfterFailures + 2; i += 1) {
      advance(delayAfter(i, perPair, false));
      expect((await login(address, { login: staff.email, password: `wrong ${i}` }, {}, 'admins')).statusCode).toBe(401);
    }
    const waiting = await login(address, { login: staff.email, password: staff.password }, {}, 'admins');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe(String(perPair.maxDelaySeconds));
    advance(perPair.maxDelaySeconds);
    expect((await login(address, { login: staff.email, password: staff.password }, {}, 'admins')).statusCode).toBe(200);
  });

  it('keeps logins, e-mails, phones and addresses out of the counter tables', async () => {
    const counters = await database.rows<{ key: string }>(sql`select key from rate_limit_counters union all select key from login_throttles`);
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.map((row) => row.key).join(' ')).not.toMatch(/@|example|ghost|\d{12}|198\.51/i);
  });

  it('forgets a pair after a quiet day: housekeeping deletes it', async () => {
    await accounts.purgeExpired(); // the earlier tests' pairs
    await login(newAddress(), { login: 'quiet@example.test', password: 'wrong' });
    advance(perPair.forgetAfterSeconds - 1);
    expect((await accounts.purgeExpired()).pairs).toBe(0);
    advance(1);
    expect((await accounts.purgeExpired()).pairs).toBe(1);
    const [{ left }] = await database.rows<{ left: number }>(
      sql`select count(*)::int as left from login_throttles where forget_at <= ${clock.toISOString()}::timestamptz`,
    );
    expect(left).toBe(0);
  });
});
