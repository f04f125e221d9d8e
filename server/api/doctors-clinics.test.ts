import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import {
  createCity,
  createDoctorFeature,
  createInstitution,
  createInstitutionType,
  createLanguage,
  createSpecialization,
} from '../../tests/support/factories.ts';
import { roles, useApiTestContext } from './testing.ts';

/** The back office's doctors and medical institutions over the generic API (docs/decisions/210, 211). */
const api = useApiTestContext();
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
  const response = await api.context.app.inject({ method, url: `/api/v1/${url}`, payload: payload as never, headers });
  return { status: response.statusCode, body: response.body ? response.json() : undefined, cookies: response.cookies };
};

let world: { specialization: number; second: number; language: number; feature: number; clinic: number; city: number; type: number };

const doctor = (extra: Record<string, unknown> = {}) => ({
  last_name_ua: 'Петренко',
  last_name_ru: 'Петренко',
  first_name_ua: 'Олена',
  first_name_ru: 'Елена',
  middle_name_ua: 'Іванівна',
  middle_name_ru: 'Ивановна',
  gender: 'female',
  ...extra,
});

const clinic = (extra: Record<string, unknown> = {}) => ({
  name_ua: 'Клініка Здоровʼя',
  name_ru: 'Клиника Здоровья',
  type_id: world.type,
  city_id: world.city,
  address_ua: 'вул. Хрещатик, 5',
  address_ru: 'ул. Крещатик, 5',
  latitude: 50.4501,
  longitude: 30.5234,
  ...extra,
});

beforeAll(async () => {
  const { db } = api.context.database;
  const city = await createCity(db);
  const type = await createInstitutionType(db);
  const institution = await createInstitution(db, { city, type });
  world = {
    specialization: (await createSpecialization(db)).id,
    second: (await createSpecialization(db)).id,
    language: (await createLanguage(db)).id,
    feature: (await createDoctorFeature(db)).id,
    clinic: institution.id,
    city: city.id,
    type: type.id,
  };
});
beforeEach(() => api.context.actAs(roles.administrator));

describe('doctors', () => {
  test('a doctor is created with its links; the slug follows the Ukrainian name and stays unique', async () => {
    const links = { specializations: [world.second, world.specialization], languages: [world.language], features: [world.feature], workplaces: [world.clinic] };
    const created = await call('POST', 'doctors', doctor({ ...links, category: 'higher', started_work_year: 2010 }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'petrenko-olena-ivanivna',
      full_name: 'Петренко Олена Іванівна',
      category: 'higher',
      experience: new Date().getFullYear() - 2010,
      specializations: [world.specialization, world.second].sort((a, b) => a - b),
      workplaces: [world.clinic],
      languages: [world.language],
      features: [world.feature],
    });
    const twin = await call('POST', 'doctors', doctor());
    expect(twin.body.data.slug).toBe('petrenko-olena-ivanivna-2');
    const [main] = await api.context.database.rows<{ specialization_id: number }>(
      sql`select specialization_id from doctor_specializations where doctor_id = ${created.body.data.id as number} and is_main`,
    );
    expect(main.specialization_id).toBe(Math.min(world.specialization, world.second));
    // Kept rows keep what they carry: the main specialization survives adding another.
    await call('PATCH', `doctors/${created.body.data.id}`, { specializations: [world.second] });
    const read = await call('GET', `doctors/${created.body.data.id}?populate[0]=workplaces`);
    expect(read.body.data.specializations).toEqual([world.second]);
    expect(read.body.data.workplaces.map((place: { id: number }) => place.id)).toEqual([world.clinic]);
  });

  test('422s name their fields, in ua and ru', async () => {
    for (const locale of ['ua', 'ru'] as const) {
      const { status, body } = await call(
        'POST',
        'doctors',
        { last_name_ua: '', email: 'not an e-mail', started_work_year: new Date().getFullYear() + 1, specializations: [999_999] },
        { 'accept-language': locale },
      );
      expect(status).toBe(422);
      expect(body.errors).toMatchObject({
        last_name_ua: [translate(locale, 'validation.required')],
        first_name_ua: [translate(locale, 'validation.required')],
        gender: [expect.any(String)],
        email: [translate(locale, 'validation.email')],
        started_work_year: [translate(locale, 'admin.validation.year.future')],
      });
    }
    expect((await call('POST', 'doctors', doctor({ specializations: [999_999] }))).body.errors).toEqual({
      specializations: [translate('ua', 'validation.relation.missing')],
    });
  });

  test('contacts are private: staff see them, the public list, record and populate never do', async () => {
    const { body } = await call(
      'POST',
      'doctors',
      doctor({ first_name_ua: 'Ірина', email: 'iryna@example.test', phone: '+380 67 123 45 67', workplaces: [world.clinic] }),
    );
    expect(body.data).toMatchObject({ email: 'iryna@example.test', phone: '380671234567' });
    api.context.actAs(null);
    const list = await call('GET', 'doctors?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const record of list.body.data) {
      expect(record).not.toHaveProperty('email');
      expect(record).not.toHaveProperty('phone');
      expect(record).not.toHaveProperty('locale');
    }
    expect(JSON.stringify(list.body)).not.toContain('iryna@example.test');
    const one = await call('GET', `doctors/${body.data.id}`);
    expect(one.body.data).not.toHaveProperty('email');
    const viaClinic = await call('GET', `medical-institutions/${world.clinic}?populate[0]=doctors`);
    expect(JSON.stringify(viaClinic.body)).not.toContain('380671234567');
    // Nor can a visitor probe them through filters.
    expect((await call('GET', 'doctors?filters[email][$eq]=iryna@example.test')).status).toBeGreaterThanOrEqual(400);
    api.context.actAs(roles.patient);
    expect(JSON.stringify((await call('GET', 'doctors?limit=100')).body)).not.toContain('iryna@example.test');
    api.context.actAs(roles.staffWith(['doctors.read']));
    expect((await call('GET', `doctors/${body.data.id}`)).body.data.email).toBe('iryna@example.test');
  });

  test('an inactive doctor leaves the public API', async () => {
    const { body } = await call('POST', 'doctors', doctor({ first_name_ua: 'Тарас' }));
    expect(await api.context.services.catalog.doctorProfile(body.data.slug as string, 'ua')).not.toBeNull();
    api.context.actAs(null);
    expect((await call('GET', `doctors/${body.data.id}`)).status).toBe(200);
    api.context.actAs(roles.administrator);
    expect((await call('PATCH', `doctors/${body.data.id}`, { status: 'inactive', version: body.data.version })).status).toBe(200);
    api.context.actAs(null);
    expect((await call('GET', `doctors/${body.data.id}`)).status).toBe(404);
    expect((await call('GET', 'doctors?limit=100')).body.data.map((row: { id: number }) => row.id)).not.toContain(body.data.id);
    // The public catalogue reads the same rule: the profile page is gone too.
    expect(await api.context.services.catalog.doctorProfile(body.data.slug as string, 'ua')).toBeNull();
  });
});

describe('the doctor cabinet', () => {
  const outbox = (recipient: string) =>
    api.context.database.rows<{ template: string; subject: string; body: string; payload: { locale: string } }>(
      sql`select template, subject, body, payload from outbox_messages where recipient = ${recipient} order by id`,
    );

  test('without an e-mail it is a 422 on email', async () => {
    const { status, body } = await call('POST', 'doctors', doctor({ is_cabinet: true }));
    expect(status).toBe(422);
    expect(body.errors).toEqual({ email: [translate('ua', 'admin.doctor.cabinet.email.required')] });
  });

  test('turning it on opens the account and e-mails a set-password link in the doctor language; the link signs in', async () => {
    const email = 'cabinet.doctor@example.test';
    const created = await call('POST', 'doctors', doctor({ first_name_ua: 'Марта', first_name_ru: 'Марта', email, locale: 'ru' }));
    expect(await outbox(email)).toEqual([]);
    const saved = await call('PATCH', `doctors/${created.body.data.id}`, { is_cabinet: true });
    expect(saved.status).toBe(200);
    const [account] = await api.context.database.rows<{ id: number; user_type: string; locale: string; password_hash: string | null }>(
      sql`select u.id, u.user_type, u.locale, u.password_hash from users u join doctors d on d.user_id = u.id where d.id = ${created.body.data.id as number}`,
    );
    expect(account).toMatchObject({ user_type: 'doctor', locale: 'ru', password_hash: null });
    const [message] = await outbox(email);
    expect(message.template).toBe('email.doctor.cabinet.invitation');
    expect(message.payload.locale).toBe('ru');
    expect(message.subject).toBe('Ваш кабинет врача в Vizyt');
    let token = /\/ru\/password-restore\?area=doctors#token=([\w-]+)/.exec(message.body)?.[1];
    expect(token).toBeDefined();
    const logged = await api.context.database.rows<{ action: string }>(
      sql`select action from action_log where resource = 'doctors' and record_id = ${created.body.data.id as number} order by id`,
    );
    expect(logged.map((line) => line.action)).toEqual(['create', 'cabinet.open', 'update', 'cabinet.invitation']);
    // Saving again sends nothing more.
    await call('PATCH', `doctors/${created.body.data.id}`, { is_cabinet: true, phone: '0671112233' });
    expect(await outbox(email)).toHaveLength(1);

    // Sent again from the back office, the new link replaces the first one.
    const again = await call('POST', `doctors/${created.body.data.id}/cabinet-invitation`);
    expect(again.status).toBe(202);
    const messages = await outbox(email);
    expect(messages).toHaveLength(2);
    const first = token;
    token = /#token=([\w-]+)/.exec(messages[1].body)?.[1];
    expect(token).not.toBe(first);

    api.context.actAs(null);
    const password = { password: 'newpassword1', password_confirmation: 'newpassword1' };
    expect((await call('POST', 'auth/password/reset', { token: first, ...password })).status).toBe(422);
    expect((await call('POST', 'auth/password/reset', { token, ...password })).status).toBe(200);
    expect((await call('POST', 'auth/password/reset', { token, ...password })).status).toBe(422);
    expect((await call('POST', 'auth/doctors/login', { login: email, password: 'newpassword1' })).status).toBe(200);
    api.context.actAs(roles.administrator);
    const late = await call('POST', `doctors/${created.body.data.id}/cabinet-invitation`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(translate('ua', 'admin.doctor.cabinet.not.waiting'));

    api.context.actAs(roles.administrator);
    await call('PATCH', `doctors/${created.body.data.id}`, { is_cabinet: false });
    api.context.actAs(null);
    expect((await call('POST', 'auth/doctors/login', { login: email, password: 'newpassword1' })).status).toBe(401);
  });

  test("another doctor's cabinet e-mail is taken", async () => {
    await call('POST', 'doctors', doctor({ email: 'shared@example.test', is_cabinet: true }));
    const second = await call('POST', 'doctors', doctor({ email: 'shared@example.test', is_cabinet: true }));
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ email: [translate('ua', 'validation.taken')] });
  });
});

describe('medical institutions', () => {
  test('created with its position, hours, features and doctors; the doctors see it as a workplace', async () => {
    const { body: first } = await call('POST', 'doctors', doctor({ first_name_ua: 'Богдан' }));
    const hours = { mon: { from: '08:00', to: '20:00' }, sat: { from: '09:00', to: '14:00' } };
    const created = await call('POST', 'medical-institutions', clinic({ working_hours: hours, doctors: [first.data.id], is_work_without_slots: true }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'klinika-zdorovia',
      latitude: 50.4501,
      longitude: 30.5234,
      working_hours: hours,
      doctors: [first.data.id],
    });
    const read = await call('GET', `doctors/${first.data.id}`);
    expect(read.body.data.workplaces).toContain(created.body.data.id);
    const moved = await call('PATCH', `medical-institutions/${created.body.data.id}`, { latitude: 49.84, longitude: 24.03, doctors: [] });
    expect(moved.body.data).toMatchObject({ latitude: 49.84, longitude: 24.03, doctors: [] });
  });

  test('hours must close after they open; coordinates within the globe; type and city required', async () => {
    for (const locale of ['ua', 'ru'] as const) {
      const { status, body } = await call(
        'POST',
        'medical-institutions',
        clinic({
          type_id: undefined,
          latitude: 91,
          longitude: 'east',
          working_hours: { mon: { from: '18:00', to: '09:00' }, tue: { from: '9:00', to: '17:00' }, xyz: {} },
        }),
        { 'accept-language': locale },
      );
      expect(status).toBe(422);
      expect(body.errors).toMatchObject({
        type_id: [expect.any(String)],
        latitude: [translate(locale, 'admin.validation.latitude')],
        longitude: [translate(locale, 'validation.invalid_type')],
        'working_hours.mon.to': [translate(locale, 'admin.validation.hours.order')],
        'working_hours.tue.from': [translate(locale, 'admin.validation.time')],
        'working_hours.xyz': [translate(locale, 'validation.unrecognized_key')],
      });
    }
  });

  test('an inactive clinic leaves the public API; staff without the right get 403', async () => {
    const { body } = await call('POST', 'medical-institutions', clinic({ name_ua: 'Сховано' }));
    expect(await api.context.services.catalog.clinicProfile(body.data.slug as string, 'ua')).not.toBeNull();
    await call('PATCH', `medical-institutions/${body.data.id}`, { status: 'inactive' });
    expect(await api.context.services.catalog.clinicProfile(body.data.slug as string, 'ua')).toBeNull();
    api.context.actAs(null);
    expect((await call('GET', `medical-institutions/${body.data.id}`)).status).toBe(404);
    api.context.actAs(roles.staffWithout);
    expect((await call('PATCH', `medical-institutions/${body.data.id}`, { status: 'active' })).status).toBe(403);
    expect((await call('POST', 'doctors', doctor())).status).toBe(403);
  });
});
