import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { emergency_requests, support_requests } from '../../db/schema/index.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createFeedbackTargets } from '../../tests/support/factories/feedback.ts';
import { SUBMISSION_LIMITS } from '../../features/feedback/guard.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;
let targets: Awaited<ReturnType<typeof createFeedbackTargets>>;
let address = 0;

beforeAll(async () => {
  t = await createApiTestContext();
  targets = await createFeedbackTargets(t.database.db);
});
afterAll(async () => t?.close());

const nextAddress = () => {
  address += 1;
  return `10.2.${Math.floor(address / 250)}.${address % 250}`;
};
async function post(form: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/public/${form}`,
    payload: payload as never,
    headers: { 'x-forwarded-for': nextAddress(), ...headers },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const outboxTo = (recipient: string) =>
  t.database.rows<{ subject: string; body: string; template: string }>(
    sql`select subject, body, template from outbox_messages where recipient = ${recipient} order by id`,
  );
const ua = (key: string, params?: Record<string, string | number>) => translate('ua', key, params);
const supportMessage = (extra: Record<string, unknown> = {}) => ({
  topic: 'payment_question',
  name: 'Іван',
  email: 'ivan.support@example.test',
  message: 'Не пройшла оплата за консультацію',
  ...extra,
});

describe('POST /public/support-requests', () => {
  test('stored as new with its topic and language; the confirmation names the request number', async () => {
    const { status, body } = await post('support-requests', supportMessage({ phone: '0501234567' }), { 'accept-language': 'ru' });
    expect(status).toBe(201);
    expect(body.data).toEqual({ id: expect.any(Number), status: 'new', message: translate('ru', 'feedback.support.received', { id: body.data.id }) });
    const [row] = await t.database.db.select().from(support_requests).where(eq(support_requests.id, body.data.id));
    expect(row).toMatchObject({
      status: 'new',
      topic: 'payment_question',
      is_callback: false,
      locale: 'ru',
      phone: '380501234567',
      user_id: null,
      answered_at: null,
    });
    const mail = (await outboxTo('ivan.support@example.test')).at(-1)!;
    expect(mail).toMatchObject({ template: 'email.support.received', subject: `Обращение №${body.data.id} получено` });
    expect(mail.body).toContain('Не пройшла оплата');
  });

  test('a phone is enough; without e-mail nothing is sent', async () => {
    const { status, body } = await post('support-requests', supportMessage({ email: undefined, phone: '0671112233' }));
    expect(status).toBe(201);
    const [row] = await t.database.db.select().from(support_requests).where(eq(support_requests.id, body.data.id));
    expect(row.email).toBeNull();
  });

  test.each([
    ['no way to answer', supportMessage({ email: undefined }), { email: ua('feedback.contact.required'), phone: ua('feedback.contact.required') }],
    ['an unknown topic', supportMessage({ topic: 'complaint' }), { topic: ua('validation.invalid_value') }],
    ['no message', supportMessage({ message: '  ' }), { message: ua('validation.required') }],
    ['a long message', supportMessage({ message: 'x'.repeat(5001) }), { message: ua('validation.too_big.string', { max: 5000 }) }],
    ['an unknown key', supportMessage({ status: 'completed' }), { status: ua('validation.unrecognized_key') }],
  ])('422 for %s', async (_name, payload, errors) => {
    const { status, body } = await post('support-requests', payload);
    expect(status).toBe(422);
    for (const [field, message] of Object.entries(errors)) expect(body.errors[field], field).toContain(message);
  });

  test('links any signed-in account: requests are private to the person and staff', async () => {
    const patient = await createAccount(t.database, { user_type: 'patient' });
    t.actAs({ id: patient.id, user_type: 'patient', is_administrator: false, permissions: [], roles: [] });
    const { body } = await post('support-requests', supportMessage({ email: undefined, phone: '0671112233' }));
    t.actAs(null);
    const [row] = await t.database.db.select().from(support_requests).where(eq(support_requests.id, body.data.id));
    expect(row.user_id).toBe(patient.id);
  });

  test(`at most ${SUBMISSION_LIMITS.confirmationsPerAddress.limit} confirmations an hour to one address, whoever submits`, async () => {
    const email = 'flooded@example.test';
    for (let i = 0; i < 7; i += 1) expect((await post('support-requests', supportMessage({ email }))).status).toBe(201);
    expect(await outboxTo(email)).toHaveLength(SUBMISSION_LIMITS.confirmationsPerAddress.limit);
    expect(await t.database.db.select().from(support_requests).where(eq(support_requests.email, email))).toHaveLength(7);
  });
});

describe('POST /public/callback-requests', () => {
  test('a support request flagged as a callback, topic "other" unless given', async () => {
    const plain = await post('callback-requests', { name: 'Оксана', phone: '+380 63 000 11 22' });
    expect(plain.status).toBe(201);
    expect(plain.body.data.message).toBe(ua('feedback.callback.received'));
    const detailed = await post('callback-requests', { name: 'Оксана', phone: '0630001122', topic: 'appointment_question', comment: 'Після 18:00' });
    const rows = await t.database.db.select().from(support_requests).where(eq(support_requests.is_callback, true));
    expect(rows.find((row) => row.id === plain.body.data.id)).toMatchObject({
      topic: 'other',
      phone: '380630001122',
      message: null,
      email: null,
      status: 'new',
    });
    expect(rows.find((row) => row.id === detailed.body.data.id)).toMatchObject({ topic: 'appointment_question', message: 'Після 18:00' });
  });

  test.each([
    ['no phone', { name: 'Оксана' }, { phone: ua('validation.required') }],
    ['no name', { phone: '0630001122' }, { name: ua('validation.required') }],
    ['an e-mail it does not take', { name: 'Оксана', phone: '0630001122', email: 'a@example.test' }, { email: ua('validation.unrecognized_key') }],
  ])('422 for %s', async (_name, payload, errors) => {
    const { status, body } = await post('callback-requests', payload);
    expect(status).toBe(422);
    for (const [field, message] of Object.entries(errors)) expect(body.errors[field], field).toContain(message);
  });
});

describe('POST /public/emergency-requests', () => {
  test('stored as new with the city and comment; the answer says to call 103 when life is at risk', async () => {
    const { status, body } = await post('emergency-requests', {
      phone: '0971234567',
      patient_name: 'Петро',
      city_id: targets.city.id,
      comment: 'Висока температура',
    });
    expect(status).toBe(201);
    expect(body.data.message).toContain('103');
    const [row] = await t.database.db.select().from(emergency_requests).where(eq(emergency_requests.id, body.data.id));
    expect(row).toMatchObject({ status: 'new', phone: '380971234567', patient_name: 'Петро', city_id: targets.city.id, comment: 'Висока температура' });
  });

  test.each([
    ['nothing', {}, { phone: ua('validation.required'), patient_name: ua('validation.required') }],
    ['an unknown city', { phone: '0971234567', patient_name: 'Петро', city_id: 2_000_000_000 }, { city_id: ua('validation.not_found') }],
    ['a landline abroad', { phone: '+44 20 7946 0000', patient_name: 'Петро' }, { phone: ua('validation.phone') }],
  ])('422 for %s', async (_name, payload, errors) => {
    const { status, body } = await post('emergency-requests', payload);
    expect(status).toBe(422);
    for (const [field, message] of Object.entries(errors)) expect(body.errors[field], field).toContain(message);
  });
});

describe('rate limit per address and form', () => {
  test(`the ${SUBMISSION_LIMITS.perIp.limit + 1}th submission within ten minutes is 429 with Retry-After; other forms and addresses go on`, async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const { limit, windowSeconds } = SUBMISSION_LIMITS.perIp;
    for (let i = 0; i < limit; i += 1) expect((await post('callback-requests', { name: 'Бот', phone: '0630001122' }, headers)).status).toBe(201);
    const refused = await post('callback-requests', { name: 'Бот', phone: '0630001122' }, headers);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(windowSeconds);
    expect(refused.body.message).toBe(ua('error.too_many_requests', { seconds }));
    expect((await post('emergency-requests', { phone: '0971234567', patient_name: 'Петро' }, headers)).status).toBe(201);
    expect((await post('callback-requests', { name: 'Оксана', phone: '0630001122' })).status).toBe(201);
  });

  test('invalid submissions do not use up the limit', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.78' };
    for (let i = 0; i < SUBMISSION_LIMITS.perIp.limit + 2; i += 1) expect((await post('emergency-requests', { phone: 'no' }, headers)).status).toBe(422);
    expect((await post('emergency-requests', { phone: '0971234567', patient_name: 'Петро' }, headers)).status).toBe(201);
  });
});
