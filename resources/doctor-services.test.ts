import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../app/i18n/catalogs.ts';
import { doctor_services, doctor_workplaces } from '../db/schema/index.ts';
import { createApiTestContext, roles, type ApiTestContext } from '../server/api/testing.ts';
import { createDoctor, createInstitution, createService, createSpecialization } from '../tests/support/factories.ts';
import { doctorServices } from './doctor-services.ts';
import { createPromotion } from '../tests/support/factories/content.ts';

let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
  t.actAs(roles.administrator);
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, locale = 'ua') {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never, headers: { 'accept-language': locale } });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}
const ua = (key: string) => translate('ua', key);

/** The ids of the doctor's live services flagged default. */
async function defaultsOf(doctorId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: doctor_services.id })
    .from(doctor_services)
    .where(and(eq(doctor_services.doctor_id, doctorId), eq(doctor_services.is_default, true), isNull(doctor_services.deleted_at)));
  return rows.map((row) => row.id);
}

async function newService(doctorId: number, specializationId: number, extra: Record<string, unknown> = {}) {
  const answer = await call('POST', '/doctor-services', {
    doctor_id: doctorId,
    specialization_id: specializationId,
    name_ua: 'Консультація',
    name_ru: 'Консультация',
    cost: 80_000,
    duration: 30,
    format: 'offline',
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; is_default: boolean };
}

describe('doctor services (SPEC §3, §5)', () => {
  test('a service needs a specialization, a duration and a cost in kopecks', async () => {
    const doctor = await createDoctor(t.database.db);
    const missing = await call('POST', '/doctor-services', { doctor_id: doctor.id, name_ua: 'Огляд', name_ru: 'Осмотр' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['cost', 'duration', 'specialization_id']);
    const fractional = await call('POST', '/doctor-services', {
      doctor_id: doctor.id,
      specialization_id: 1,
      name_ua: 'О',
      name_ru: 'О',
      cost: 99.5,
      duration: 30,
    });
    expect(fractional.body.errors.cost).toEqual([ua('validation.integer')]);
  });

  test('exactly one default: the first service becomes it, a new default takes the flag in the same save, and it cannot just be switched off', async () => {
    const doctor = await createDoctor(t.database.db);
    const specialization = await createSpecialization(t.database.db);
    const first = await newService(doctor.id, specialization.id);
    expect(await defaultsOf(doctor.id)).toEqual([first.id]);
    const second = await newService(doctor.id, specialization.id);
    expect(await defaultsOf(doctor.id)).toEqual([first.id]);

    expect((await call('PATCH', `/doctor-services/${second.id}`, { is_default: true })).body.data.is_default).toBe(true);
    expect(await defaultsOf(doctor.id)).toEqual([second.id]);
    const third = await newService(doctor.id, specialization.id, { is_default: true });
    expect(await defaultsOf(doctor.id)).toEqual([third.id]);

    const switchedOff = await call('PATCH', `/doctor-services/${third.id}`, { is_default: false }, 'ru');
    expect(switchedOff.status).toBe(422);
    expect(switchedOff.body.errors).toEqual({ is_default: [translate('ru', 'service.default.required')] });
    expect(await defaultsOf(doctor.id)).toEqual([third.id]);

    const moved = await call('PATCH', `/doctor-services/${first.id}`, { doctor_id: (await createDoctor(t.database.db)).id });
    expect(moved.body.errors).toEqual({ doctor_id: [ua('service.doctor.fixed')] });

    // Two saves racing to become the default: both succeed in turn and one default is left.
    const answers = await Promise.all([first, second].map((service) => call('PATCH', `/doctor-services/${service.id}`, { is_default: true })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await defaultsOf(doctor.id)).toHaveLength(1);
  });

  test('the default cannot go to trash while other services remain; the last one can, and comes back as the default', async () => {
    const doctor = await createDoctor(t.database.db);
    const specialization = await createSpecialization(t.database.db);
    const main = await newService(doctor.id, specialization.id);
    const extra = await newService(doctor.id, specialization.id);
    const refused = await call('DELETE', `/doctor-services/${main.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: ua('service.default.delete'), errors: { is_default: [ua('service.default.delete')] } });
    expect((await call('DELETE', `/doctor-services/${extra.id}`)).status).toBe(204);
    expect((await call('DELETE', `/doctor-services/${main.id}`)).status).toBe(204);
    expect(await defaultsOf(doctor.id)).toEqual([]);

    const replacement = await newService(doctor.id, specialization.id);
    expect(await defaultsOf(doctor.id)).toEqual([replacement.id]);
    expect((await call('PATCH', `/doctor-services/${main.id}/restore`)).body.data.is_default).toBe(false);
    expect((await call('POST', '/doctor-services/batch-delete', { ids: [main.id, replacement.id] })).status).toBe(204);
    expect((await call('PATCH', `/doctor-services/${extra.id}/restore`)).body.data.is_default).toBe(true);
  });

  test('a service of a running promotion keeps its price and cannot be deleted; other edits, and finished or future promotions, are fine', async () => {
    const doctor = await createDoctor(t.database.db);
    const specialization = await createSpecialization(t.database.db);
    await createService(t.database.db, { doctor, specialization_id: specialization.id, is_default: true });
    const promoted = await createService(t.database.db, { doctor, specialization_id: specialization.id, is_default: false, cost: 100_000 });
    await createPromotion(t.database.db, { service: promoted, cost_with_discount: 80_000 });

    const repriced = await call('PATCH', `/doctor-services/${promoted.id}`, { cost: 120_000 });
    expect(repriced.status).toBe(422);
    expect(repriced.body).toEqual({ message: ua('service.promotion.locked'), errors: { cost: [ua('service.promotion.price.locked')] } });
    const inRussian = await call('PATCH', `/doctor-services/${promoted.id}`, { cost: 120_000 }, 'ru');
    expect(inRussian.body.message).toBe(translate('ru', 'service.promotion.locked'));
    expect((await call('PATCH', `/doctor-services/${promoted.id}`, { cost: 100_000, duration: 40, name_ua: 'Нова назва' })).status).toBe(200);

    const deleted = await call('DELETE', `/doctor-services/${promoted.id}`);
    expect(deleted.status).toBe(422);
    expect(deleted.body.errors).toEqual({ id: [ua('service.promotion.delete.locked')] });
    expect((await call('POST', '/doctor-services/batch-delete', { ids: [promoted.id] })).status).toBe(422);
    expect((await call('GET', `/doctor-services/${promoted.id}`)).body.data.cost).toBe(100_000);

    const day = 24 * 60 * 60 * 1000;
    const later = await createService(t.database.db, { doctor, specialization_id: specialization.id, is_default: false });
    await createPromotion(t.database.db, {
      service: later,
      cost_with_discount: 100,
      start_at: new Date(Date.now() + day),
      end_at: new Date(Date.now() + 9 * day),
    });
    const past = await createService(t.database.db, { doctor, specialization_id: specialization.id, is_default: false });
    await createPromotion(t.database.db, {
      service: past,
      cost_with_discount: 100,
      start_at: new Date(Date.now() - 9 * day),
      end_at: new Date(Date.now() - day),
    });
    for (const service of [later, past]) {
      expect((await call('PATCH', `/doctor-services/${service.id}`, { cost: 55_500 })).status).toBe(200);
      expect((await call('DELETE', `/doctor-services/${service.id}`)).status).toBe(204);
    }
  });

  test('anyone may read services; only staff with the permission write them', async () => {
    const doctor = await createDoctor(t.database.db);
    const service = await createService(t.database.db, { doctor, is_default: true });
    t.actAs(null);
    try {
      expect((await call('GET', `/doctor-services?filters[doctor_id][$eq]=${doctor.id}`)).body.data).toHaveLength(1);
      expect((await call('PATCH', `/doctor-services/${service.id}`, { duration: 20 })).status).toBe(401);
      for (const user of [roles.partner, roles.doctor, roles.staffWith(['doctor-services.read'])]) {
        t.actAs(user);
        expect((await call('PATCH', `/doctor-services/${service.id}`, { duration: 20 })).status).toBe(403);
      }
      t.actAs(roles.staffWith(['doctor-services.update']));
      expect((await call('PATCH', `/doctor-services/${service.id}`, { duration: 20 })).status).toBe(200);
    } finally {
      t.actAs(roles.administrator);
    }
  });

  test("the back office's services list: filtered by clinic (the doctor's workplaces), doctor, specialization, format and default, naming doctor and specialization", async () => {
    const db = t.database.db;
    const [clinic, otherClinic] = [await createInstitution(db), await createInstitution(db)];
    const specialization = await createSpecialization(db);
    const here = await createDoctor(db, { institution: clinic, specialization });
    const both = await createDoctor(db, { institution: otherClinic, specialization });
    await db.insert(doctor_workplaces).values({ doctor_id: both.id, institution_id: clinic.id });
    const elsewhere = await createDoctor(db, { institution: otherClinic, specialization });
    const services = [
      await createService(db, { doctor: here, specialization_id: specialization.id, is_default: true, format: 'offline' }),
      await createService(db, { doctor: here, specialization_id: specialization.id, is_default: false, format: 'online' }),
      await createService(db, { doctor: both, specialization_id: specialization.id, is_default: true, format: 'offline' }),
      await createService(db, { doctor: elsewhere, specialization_id: specialization.id, is_default: true, format: 'offline' }),
    ];
    const ids = async (query: string) =>
      ((await call('GET', `/doctor-services?sort=id:asc&limit=100&${query}`)).body.data as { id: number }[]).map((row) => row.id);
    const mine = (list: number[]) => list.filter((id) => services.some((service) => service.id === id));

    expect(mine(await ids(`filters[institution_id][$eq]=${clinic.id}`))).toEqual([services[0].id, services[1].id, services[2].id]);
    expect(mine(await ids(`filters[institution_id][$in]=${otherClinic.id}`))).toEqual([services[2].id, services[3].id]);
    expect(mine(await ids(`filters[institution_id][$eq]=${clinic.id}&filters[format][$eq]=online`))).toEqual([services[1].id]);
    expect(mine(await ids(`filters[institution_id][$eq]=${clinic.id}&filters[is_default][$eq]=true&filters[doctor_id][$eq]=${both.id}`))).toEqual([
      services[2].id,
    ]);
    expect(mine(await ids(`filters[specialization_id][$eq]=${specialization.id}`))).toEqual(services.map((service) => service.id));
    expect((await call('GET', '/doctor-services?filters[institution_id][$eq]=abc')).status).toBe(400);
    expect((await call('GET', '/doctor-services?sort=institution_id:asc')).status).toBe(400);

    const named = await call(
      'GET',
      `/doctor-services?filters[institution_id][$eq]=${clinic.id}&populate[0]=doctor&populate[1]=specialization&sort=id:asc`,
      undefined,
      'ru',
    );
    const first = named.body.data.find((row: { id: number }) => row.id === services[0].id);
    expect(first.doctor).toMatchObject({ id: here.id, full_name: here.full_name_ru });
    expect(first.specialization).toMatchObject({ id: specialization.id, name: specialization.name_ru });

    expect(doctorServices.admin.screen?.path).toBe('services');
    expect(doctorServices.admin.columns.filter((column) => column.render === 'relation').map((column) => [column.name, column.relation?.populate])).toEqual([
      ['doctor_id', 'doctor'],
      ['specialization_id', 'specialization'],
    ]);
    expect(doctorServices.admin.filters?.map((field) => field.name)).toEqual([
      'doctor_id',
      'institution_id',
      'specialization_id',
      'format',
      'is_default',
      'is_nszu_free',
    ]);
    expect(doctorServices.admin.form.map((field) => field.name)).not.toContain('institution_id');
  });
});
