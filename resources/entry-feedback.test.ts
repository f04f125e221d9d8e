import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { support_requests } from '../db/schema/index.ts';
import { createApiTestContext, roles, type ApiTestContext } from '../server/api/testing.ts';
import { entryFeedback } from './entry-feedback.ts';

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
async function newRequest(extra: Partial<typeof support_requests.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(support_requests)
    .values({ topic: 'other', name: 'Оксана', phone: '380630001122', locale: 'ua', ...extra })
    .returning();
  return row;
}

describe('entries/entry-feedback: the callback requests (docs/decisions/206)', () => {
  test('lists only "call me back" requests, never support messages, and offers its screen under entries', async () => {
    const callback = await newRequest({ is_callback: true, message: 'Після 18:00' });
    const message = await newRequest({ is_callback: false, email: 'a@example.test', message: 'Не відкривається відео' });
    const listed = (await call('GET', '/entry-feedback?limit=100')).body.data.map((row: { id: number }) => row.id);
    expect(listed).toContain(callback.id);
    expect(listed).not.toContain(message.id);
    expect((await call('GET', `/entry-feedback/${message.id}`)).status).toBe(404);
    expect((await call('PATCH', `/entry-feedback/${message.id}`, { status: 'in_process' })).status).toBe(404);
    expect((await call('GET', `/entry-feedback/${callback.id}`)).body.data).toMatchObject({
      id: callback.id,
      name: 'Оксана',
      message: 'Після 18:00',
      status: 'new',
    });
    expect((await call('POST', '/entry-feedback', { name: 'X', phone: '380630001122', topic: 'other', status: 'new' })).status).toBe(405);
    expect(entryFeedback.admin.screen).toEqual({ path: 'entries/entry-feedback', label: 'resources.entry-feedback.plural' });
    expect(entryFeedback.section).toBe('entries');
  });

  test('moves along new → in_process → completed without an answer (the call was it), sending nothing; new is never gone back to', async () => {
    const callback = await newRequest({ is_callback: true });
    expect((await call('PATCH', `/entry-feedback/${callback.id}`, { status: 'in_process' })).status).toBe(200);
    const done = await call('PATCH', `/entry-feedback/${callback.id}`, { status: 'completed', answer: 'Записали на пʼятницю' });
    expect(done.status).toBe(200);
    expect(done.body.data.answered_at).not.toBeNull();
    expect((await call('PATCH', `/entry-feedback/${callback.id}`, { status: 'new' })).status).toBe(422);
    const reopened = await call('PATCH', `/entry-feedback/${callback.id}`, { status: 'in_process' });
    expect(reopened.body.data.answered_at).toBeNull();
    const [row] = await t.database.db.select().from(support_requests).where(eq(support_requests.id, callback.id));
    expect(row.is_callback).toBe(true);
    const [{ count }] = await t.database.rows<{ count: number }>(
      sql`select count(*)::int as count from outbox_messages where template = 'email.support.answered'`,
    );
    expect(count).toBe(0);
  });

  test('staff without its right are refused', async () => {
    const callback = await newRequest({ is_callback: true });
    t.actAs(roles.staffWith(['support.read']));
    try {
      expect((await call('GET', `/entry-feedback/${callback.id}`)).status).toBe(403);
      t.actAs(roles.staffWith(['entry-feedback.read']));
      expect((await call('GET', `/entry-feedback/${callback.id}`)).status).toBe(200);
      expect((await call('PATCH', `/entry-feedback/${callback.id}`, { status: 'in_process' })).status).toBe(403);
    } finally {
      t.actAs(roles.administrator);
    }
  });
});
