import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { createPartner } from '../../tests/support/factories/partners.ts';
import { createDoctor, createInstitution, createSpecialization } from '../../tests/support/factories.ts';
import { roles, useApiTestContext } from './testing.ts';

/** The partner cabinet's own doctors (docs/decisions/234): the back office's rules, behind the legal entity's scope. */
const api = useApiTestContext();
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function as(user: SessionUser, method: Method, url: string, payload?: unknown) {
  api.context.actAs(user);
  const response = await api.context.app.inject({ method, url: `/api/v1/${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

const rows = <T>(query: ReturnType<typeof sql>) => api.context.database.rows<T>(query);

/** Everything of a doctor a partner could touch, to prove a refused call changed nothing. */
async function snapshot(doctorId: number) {
  const [doctor] = await rows<Record<string, unknown>>(sql`select * from doctors where id = ${doctorId}`);
  const workplaces = await rows<{ institution_id: number }>(sql`select institution_id from doctor_workplaces where doctor_id = ${doctorId} order by 1`);
  const services = await rows<Record<string, unknown>>(sql`select * from doctor_services where doctor_id = ${doctorId} order by id`);
  return { doctor, workplaces, services };
}

let world: {
  a: SessionUser;
  b: SessionUser;
  clinicA: number;
  clinicB: number;
  specialization: number;
  doctorB: number;
  serviceB: number;
};

const newDoctor = (extra: Record<string, unknown> = {}) => ({
  last_name_ua: 'Коваль',
  last_name_ru: 'Коваль',
  first_name_ua: 'Ірина',
  first_name_ru: 'Ирина',
  gender: 'female',
  specializations: [world.specialization],
  workplaces: [world.clinicA],
  ...extra,
});
const newService = (extra: Record<string, unknown> = {}) => ({
  specialization_id: world.specialization,
  name_ua: 'Консультація',
  name_ru: 'Консультация',
  cost: 50_000,
  duration: 30,
  ...extra,
});

beforeAll(async () => {
  const { db } = api.context.database;
  const clinicA = await createInstitution(db);
  const clinicB = await createInstitution(db);
  const specialization = await createSpecialization(db);
  const doctorB = await createDoctor(db, { institution: clinicB, specialization });
  const a = await createPartner(db, [clinicA]);
  const b = await createPartner(db, [clinicB]);
  world = { a, b, clinicA: clinicA.id, clinicB: clinicB.id, specialization: specialization.id, doctorB: doctorB.id, serviceB: 0 };
  const service = await as(b, 'POST', `partners/doctors/${doctorB.id}/services`, newService());
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  world.serviceB = service.body.data.id;
});

describe("a partner's own doctors", () => {
  test('adds a doctor with a cabinet: the set-password link goes out; edits it; reads only its own clinics', async () => {
    const email = 'partner.doctor@example.test';
    const created = await as(world.a, 'POST', 'partners/doctors', newDoctor({ is_cabinet: true, email, locale: 'ru' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      last_name_ua: 'Коваль',
      workplaces: [world.clinicA],
      specializations: [world.specialization],
      cabinet: 'invited',
      email,
    });
    const [message] = await rows<{ template: string }>(sql`select template from outbox_messages where recipient = ${email}`);
    expect(message.template).toBe('email.doctor.cabinet.invitation');

    const id = created.body.data.id as number;
    const saved = await as(
      world.a,
      'PUT',
      `partners/doctors/${id}`,
      newDoctor({ first_name_ua: 'Ірена', is_cabinet: true, email, version: created.body.data.version }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.first_name_ua).toBe('Ірена');
    const stale = await as(world.a, 'PUT', `partners/doctors/${id}`, newDoctor({ is_cabinet: true, email, version: created.body.data.version }));
    expect(stale.status).toBe(409);
    const listed = await as(world.a, 'GET', 'partners/appointments/filters');
    expect(listed.body.data.doctors.map((doctor: { id: number }) => doctor.id)).toContain(id);
  });

  test('the back office rules answer 422 in the partner language', async () => {
    const nameless = await as(world.a, 'POST', 'partners/doctors', newDoctor({ last_name_ua: '' }));
    expect(nameless.status).toBe(422);
    expect(Object.keys(nameless.body.errors)).toContain('last_name_ua');
    const noClinic = await as(world.a, 'POST', 'partners/doctors', newDoctor({ workplaces: [] }));
    expect(noClinic.body.errors.workplaces).toEqual([translate('ua', 'partner.doctor.workplace.required')]);
    const noEmail = await as(world.a, 'POST', 'partners/doctors', newDoctor({ is_cabinet: true }));
    expect(noEmail.body.errors).toEqual({ email: [translate('ua', 'admin.doctor.cabinet.email.required')] });
    const noGender = await as(world.a, 'POST', 'partners/doctors', newDoctor({ gender: undefined }));
    expect(noGender.body.errors.gender).toEqual([translate('ua', 'validation.required')]);
    const rating = await as(world.a, 'POST', 'partners/doctors', newDoctor({ rating: 5 }));
    expect(rating.status).toBe(422);
  });

  test('services: exactly one default, the back office rule', async () => {
    const doctor = (await as(world.a, 'POST', 'partners/doctors', newDoctor())).body.data;
    const first = await as(world.a, 'POST', `partners/doctors/${doctor.id}/services`, newService());
    expect(first.body.data.is_default).toBe(true);
    const second = await as(
      world.a,
      'POST',
      `partners/doctors/${doctor.id}/services`,
      newService({ name_ua: 'Повторна', name_ru: 'Повторная', is_default: true }),
    );
    expect(second.status).toBe(201);
    const list = await as(world.a, 'GET', `partners/doctors/${doctor.id}/services`);
    expect(list.body.data.map((s: { id: number; is_default: boolean }) => [s.id, s.is_default])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    const noCost = await as(world.a, 'POST', `partners/doctors/${doctor.id}/services`, newService({ cost: undefined }));
    expect(noCost.status).toBe(422);
    const changed = await as(world.a, 'PATCH', `partners/doctors/${doctor.id}/services/${first.body.data.id}`, { cost: 60_000 });
    expect(changed.body.data.cost).toBe(60_000);
    expect((await as(world.a, 'DELETE', `partners/doctors/${doctor.id}/services/${first.body.data.id}`)).status).toBe(204);
  });
});

describe("another partner's doctors and clinics (SPEC §6)", () => {
  test("partner A using partner B's doctor, service and clinic ids gets 404 / 403 and nothing changes", async () => {
    const { a, doctorB, serviceB, clinicB } = world;
    const before = await snapshot(doctorB);
    const own = (await as(a, 'POST', 'partners/doctors', newDoctor())).body.data;

    expect((await as(a, 'GET', `partners/doctors/${doctorB}`)).status).toBe(404);
    expect((await as(a, 'PUT', `partners/doctors/${doctorB}`, newDoctor())).status).toBe(404);
    expect((await as(a, 'GET', `partners/doctors/${doctorB}/services`)).status).toBe(404);
    expect((await as(a, 'POST', `partners/doctors/${doctorB}/services`, newService())).status).toBe(404);
    expect((await as(a, 'PATCH', `partners/doctors/${doctorB}/services/${serviceB}`, { cost: 1 })).status).toBe(404);
    expect((await as(a, 'DELETE', `partners/doctors/${doctorB}/services/${serviceB}`)).status).toBe(404);
    // B's service reached through A's own doctor.
    expect((await as(a, 'PATCH', `partners/doctors/${own.id}/services/${serviceB}`, { cost: 1 })).status).toBe(404);
    expect((await as(a, 'DELETE', `partners/doctors/${own.id}/services/${serviceB}`)).status).toBe(404);

    // A doctor attached to B's clinic, new or existing: 403, nothing written.
    const doctorsBefore = await rows<{ n: number }>(sql`select count(*)::int as n from doctors`);
    expect((await as(a, 'POST', 'partners/doctors', newDoctor({ workplaces: [clinicB] }))).status).toBe(403);
    expect((await as(a, 'POST', 'partners/doctors', newDoctor({ workplaces: [world.clinicA, clinicB] }))).status).toBe(403);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from doctors`)).toEqual(doctorsBefore);
    const ownBefore = await snapshot(own.id);
    expect((await as(a, 'PUT', `partners/doctors/${own.id}`, newDoctor({ workplaces: [world.clinicA, clinicB], first_name_ua: 'Змінено' }))).status).toBe(403);
    expect(await snapshot(own.id)).toEqual(ownBefore);

    expect(await snapshot(doctorB)).toEqual(before);
  });

  test("a doctor shared with B: A edits it, sees only its own clinic, and B's workplace stays", async () => {
    const { db } = api.context.database;
    const shared = await createDoctor(db);
    await db.execute(sql`insert into doctor_workplaces (doctor_id, institution_id) values (${shared.id}, ${world.clinicB}), (${shared.id}, ${world.clinicA})`);
    const read = await as(world.a, 'GET', `partners/doctors/${shared.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.workplaces).toEqual([world.clinicA]);
    const saved = await as(world.a, 'PUT', `partners/doctors/${shared.id}`, { ...newDoctor(), gender: shared.gender });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = await rows<{ institution_id: number }>(sql`select institution_id from doctor_workplaces where doctor_id = ${shared.id}`);
    expect(stored.map((row) => row.institution_id)).toContain(world.clinicB);
  });

  test('only partners: 401 without a session, 403 for patients, doctors and staff', async () => {
    for (const [user, status] of [
      [null, 401],
      [roles.patient, 403],
      [roles.doctor, 403],
      [roles.administrator, 403],
    ] as const) {
      api.context.actAs(user);
      const response = await api.context.app.inject({ method: 'GET', url: `/api/v1/partners/doctors/${world.doctorB}` });
      expect(response.statusCode).toBe(status);
    }
  });
});

describe("the representative's own profile", () => {
  test('edits name, e-mail and phone; an e-mail another partner uses is taken', async () => {
    const saved = await as(world.a, 'PUT', 'account/partner-profile', {
      last_name: 'Бондар',
      first_name: 'Олег',
      email: 'oleg.bondar@example.test',
      phone: '380671112233',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ last_name: 'Бондар', first_name: 'Олег', email: 'oleg.bondar@example.test', phone: '380671112233' });
    const [other] = await rows<{ email: string }>(sql`select email from users where id = ${world.b.id}`);
    const taken = await as(world.a, 'PUT', 'account/partner-profile', { last_name: 'Бондар', first_name: 'Олег', email: other.email, phone: '380671112233' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual([translate('ua', 'validation.taken')]);
    expect(
      (
        await as(world.a, 'PUT', 'account/partner-profile', {
          last_name: 'Бондар',
          first_name: 'Олег',
          email: 'x@example.test',
          phone: '380671112233',
          legal_entity_id: 1,
        })
      ).status,
    ).toBe(422);
  });
});
