import { beforeAll, describe, expect, test } from 'vitest';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { createPartner } from '../../tests/support/factories/partners.ts';
import { createInstitution, createSpecialization } from '../../tests/support/factories.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { roles, useApiTestContext } from './testing.ts';

/** A partner's cabinet writes in the back office's action log (docs/decisions/270): who, which partner, what, no values. */
const api = useApiTestContext();

async function as(user: SessionUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  api.context.actAs(user);
  const response = await api.context.app.inject({ method, url: `/api/v1/${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

let partner: SessionUser & { legalEntityId: number };
let other: SessionUser & { legalEntityId: number };
let clinic = 0;
let specialization = 0;

beforeAll(async () => {
  const { db } = api.context.database;
  const own = await createInstitution(db);
  specialization = (await createSpecialization(db)).id;
  partner = await createPartner(db, [own]);
  other = await createPartner(db, [await createInstitution(db)]);
  clinic = own.id;
});

describe(`partner writes in the action log (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('a doctor and a service made in the cabinet are lines of the partner, with field names only; staff filter them by partner', async () => {
    const email = 'logged.doctor@example.test';
    const doctor = await as(partner, 'POST', 'partners/doctors', {
      last_name_ua: 'Шевчук',
      last_name_ru: 'Шевчук',
      first_name_ua: 'Тарас',
      first_name_ru: 'Тарас',
      gender: 'male',
      specializations: [specialization],
      workplaces: [clinic],
      is_cabinet: true,
      email,
    });
    expect(doctor.status, JSON.stringify(doctor.body)).toBe(201);
    const id = doctor.body.data.id as number;
    const service = await as(partner, 'POST', `partners/doctors/${id}/services`, {
      specialization_id: specialization,
      name_ua: 'Огляд',
      name_ru: 'Осмотр',
      cost: 40_000,
      duration: 20,
    });
    expect(service.status).toBe(201);

    expect((await as(partner, 'GET', 'action-log')).status).toBe(403);
    const log = await as(
      roles.administrator,
      'GET',
      `action-log?filters[legal_entity_id][$eq]=${partner.legalEntityId}&populate[0]=legal_entity&sort=id:asc&fields=changes`,
    );
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const lines = log.body.data as {
      user_id: number;
      action: string;
      resource: string;
      record_id: number;
      changes: { via: string; fields?: string[] };
      legal_entity: { id: number } | null;
    }[];
    const doctorLine = lines.find((line) => line.resource === 'doctors' && line.action === 'create');
    expect(doctorLine).toMatchObject({ user_id: partner.id, record_id: id, changes: { via: 'cabinet' }, legal_entity: { id: partner.legalEntityId } });
    expect(doctorLine?.changes.fields).toEqual(expect.arrayContaining(['email', 'last_name_ua', 'is_cabinet']));
    expect(lines.some((line) => line.resource === 'doctor-services' && line.action === 'create' && line.record_id === service.body.data.id)).toBe(true);
    expect(lines.some((line) => line.action === 'cabinet.invitation' && line.record_id === id)).toBe(true);
    const text = JSON.stringify(lines);
    for (const value of [email, 'Шевчук', 'Огляд', '40000']) expect(text).not.toContain(value);
    // Nothing under the other partner.
    const none = await as(roles.administrator, 'GET', `action-log?filters[legal_entity_id][$eq]=${other.legalEntityId}`);
    expect(none.body.data).toEqual([]);
  });
});
