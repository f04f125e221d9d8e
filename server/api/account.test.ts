import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsService } from '../../features/accounts/accounts.ts';
import { createSelfService } from '../../features/accounts/self-service.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createMessenger } from '../../features/messaging/messenger.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';
import { SAME_ORIGIN } from './auth-testing.ts';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new Date('2026-03-01T10:00:00Z');
let sequence = 0;
let ip = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const base = createServices(database);
  const accounts = createAccountsService(database, { now: () => clock });
  const messenger = createMessenger(database, { now: () => clock });
  const services = { ...base, accounts, messenger, selfService: createSelfService(database, accounts, messenger, { now: () => clock }) };
  app = await buildServer({ config: readConfig({}), services });
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});
beforeEach(() => {
  sequence += 1;
  ip = `203.0.113.${sequence}`;
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = {}) =>
  app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...SAME_ORIGIN, ...headers }, remoteAddress: ip });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const set = response.cookies.find((cookie) => cookie.name.endsWith('vizyt_session'));
  return set ? `${set.name}=${set.value}` : '';
};

/** A registration body with a unique e-mail and phone. */
/** Distinct within the run, so two patients of one test never share an e-mail or a phone. */
let made = 0;

function newPatient(overrides: Record<string, unknown> = {}) {
  made += 1;
  const n = String(sequence * 1000 + (made % 1000)).padStart(7, '0');
  return {
    first_name: 'Олена',
    last_name: "Мар'янович",
    middle_name: 'Петрівна',
    birthday: '1990-05-17',
    phone: `+38 (067) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5, 7)}`,
    email: `Olena.${n}@Example.test`,
    gender: 'female',
    password: 'kvitka2024',
    password_confirmation: 'kvitka2024',
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown> = {}, headers: Headers = {}) {
  const body = newPatient(overrides);
  const response = await call('POST', '/auth/patients/register', body, headers);
  return { body, response, cookie: cookieOf(response) };
}

const lastMessage = async (channel: 'sms' | 'email', recipient: string) =>
  (
    await database.rows<{ body: string; subject: string | null; payload: { locale: string } }>(sql`
      select body, subject, payload from outbox_messages where channel = ${channel} and recipient = ${recipient} order by id desc limit 1`)
  )[0];

describe('POST /auth/patients/register', () => {
  it('creates the patient, signs them in and sends the welcome e-mail in their language', async () => {
    const { body, response, cookie } = await register({}, { 'accept-language': 'ru' });
    expect(response.statusCode).toBe(201);
    const phone = `38${body.phone.replace(/\D/g, '').slice(-10)}`;
    expect(response.json().data).toMatchObject({ user_type: 'patient', email: body.email.toLowerCase(), phone, first_name: 'Олена' });
    expect(cookie).not.toBe('');
    // The readable hint beside the HttpOnly session tells the header to ask who is signed in.
    const hint = response.cookies.find((c) => c.name === 'vizyt_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const me = await call('GET', '/auth/me', undefined, { cookie });
    expect(me.json().data.user_type).toBe('patient');
    const mail = await lastMessage('email', body.email.toLowerCase());
    expect(mail.subject).toBe('Добро пожаловать в Vizyt');
    expect(mail.body).toContain('Здравствуйте, Олена!');
    expect(mail.body).toContain('/ru/patients/general-information');
    expect(mail.payload.locale).toBe('ru');
    const logout = await call('POST', '/auth/logout', undefined, { cookie });
    expect(logout.cookies.find((c) => c.name === 'vizyt_signed_in')?.value).toBe('');
  });

  it('refuses a taken e-mail (any letter case) with the "please log in" message, and a taken phone', async () => {
    const first = await register();
    const again = await call('POST', '/auth/patients/register', newPatient({ email: first.body.email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['Користувач з такою електронною поштою вже зареєстрований. Будь ласка, увійдіть']);
    const samePhone = await call('POST', '/auth/patients/register', newPatient({ phone: first.body.phone.replace(/\D/g, '') }), {
      'accept-language': 'ru',
    });
    expect(samePhone.statusCode).toBe(422);
    expect(samePhone.json().errors.phone).toEqual(['Пользователь с таким номером телефона уже существует']);
  });

  it('answers every field rule per field, with no session set', async () => {
    const { response, cookie } = await register({
      first_name: '',
      last_name: 'Smith1',
      birthday: '2090-01-01',
      phone: '12345',
      email: 'no spaces@example.test',
      gender: 'other',
      password: 'short1',
      password_confirmation: 'different',
      extra: true,
    });
    expect(response.statusCode).toBe(422);
    expect(cookie).toBe('');
    const errors = response.json().errors;
    expect(errors.first_name).toEqual(['Поле є обовʼязковим']);
    expect(errors.last_name).toEqual(['Лише літери, апостроф, дефіс і пробіл']);
    expect(errors.birthday).toEqual(['Перевірте дату народження']);
    expect(errors.phone[0]).toMatch(/номер мобільного/);
    expect(errors.email).toEqual(['Неправильна адреса електронної пошти']);
    expect(errors.gender).toBeDefined();
    expect(errors.password).toEqual(['Пароль має містити щонайменше 8 символів']);
    expect(errors.extra).toEqual(['Невідоме поле']);
  });

  it('reports passwords that do not match on the confirmation, and a password without digits', async () => {
    const mismatch = await register({ password_confirmation: 'kvitka2025' });
    expect(mismatch.response.json().errors).toEqual({ password_confirmation: ['Паролі не збігаються'] });
    const letters = await register({ password: 'kvitkakvitka', password_confirmation: 'kvitkakvitka' });
    expect(letters.response.json().errors).toEqual({ password: ['Пароль має містити літери та цифри'] });
  });

  it('never lets two racing registrations with one e-mail both succeed', async () => {
    const body = newPatient();
    // As many as the per-e-mail registration limit lets through (docs/decisions/173).
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => call('POST', '/auth/patients/register', { ...body, phone: `38067000${String(sequence).padStart(2, '0')}${i}${i}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
  });
});

describe('the patient cabinet API', () => {
  it('shows and updates the profile with the address; uniqueness excludes the patient themself', async () => {
    const { body, cookie } = await register();
    const other = await register();
    const profile = await call('GET', '/account/profile', undefined, { cookie });
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.json().data).toMatchObject({ birthday: '1990-05-17', gender: 'female', address: null });
    const update = {
      ...newPatient({ email: body.email, phone: body.phone }),
      address: { country: 'Україна', region: 'Львівська', city: 'Львів', street: 'Городоцька 1' },
    };
    delete (update as Record<string, unknown>).password;
    delete (update as Record<string, unknown>).password_confirmation;
    const saved = await call('PUT', '/account/profile', update, { cookie });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.address).toEqual({ country: 'Україна', region: 'Львівська', city: 'Львів', street: 'Городоцька 1' });
    const clash = await call('PUT', '/account/profile', { ...update, email: other.body.email }, { cookie });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(['email']);
  });

  it('changes the password: the old one must be valid, the new strong and confirmed; other sessions end', async () => {
    const { body, cookie } = await register();
    const elsewhere = cookieOf(await call('POST', '/auth/patients/login', { login: body.email, password: body.password }));
    const change = (payload: object) => call('POST', '/account/password', payload, { cookie });
    expect((await change({ old_password: 'wrong-one1', password: 'nova2025x', password_confirmation: 'nova2025x' })).json().errors).toEqual({
      old_password: ['Старий пароль невірний'],
    });
    expect((await change({ old_password: body.password, password: 'weak', password_confirmation: 'weak' })).json().errors).toEqual({
      password: ['Новий пароль занадто слабкий: потрібно щонайменше 8 символів, літери та цифри'],
    });
    expect((await change({ old_password: body.password, password: 'nova2025x', password_confirmation: 'nova2025y' })).json().errors).toEqual({
      password_confirmation: ['Паролі не збігаються'],
    });
    expect((await change({ old_password: body.password, password: 'nova2025x', password_confirmation: 'nova2025x' })).statusCode).toBe(204);
    expect((await call('GET', '/auth/me', undefined, { cookie })).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', undefined, { cookie: elsewhere })).statusCode).toBe(401);
    expect((await call('POST', '/auth/patients/login', { login: body.email, password: body.password })).statusCode).toBe(401);
    expect((await call('POST', '/auth/patients/login', { login: body.phone, password: 'nova2025x' })).statusCode).toBe(200);
  });

  it('stops guessing the old password after five wrong tries', async () => {
    const { cookie } = await register();
    const wrong = { old_password: 'guess1234', password: 'nova2025x', password_confirmation: 'nova2025x' };
    for (let i = 0; i < 5; i++) expect((await call('POST', '/account/password', wrong, { cookie })).statusCode).toBe(422);
    const blocked = await call('POST', '/account/password', wrong, { cookie });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps each area to its own people: 401 without a session, 403 for another type', async () => {
    const { cookie } = await register();
    expect((await call('GET', '/account/profile')).statusCode).toBe(401);
    expect((await call('GET', '/account/organization', undefined, { cookie })).statusCode).toBe(403);
    expect((await call('GET', '/resources-that-do-not-exist', undefined, { cookie })).statusCode).toBe(404);
    const partner = await createAccount(database, { user_type: 'partner' });
    const partnerCookie = cookieOf(await call('POST', '/auth/partners/login', { login: partner.email, password: partner.password }));
    expect((await call('PUT', '/account/profile', newPatient(), { cookie: partnerCookie })).statusCode).toBe(403);
    expect((await call('GET', '/wishlist', undefined, { cookie: partnerCookie })).statusCode).toBe(403);
    expect((await call('GET', '/account/organization', undefined, { cookie: partnerCookie })).statusCode).toBe(404);
  });
});
