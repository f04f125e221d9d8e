import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { createPartner } from '../../tests/support/factories/partners.ts';
import { createDoctor, createInstitution, createSpecialization } from '../../tests/support/factories.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { useApiTestContext } from './testing.ts';

/** The partner's doctors list with photos and statuses, and the cabinet invitation sent again (docs/decisions/274). */
const api = useApiTestContext();

async function as(user: SessionUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  api.context.actAs(user);
  const response = await api.context.app.inject({ method, url: `/api/v1/${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}
const rows = <T>(query: ReturnType<typeof sql>) => api.context.database.rows<T>(query);

let a: SessionUser;
let b: SessionUser;
let clinicA = 0;
let specialization = 0;
let doctorB = 0;

beforeAll(async () => {
  const { db } = api.context.database;
  const clinic = await createInstitution(db);
  const other = await createInstitution(db);
  const spec = await createSpecialization(db);
  doctorB = (await createDoctor(db, { institution: other, specialization: spec })).id;
  a = await createPartner(db, [clinic]);
  b = await createPartner(db, [other]);
  clinicA = clinic.id;
  specialization = spec.id;
});

describe(`the partner's doctors list and the invitation sent again (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('lists only its doctors with photo, status and cabinet; resends an invitation while it waits; another partner gets 404', async () => {
    const email = 'invited.doctor@example.test';
    const body = {
      last_name_ua: 'Бойко',
      last_name_ru: 'Бойко',
      first_name_ua: 'Олена',
      first_name_ru: 'Елена',
      gender: 'female',
      specializations: [specialization],
      workplaces: [clinicA],
      is_cabinet: true,
      email,
      photo: '/uploads/images/doctor-photo.webp',
    };
    const created = await as(a, 'POST', 'partners/doctors', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;

    const list = await as(a, 'GET', 'partners/doctors');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([{ id, name: 'Бойко Олена', photo: '/uploads/images/doctor-photo.webp', status: 'active', cabinet: 'invited' }]);
    api.context.actAs(a);
    const russian = await api.context.app.inject({ method: 'GET', url: '/api/v1/partners/doctors', headers: { 'accept-language': 'ru' } });
    expect(russian.json().data[0].name).toBe('Бойко Елена');
    expect((await as(b, 'GET', 'partners/doctors')).body.data.map((row: { id: number }) => row.id)).toEqual([doctorB]);

    const sentBefore = (await rows<{ n: number }>(sql`select count(*)::int as n from outbox_messages where recipient = ${email}`))[0].n;
    const resent = await as(a, 'POST', `partners/doctors/${id}/cabinet-invitation`);
    expect(resent.status).toBe(202);
    expect(resent.body.data).toEqual({ doctor_id: id, sent: true });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from outbox_messages where recipient = ${email}`))[0].n).toBe(sentBefore + 1);
    const [line] = await rows<{ action: string; changes: Record<string, unknown>; user_id: number }>(
      sql`select action, changes, user_id from action_log where resource = 'doctors' and record_id = ${id} and action = 'cabinet.invitation' order by id desc limit 1`,
    );
    expect(line).toEqual({ action: 'cabinet.invitation', changes: { via: 'cabinet' }, user_id: a.id });

    expect((await as(b, 'POST', `partners/doctors/${id}/cabinet-invitation`)).status).toBe(404);
    expect((await as(a, 'POST', `partners/doctors/${doctorB}/cabinet-invitation`)).status).toBe(404);
    // A cabinet whose password is set no longer waits: 409.
    await api.context.database.db.execute(sql`update users set password_hash = 'x' where id = (select user_id from doctors where id = ${id})`);
    expect((await as(a, 'POST', `partners/doctors/${id}/cabinet-invitation`)).status).toBe(409);
    expect((await as(a, 'GET', 'partners/doctors')).body.data[0].cabinet).toBe('active');
  });
});
