import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { support_requests } from '../../db/schema/index.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;
let address = 0;

beforeAll(async () => {
  t = await createApiTestContext();
});
afterAll(async () => t?.close());

const nextAddress = () => {
  address += 1;
  return `10.3.${Math.floor(address / 250)}.${address % 250}`;
};
const actAsPatient = (id: number) => t.actAs({ id, user_type: 'patient', is_administrator: false, permissions: [], roles: [] });
async function ownList() {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/patients/support-requests' });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const at = (iso: string) => new Date(iso);

describe('GET /patients/support-requests', () => {
  test('a patient reads only her own requests, newest first; callbacks and trashed ones stay out; the answer shows once completed', async () => {
    const olena = await createAccount(t.database, { user_type: 'patient' });
    const ivan = await createAccount(t.database, { user_type: 'patient' });
    const row = (values: Partial<typeof support_requests.$inferInsert>) => ({
      name: 'Олена',
      email: 'olena.scope@example.test',
      message: 'Питання',
      ...values,
    });
    const [first, answered, draft] = await t.database.db
      .insert(support_requests)
      .values([
        row({ user_id: olena.id, message: 'Перше питання', created_at: at('2026-01-01T10:00:00Z') }),
        row({
          user_id: olena.id,
          message: 'Друге питання',
          status: 'completed',
          answer: 'Ось відповідь',
          answered_at: at('2026-01-03T09:00:00Z'),
          created_at: at('2026-01-02T10:00:00Z'),
        }),
        row({ user_id: olena.id, message: 'Третє питання', status: 'in_process', answer: 'Чернетка оператора', created_at: at('2026-01-04T10:00:00Z') }),
      ])
      .returning({ id: support_requests.id });
    await t.database.db
      .insert(support_requests)
      .values([
        row({ user_id: ivan.id, message: 'Чуже питання', created_at: at('2026-01-05T10:00:00Z') }),
        row({ user_id: null, message: 'Анонімне питання', created_at: at('2026-01-05T10:00:00Z') }),
        row({ user_id: olena.id, is_callback: true, message: 'Передзвоніть', created_at: at('2026-01-05T10:00:00Z') }),
        row({ user_id: olena.id, message: 'У кошику', deleted_at: at('2026-01-06T10:00:00Z'), created_at: at('2026-01-05T10:00:00Z') }),
      ]);

    actAsPatient(olena.id);
    const { status, body, headers } = await ownList();
    t.actAs(null);
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('no-store');
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([draft.id, answered.id, first.id]);
    expect(body.data[0]).toMatchObject({ status: 'in_process', message: 'Третє питання', answer: null, answered_at: null });
    expect(body.data[1]).toEqual({
      id: answered.id,
      topic: 'other',
      status: 'completed',
      message: 'Друге питання',
      answer: 'Ось відповідь',
      answered_at: '2026-01-03T09:00:00.000Z',
      created_at: '2026-01-02T10:00:00.000Z',
    });
    expect(JSON.stringify(body)).not.toContain('olena.scope@example.test');

    actAsPatient(ivan.id);
    const other = await ownList();
    t.actAs(null);
    expect(other.body.data.map((item: { message: string }) => item.message)).toEqual(['Чуже питання']);
  });

  test('a request sent from the support form while signed in is linked to the account and listed for her alone', async () => {
    const patient = await createAccount(t.database, { user_type: 'patient' });
    const stranger = await createAccount(t.database, { user_type: 'patient' });
    actAsPatient(patient.id);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/support-requests',
      payload: { topic: 'technical_issue', name: 'Марія', phone: '0501112233', message: 'Не відкривається запис' },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(sent.statusCode).toBe(201);
    const mine = await ownList();
    t.actAs(null);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id: sent.json().data.id, topic: 'technical_issue', status: 'new', message: 'Не відкривається запис', answer: null }),
    ]);

    actAsPatient(stranger.id);
    expect((await ownList()).body.data).toEqual([]);
    t.actAs(null);
  });

  test('401 without a session, 403 for an account that is not a patient', async () => {
    expect((await ownList()).status).toBe(401);
    const partner = await createAccount(t.database, { user_type: 'partner' });
    t.actAs({ id: partner.id, user_type: 'partner', is_administrator: false, permissions: [], roles: [] });
    expect((await ownList()).status).toBe(403);
    t.actAs(null);
  });
});
