import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../db/schema/messages.ts';
import { createMessenger } from '../features/messaging/messenger.ts';
import { createApiTestContext, roles, type ApiTestContext } from '../server/api/testing.ts';
import { OUTBOX_CHANNEL_VALUES, OUTBOX_STATUS_VALUES } from './outbox-messages.ts';

const base = '/api/v1/outbox-messages';
let t: ApiTestContext;
const ids: Record<'code' | 'welcome' | 'other', number> = { code: 0, welcome: 0, other: 0 };

beforeAll(async () => {
  t = await createApiTestContext();
  const messenger = createMessenger(t.database);
  ids.code = (await messenger.sendSms('+380671234567', 'password.restore.code', { code: '482913', minutes: 10 }, 'ua')).id;
  ids.welcome = (await messenger.sendEmail('olena@example.com', 'welcome', { first_name: 'Олена', cabinet_url: 'https://vizyt.test' }, 'ua')).id;
  ids.other = (await messenger.sendSms('+380501112233', 'password.restore.code', { code: '100200', minutes: 10 }, 'ru')).id;
  await t.database.exec(`update outbox_messages set status = 'sent', transport = 'outbox', sent_at = now() where id = ${ids.welcome}`);
});
afterAll(async () => t?.close());

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}
const idsOf = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

describe('outbox-messages', () => {
  test('its value lists match the table', () => {
    expect(OUTBOX_CHANNEL_VALUES).toEqual(OUTBOX_CHANNELS);
    expect(OUTBOX_STATUS_VALUES).toEqual(OUTBOX_STATUSES);
  });

  test('recipients and texts are only for staff holding outbox-messages.read', async () => {
    t.actAs(null);
    expect((await get(base)).status).toBe(401);
    for (const user of [roles.patient, roles.partner, roles.doctor, roles.staffWithout, roles.staffWith(['notifications.read'])]) {
      t.actAs(user);
      expect((await get(base)).status).toBe(403);
      expect((await get(`${base}/${ids.code}`)).status).toBe(403);
    }
    t.actAs(roles.staffWith(['outbox-messages.read']));
    const { status, body } = await get(base);
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ total: 3 });
  });

  test('lists the newest first, with filters by channel, status and recipient', async () => {
    t.actAs(roles.staffWith(['outbox-messages.read']));
    expect(idsOf((await get(base)).body)).toEqual([ids.other, ids.welcome, ids.code]);
    expect(idsOf((await get(`${base}?filters[channel]=sms`)).body)).toEqual([ids.other, ids.code]);
    expect(idsOf((await get(`${base}?filters[status]=sent`)).body)).toEqual([ids.welcome]);
    expect(idsOf((await get(`${base}?filters[recipient][$contains]=67123`)).body)).toEqual([ids.code]);
    expect(idsOf((await get(`${base}?filters[channel]=sms&filters[status]=pending&sort=created_at:asc,id:asc`)).body)).toEqual([ids.code, ids.other]);
    expect(idsOf((await get(`${base}?search=olena`)).body)).toEqual([ids.welcome]);
  });

  test('one message shows its text, as the back office reads sandbox codes', async () => {
    t.actAs(roles.staffWith(['outbox-messages.read']));
    const { status, body } = await get(`${base}/${ids.code}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: ids.code, channel: 'sms', recipient: '+380671234567', status: 'pending', template: 'sms.password.restore.code' });
    expect(body.data.body).toContain('482913');
  });

  test('nobody writes to it over the API, not even the administrator', async () => {
    t.actAs(roles.administrator);
    const attempts = [
      { method: 'POST' as const, url: base, payload: { channel: 'sms', recipient: '+380671234567', body: 'x' } },
      { method: 'PATCH' as const, url: `${base}/${ids.code}`, payload: { status: 'sent' } },
      { method: 'PUT' as const, url: `${base}/${ids.code}`, payload: { status: 'sent' } },
      { method: 'DELETE' as const, url: `${base}/${ids.code}` },
      { method: 'POST' as const, url: `${base}/batch-delete`, payload: { ids: [ids.code] } },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(405);
    }
    expect((await get(`${base}?filters[id]=${ids.code}`)).body.data).toMatchObject([{ status: 'pending' }]);
  });
});
