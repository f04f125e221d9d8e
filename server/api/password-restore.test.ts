import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMS_CODE_POLICY } from '../../features/accounts/password-restore.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { SAME_ORIGIN } from './auth-testing.ts';
import { createClockedAccountsApp, type ClockedAccountsApp } from './self-service-testing.ts';

let context: ClockedAccountsApp;
let database: TestDatabase;
let app: FastifyInstance;
const advance = (seconds: number) => context.advance(seconds);
let sequence = 0;
let ip = '';

beforeAll(async () => {
  context = await createClockedAccountsApp();
  ({ app, database } = context);
});
afterAll(() => context?.close());
beforeEach(() => {
  sequence += 1;
  ip = `192.0.2.${sequence}`;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { ...SAME_ORIGIN, ...headers }, remoteAddress: ip });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const set = response.cookies.find((cookie) => cookie.name.endsWith('vizyt_session'));
  return set ? `${set.name}=${set.value}` : '';
};

async function patientWithPhone(userType: 'patient' | 'partner' = 'patient') {
  const phone = `38066${String(1_000_000 + sequence * 17).slice(-7)}`;
  return { ...(await createAccount(database, { user_type: userType, phone })), phone };
}

/** The code as the person reads it in the SMS (the sandbox outbox). */
async function smsCode(phone: string): Promise<string> {
  const [row] = await database.rows<{ body: string }>(sql`
    select body from outbox_messages where channel = 'sms' and recipient = ${phone} order by id desc limit 1`);
  return /\b(\d{6})\b/.exec(row.body)![1];
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password restore by SMS', () => {
  it('walks send → verify → reset, signs in with the new password and ends every old session', async () => {
    const account = await patientWithPhone();
    const oldSession = cookieOf(await post('/auth/patients/login', { login: account.email, password: account.password }));
    const sent = await post('/auth/password/send-code', { phone: `+38 (0${account.phone.slice(3, 5)}) ${account.phone.slice(5)}` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ resend_after_seconds: 60, expires_in_seconds: 600 });
    const code = await smsCode(account.phone);
    const stored = await database.rows<{ code_hash: string }>(sql`select code_hash from sms_codes where phone = ${account.phone}`);
    expect(stored[0].code_hash).not.toContain(code);

    const verified = await post('/auth/password/verify-code', { phone: account.phone, code });
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json().data;
    const reset = await post('/auth/password/reset', { token, password: 'vidnova2026', password_confirmation: 'vidnova2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.id).toBe(account.id);
    const newSession = cookieOf(reset);
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: newSession } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: oldSession } })).statusCode).toBe(401);
    expect((await post('/auth/patients/login', { login: account.phone, password: 'vidnova2026' })).statusCode).toBe(200);

    // Single use: neither the code nor the token works twice.
    expect((await post('/auth/password/verify-code', { phone: account.phone, code })).json().errors).toEqual({
      code: ['Код більше не дійсний. Надішліть новий код'],
    });
    expect((await post('/auth/password/reset', { token, password: 'inshyi2026', password_confirmation: 'inshyi2026' })).json().errors).toEqual({
      token: ['Час на зміну пароля минув. Почніть відновлення знову'],
    });
  });

  it('says in the user language that no user has this phone, and refuses a malformed phone', async () => {
    const unknown = await post('/auth/password/send-code', { phone: '+380 99 000 00 01' }, { 'accept-language': 'ru' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ phone: ['Пользователь с таким номером телефона не найден'] });
    expect((await post('/auth/password/send-code', { phone: 'abc' })).json().errors.phone).toHaveLength(1);
  });

  it('finds the account of the asked area only', async () => {
    const partner = await patientWithPhone('partner');
    expect((await post('/auth/password/send-code', { phone: partner.phone })).statusCode).toBe(422);
    expect((await post('/auth/password/send-code', { phone: partner.phone, area: 'partners' })).statusCode).toBe(200);
  });

  it('tells a wrong code to retry or resend, and burns the code at the fifth wrong try', async () => {
    const account = await patientWithPhone();
    await post('/auth/password/send-code', { phone: account.phone });
    const code = await smsCode(account.phone);
    for (let i = 1; i <= SMS_CODE_POLICY.maxWrongTries; i++) {
      const answer = await post('/auth/password/verify-code', { phone: account.phone, code: wrongCode(code) });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.code).toEqual([
        i < SMS_CODE_POLICY.maxWrongTries ? 'Неправильний SMS-код. Спробуйте ще раз або надішліть код повторно' : 'Код більше не дійсний. Надішліть новий код',
      ]);
    }
    // Even the right code is useless now: a brute force cannot get past five guesses.
    expect((await post('/auth/password/verify-code', { phone: account.phone, code })).statusCode).toBe(422);
    expect((await post('/auth/password/verify-code', { phone: account.phone, code: '12345' })).json().errors.code).toEqual(['Код складається з 6 цифр']);
  });

  it('lets a code live ten minutes, and a new code replaces the previous one', async () => {
    const account = await patientWithPhone();
    await post('/auth/password/send-code', { phone: account.phone });
    const first = await smsCode(account.phone);
    advance(SMS_CODE_POLICY.resendSeconds);
    await post('/auth/password/send-code', { phone: account.phone });
    const second = await smsCode(account.phone);
    expect((await post('/auth/password/verify-code', { phone: account.phone, code: first })).statusCode).toBe(422);
    advance(SMS_CODE_POLICY.ttlSeconds + 1);
    expect((await post('/auth/password/verify-code', { phone: account.phone, code: second })).json().errors.code).toEqual([
      'Код більше не дійсний. Надішліть новий код',
    ]);
  });

  it('limits resends per phone with a countdown, and sends per IP', async () => {
    const account = await patientWithPhone();
    expect((await post('/auth/password/send-code', { phone: account.phone })).statusCode).toBe(200);
    const early = await post('/auth/password/send-code', { phone: account.phone });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    expect(early.json().message).toBe('Забагато спроб, спробуйте ще раз через 60 с');
    advance(30);
    expect((await post('/auth/password/send-code', { phone: account.phone })).headers['retry-after']).toBe('30');
    advance(30);
    expect((await post('/auth/password/send-code', { phone: account.phone })).statusCode).toBe(200);

    // One address probing many numbers is stopped after 20 sends an hour, whether the numbers exist or not.
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await post('/auth/password/send-code', { phone: `38093${String(4_000_000 + i)}` })).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(-1)).toEqual([429]);
  });

  it('refuses a reset token after ten minutes and a weak or unconfirmed new password', async () => {
    const account = await patientWithPhone();
    await post('/auth/password/send-code', { phone: account.phone });
    const { token } = (await post('/auth/password/verify-code', { phone: account.phone, code: await smsCode(account.phone) })).json().data;
    expect((await post('/auth/password/reset', { token, password: 'weak', password_confirmation: 'weak' })).json().errors).toEqual({
      password: ['Новий пароль занадто слабкий: потрібно щонайменше 8 символів, літери та цифри'],
    });
    expect((await post('/auth/password/reset', { token, password: 'vidnova2026', password_confirmation: 'vidnova2027' })).json().errors).toEqual({
      password_confirmation: ['Паролі не збігаються'],
    });
    advance(SMS_CODE_POLICY.resetTokenTtlSeconds + 1);
    expect((await post('/auth/password/reset', { token, password: 'vidnova2026', password_confirmation: 'vidnova2026' })).statusCode).toBe(422);
  });

  it('does not restore an inactive account', async () => {
    const phone = `38068${String(2_000_000 + sequence).slice(-7)}`;
    await createAccount(database, { user_type: 'patient', phone, status: 'inactive' });
    expect((await post('/auth/password/send-code', { phone })).json().errors).toEqual({ phone: ['Обліковий запис користувача не активний'] });
  });
});
