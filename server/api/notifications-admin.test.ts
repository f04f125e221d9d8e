import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '../../db/schema/messages.ts';
import { NOTIFICATION_STATUS_VALUES, NOTIFICATION_TYPE_VALUES } from '../../resources/notifications.ts';
import { createPatient } from '../../tests/support/factories.ts';
import { useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * The notices sent to patients in the back office (SPEC §2 notifications): a read-only list with filters by
 * type, status, patient and date; every staff read of them logged, as patient data.
 */
const api = useResourceApi();
const base = '/api/v1/notifications';
const ids: Record<string, number> = {};
let olena = 0;
let petro = 0;

beforeAll(async () => {
  const { db } = api.context.database;
  olena = (await createPatient(db, { first_name: 'Олена', last_name: 'Коваль' })).id;
  petro = (await createPatient(db, { first_name: 'Петро', last_name: 'Бондар' })).id;
  const rows = [
    { key: 'promo', user_id: olena, type: 'promotion' as const, status: 'unread' as const, created_at: new Date('2026-03-01T10:00:00Z') },
    {
      key: 'booked',
      user_id: olena,
      type: 'new_appointment' as const,
      status: 'read' as const,
      created_at: new Date('2026-03-05T10:00:00Z'),
      read_at: new Date('2026-03-05T12:00:00Z'),
    },
    { key: 'moved', user_id: petro, type: 'change_appointment' as const, status: 'unread' as const, created_at: new Date('2026-03-10T10:00:00Z') },
    {
      key: 'remind',
      user_id: petro,
      type: 'reminder_appointment' as const,
      status: 'read' as const,
      created_at: new Date('2026-03-20T10:00:00Z'),
      read_at: new Date('2026-03-20T11:00:00Z'),
    },
  ];
  for (const { key, ...row } of rows) {
    const [stored] = await db
      .insert(notifications)
      .values({ ...row, title_ua: `Сповіщення ${key}`, title_ru: `Уведомление ${key}` })
      .returning();
    ids[key] = stored.id;
  }
});

const listed = async (query: string) => {
  const answer = await api.get(`${base}?${query}`);
  expect(answer.status, query).toBe(200);
  return (answer.body.data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
};
const idsOf = (...keys: string[]) => keys.map((key) => ids[key]).sort((a, b) => a - b);

describe('patients’ notifications in the back office', () => {
  beforeEach(() => api.context.actAs(roles.administrator));

  test('its value lists match the table', () => {
    expect(NOTIFICATION_TYPE_VALUES).toEqual(NOTIFICATION_TYPES);
    expect(NOTIFICATION_STATUS_VALUES).toEqual(NOTIFICATION_STATUSES);
  });

  test('filters by type, status, patient and dates, newest first', async () => {
    expect(await listed('filters[type][$eq]=promotion')).toEqual(idsOf('promo'));
    expect(await listed('filters[type][$in][0]=new_appointment&filters[type][$in][1]=change_appointment')).toEqual(idsOf('booked', 'moved'));
    expect(await listed('filters[status][$eq]=unread')).toEqual(idsOf('promo', 'moved'));
    expect(await listed(`filters[user_id][$eq]=${petro}`)).toEqual(idsOf('moved', 'remind'));
    expect(await listed(`filters[user_id][$eq]=${olena}&filters[status][$eq]=read`)).toEqual(idsOf('booked'));
    expect(await listed('filters[created_at][$gte]=2026-03-05T00:00:00Z&filters[created_at][$lt]=2026-03-15T00:00:00Z')).toEqual(idsOf('booked', 'moved'));
    expect(await listed('filters[read_at][$null]=true')).toEqual(idsOf('promo', 'moved'));
    const newest = await api.get(`${base}?populate[0]=user`);
    expect((newest.body.data as { id: number }[]).slice(0, 4).map((row) => row.id)).toEqual([ids.remind, ids.moved, ids.booked, ids.promo]);
    expect(newest.body.data[0].user).toMatchObject({ first_name: 'Петро', last_name: 'Бондар' });
  });

  test('is read-only, needs the permission, and every read is in the action log', async () => {
    expect((await api.send('POST', base, { user_id: olena, type: 'promotion', title_ua: 'x', title_ru: 'x' })).status).toBe(405);
    expect((await api.send('PATCH', `${base}/${ids.promo}`, { status: 'read' })).status).toBe(405);
    api.context.actAs(null);
    expect((await api.get(base)).status).toBe(401);
    api.context.actAs(roles.staffWithout);
    expect((await api.get(base)).status).toBe(403);

    api.context.actAs(roles.staffWith(['notifications.read']));
    await api.get(`${base}?filters[type][$eq]=promotion`);
    await api.get(`${base}/${ids.booked}`);
    const log = await api.context.database.rows<{ action: string; record_id: number | null; changes: { ids?: number[] } | null }>(
      sql`select action, record_id, changes from action_log where resource = 'notifications' order by id desc limit 2`,
    );
    expect(log[0]).toMatchObject({ action: 'read', record_id: ids.booked });
    expect(log[1]).toMatchObject({ action: 'list' });
    expect(log[1].changes?.ids).toEqual([ids.promo]);
  });
});
