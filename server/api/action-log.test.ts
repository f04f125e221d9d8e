import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { action_log, users } from '../../db/schema/index.ts';
import { roles } from './testing.ts';
import { useResourceApi, base, specialization } from './resources-testing.ts';

interface Line {
  user_id: number | null;
  action: string;
  resource: string;
  record_id: number | null;
  changes: Record<string, unknown> | null;
}

const api = useResourceApi();
const lines = async (resource: string): Promise<Line[]> =>
  (
    await api.context.database.rows<Line>(sql`select user_id, action, resource, record_id, changes from action_log where resource = ${resource} order by id`)
  ).map((row) => ({ ...row }));

describe('the action log', () => {
  test('every staff write is a line with who, what and the before / after of the fields it changed', async () => {
    api.context.actAs(roles.administrator);
    const created = await api.send('POST', base, specialization('audit', { name_ua: 'Аудіологія' }));
    const id = created.body.data.id as number;
    await api.send('PATCH', `${base}/${id}`, { name_ua: 'Сурдологія', version: created.body.data.version });
    await api.send('DELETE', `${base}/${id}`);
    await api.send('PATCH', `${base}/${id}/restore`);
    const written = await lines('specializations');
    expect(written.map((line) => [line.user_id, line.action, line.record_id])).toEqual([
      [roles.administrator.id, 'create', id],
      [roles.administrator.id, 'update', id],
      [roles.administrator.id, 'delete', id],
      [roles.administrator.id, 'restore', id],
    ]);
    expect(written[0].changes).toMatchObject({ code: { before: null, after: 'audit' }, name_ua: { before: null, after: 'Аудіологія' } });
    expect(written[1].changes).toEqual({ name_ua: { before: 'Аудіологія', after: 'Сурдологія' } });
    expect(Object.keys(written[2].changes ?? {})).toEqual(['deleted_at']);
  });

  test('a write that is refused leaves no line; reads of catalogue data leave none either', async () => {
    api.context.actAs(roles.administrator);
    const before = (await lines('specializations')).length;
    expect((await api.send('POST', base, specialization('bad code!'))).status).toBe(422);
    expect((await api.get(base)).status).toBe(200);
    expect((await lines('specializations')).length).toBe(before);
  });

  test('staff reads of patient records are lines too; hashes never appear', async () => {
    const [patient] = await api.context.database.db
      .insert(users)
      .values({ user_type: 'patient', email: 'audit.patient@vizyt.test', first_name: 'Олена', last_name: 'Коваль', password_hash: '$argon2id$hidden' })
      .returning({ id: users.id });
    api.context.actAs(roles.administrator);
    expect((await api.get(`/api/v1/patients/${patient.id}`)).status).toBe(200);
    expect((await api.get('/api/v1/patients?search=Коваль')).status).toBe(200);
    const read = await lines('patients');
    expect(read.map((line) => [line.action, line.record_id])).toEqual([
      ['read', patient.id],
      ['list', null],
    ]);
    expect(read[1].changes).toMatchObject({ ids: [patient.id], search: 'Коваль' });
    const all = await api.context.database.rows<{ text: string }>(sql`select coalesce(string_agg(changes::text, ' '), '') as text from action_log`);
    expect(all[0].text).not.toContain('argon2');
  });

  test('cannot be changed, removed or emptied, not even by the application itself', async () => {
    const { db } = api.context.database;
    await db.insert(action_log).values({ user_id: 1, action: 'update', resource: 'doctors', record_id: 1 });
    await expect(db.execute(sql`update action_log set action = 'nothing'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from action_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate action_log`)).rejects.toThrow();
    const [{ n }] = await api.context.database.rows<{ n: number }>(sql`select count(*)::int as n from action_log where action = 'nothing'`);
    expect(n).toBe(0);
  });
});
