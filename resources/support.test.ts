import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../app/i18n/catalogs.ts';
import { emergency_requests, support_requests } from '../db/schema/index.ts';
import { createApiTestContext, roles, type ApiTestContext } from '../server/api/testing.ts';

let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
  t.actAs(roles.administrator);
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.json() };
}
let sequence = 0;
async function newRequest(extra: Partial<typeof support_requests.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(support_requests)
    .values({ topic: 'technical_issue', name: 'Андрій', email: `andrii.${sequence}@example.test`, message: 'Не відкривається відео', locale: 'ru', ...extra })
    .returning();
  return row;
}
const answersTo = (recipient: string) =>
  t.database.rows<{ subject: string; body: string }>(
    sql`select subject, body from outbox_messages where recipient = ${recipient} and template = 'email.support.answered' order by id`,
  );
const answeredAt = async (id: number) =>
  (await t.database.db.select({ answered_at: support_requests.answered_at }).from(support_requests).where(eq(support_requests.id, id)))[0].answered_at;

describe('support moderation (new → in_process → completed)', () => {
  test("a support message is completed with an answer, which is e-mailed once in the person's language", async () => {
    const request = await newRequest();
    expect((await call('PATCH', `/support/${request.id}`, { status: 'in_process' })).status).toBe(200);
    const refused = await call('PATCH', `/support/${request.id}`, { status: 'completed' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ answer: [translate('ua', 'support.answer.required')] });

    expect((await call('PATCH', `/support/${request.id}`, { status: 'completed', answer: 'Оновіть браузер.' })).status).toBe(200);
    const [mail] = await answersTo(request.email!);
    expect(mail.subject).toBe(`Ответ на обращение №${request.id}`);
    expect(mail.body).toContain('Оновіть браузер.');
    expect(mail.body).toContain('Не відкривається відео');
    expect(await answeredAt(request.id)).not.toBeNull();
    expect((await call('PATCH', `/support/${request.id}`, { question: 'Відео в Safari' })).status).toBe(200);
    expect(await answersTo(request.email!)).toHaveLength(1);
  });

  test('reopening clears answered_at, so the next completion sends the new answer', async () => {
    const request = await newRequest();
    await call('PATCH', `/support/${request.id}`, { status: 'completed', answer: 'Перша відповідь' });
    expect((await call('PATCH', `/support/${request.id}`, { status: 'in_process' })).status).toBe(200);
    expect(await answeredAt(request.id)).toBeNull();
    await call('PATCH', `/support/${request.id}`, { status: 'completed', answer: 'Друга відповідь' });
    expect((await answersTo(request.email!)).map((mail) => mail.body.includes('Друга відповідь'))).toEqual([false, true]);
    expect((await call('PATCH', `/support/${request.id}`, { status: 'new' })).body.errors.status).toEqual([translate('ua', 'status.transition.not_allowed')]);
  });

  test('callbacks are not support messages (their inbox is entry-feedback); a phone-only request sends nothing', async () => {
    const callback = await newRequest({ is_callback: true, email: null, message: null, phone: '380631112233' });
    expect((await call('PATCH', `/support/${callback.id}`, { status: 'completed' })).status).toBe(404);
    expect((await call('GET', '/support?limit=100')).body.data.map((row: { id: number }) => row.id)).not.toContain(callback.id);
    expect(await answeredAt(callback.id)).toBeNull();
    const byPhone = await newRequest({ email: null, phone: '380631112233' });
    expect((await call('PATCH', `/support/${byPhone.id}`, { status: 'completed', answer: 'Передзвонили' })).status).toBe(200);
    expect(await t.database.rows(sql`select id from outbox_messages where recipient = '380631112233'`)).toEqual([]);
  });

  test('staff never create requests here: they come from the public forms (405)', async () => {
    expect((await call('POST', '/support', { topic: 'other', name: 'X', status: 'new' })).status).toBe(405);
    expect((await call('POST', '/emergency', { phone: '380631112233', patient_name: 'X', status: 'new' })).status).toBe(405);
  });
});

describe('emergency requests (new → in_process → completed)', () => {
  test('the operator moves a request along; it never returns to new', async () => {
    const [request] = await t.database.db.insert(emergency_requests).values({ phone: '380971234567', patient_name: 'Петро' }).returning();
    for (const status of ['in_process', 'completed']) expect((await call('PATCH', `/emergency/${request.id}`, { status })).status).toBe(200);
    expect((await call('PATCH', `/emergency/${request.id}`, { status: 'new' })).status).toBe(422);
    expect((await call('PATCH', `/emergency/${request.id}`, { comment: 'Бригада виїхала' })).body.data).toMatchObject({
      status: 'completed',
      comment: 'Бригада виїхала',
    });
  });
});

describe('who may work the requests', () => {
  test.each(['support', 'emergency'])('%s: staff with the permission only; patients and visitors never', async (resource) => {
    const id =
      resource === 'support'
        ? (await newRequest()).id
        : (await t.database.db.insert(emergency_requests).values({ phone: '380971234567', patient_name: 'Петро' }).returning())[0].id;
    const patch = () => call('PATCH', `/${resource}/${id}`, { status: 'in_process' });
    t.actAs(null);
    expect((await call('GET', `/${resource}`)).status).toBe(401);
    expect((await patch()).status).toBe(401);
    for (const user of [roles.patient, roles.partner, roles.doctor, roles.staffWithout, roles.staffWith([`${resource}.read`])]) {
      t.actAs(user);
      expect((await patch()).status).toBe(403);
    }
    expect((await call('GET', `/${resource}/${id}`)).status).toBe(200);
    t.actAs(roles.staffWith([`${resource}.update`]));
    expect((await patch()).status).toBe(200);
    t.actAs(roles.administrator);
  });
});
