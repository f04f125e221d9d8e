import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import type { TImportJob } from '../../contracts/imports.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { createDoctor, createInstitution } from '../../tests/support/factories.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createLegalEntity } from '../../tests/support/factories/partners.ts';
import { createImportWorld, DOCTOR_HEADER, doctorRow, doctorsTable, toCsv, toXlsx, type ImportWorld } from '../../tests/support/factories/imports.ts';
import { useApiTestContext } from './testing.ts';

/** Imports of institutions, doctors and services over the API (docs/decisions/204, 205). */
const api = useApiTestContext();
let world: ImportWorld;
let staff: (permissions: string[], administrator?: boolean) => SessionUser;

beforeAll(async () => {
  const { database } = api.context;
  world = await createImportWorld(database.db);
  const { id } = await createAccount(database, { user_type: 'user' });
  staff = (permissions, administrator = false) => ({
    id,
    user_type: 'user',
    is_administrator: administrator,
    permissions: permissions.map((name) => ({ name })),
    roles: [],
  });
  api.context.actAs(staff([], true));
});

async function start(kind: string, targetId: number, file: Buffer, headers: Record<string, string> = {}) {
  const response = await api.context.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${kind}?target_id=${targetId}&file_name=test`,
    headers: { 'content-type': 'application/octet-stream', ...headers },
    payload: file,
  });
  return { status: response.statusCode, body: response.json() as { data: TImportJob; message?: string } };
}

/** Polls as the browser does until the import has finished. */
async function finished(id: number, locale = 'ua'): Promise<TImportJob> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const response = await api.context.app.inject({ method: 'GET', url: `/api/v1/imports/jobs/${id}`, headers: { 'accept-language': locale } });
    const job = (response.json() as { data: TImportJob }).data;
    if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the import did not finish');
}

async function importFile(kind: string, targetId: number, file: Buffer, locale = 'ua') {
  const started = await start(kind, targetId, file);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return finished(started.body.data.id, locale);
}

const count = async (query: ReturnType<typeof sql>) => (await api.context.database.rows<{ n: number }>(query))[0].n;
const doctorsAt = (clinicId: number) => count(sql`select count(*)::int as n from doctor_workplaces where institution_id = ${clinicId}`);

describe('doctors', () => {
  test('a CSV of doctors is imported into an empty clinic: linked to it, slugs transliterated, the first specialization the main one, one action-log line', async () => {
    const job = await importFile('doctors', world.clinic.id, toCsv(doctorsTable(5, world), ';'));
    expect(job).toMatchObject({
      status: 'succeeded',
      total: 5,
      done: 5,
      percent: 100,
      error_count: 0,
      created: { doctors: 5, workplaces: 5, specializations: 7, languages: 2 },
    });
    expect(await doctorsAt(world.clinic.id)).toBe(5);
    const [first] = await api.context.database.rows<{ slug: string; main: string }>(sql`
      select d.slug, s.code as main from doctors d join doctor_workplaces w on w.doctor_id = d.id and w.institution_id = ${world.clinic.id}
      join doctor_specializations ds on ds.doctor_id = d.id and ds.is_main join specializations s on s.id = ds.specialization_id
      where d.last_name_ua = 'Шевченко'`);
    expect(first).toEqual({ slug: 'shevchenko-olena-petrivnaa', main: world.cardiology.code });
    const log = await api.context.database.rows<{
      action: string;
      resource: string;
      record_id: number;
      changes: { rows: number; created: { doctors: number } };
    }>(sql`select action, resource, record_id, changes from action_log where resource = 'doctors' and action = 'import'`);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ record_id: world.clinic.id, changes: { rows: 5, created: { doctors: 5 } } });
  });

  test('a second import into the same clinic is refused at once: it has doctors now (SPEC §5)', async () => {
    const { status, body } = await start('doctors', world.clinic.id, toCsv(doctorsTable(1, world)));
    expect(status).toBe(409);
    expect(body.message).toBe(translate('ua', 'admin.import.error.clinic.has.doctors'));
  });

  test('an XLSX of doctors with one bad row changes nothing and names the row and the column, in ua and in ru', async () => {
    const clinic = await createEmptyClinic();
    const rows = doctorsTable(6, world);
    rows[4] = [...rows[4]];
    rows[4][6] = 'unknown';
    for (const locale of ['ua', 'ru'] as const) {
      const job = await importFile('doctors', clinic, await toXlsx(rows), locale);
      expect(job.status).toBe('failed');
      expect(job.message).toBe(translate(locale, 'admin.import.error.rows'));
      expect(job.errors).toEqual([{ row: 5, column: 'gender', message: translate(locale, 'admin.import.error.value', { values: 'male, female' }) }]);
    }
    expect(await doctorsAt(clinic)).toBe(0);
  });

  test('SPEC §8 "doctor import duplicate name": the later row is refused, naming the first', async () => {
    const clinic = await createEmptyClinic();
    const job = await importFile('doctors', clinic, toCsv([...doctorsTable(3, world), doctorRow(1, world)]));
    expect(job.errors).toEqual([
      { row: 5, column: 'last_name_ua', message: translate('ua', 'admin.import.error.doctor.duplicate', { row: 3 }) },
      { row: 5, column: 'last_name_ru', message: translate('ua', 'admin.import.error.doctor.duplicate', { row: 3 }) },
    ]);
    expect(await doctorsAt(clinic)).toBe(0);
  });

  test('headers may be the labels in either language; unknown and missing columns are errors of row 1', async () => {
    const clinic = await createEmptyClinic();
    const labels = DOCTOR_HEADER.map((name, index) => translate(index % 2 ? 'ru' : 'ua', `admin.import.column.${name}`).toUpperCase());
    expect((await importFile('doctors', clinic, toCsv([labels, doctorRow(1, world)]))).status).toBe('succeeded');
    const other = await createEmptyClinic();
    const job = await importFile(
      'doctors',
      other,
      toCsv([
        ['last_name_ua', 'nickname'],
        ['Шевченко', 'x'],
      ]),
    );
    expect(job.message).toBe(translate('ua', 'admin.import.error.header'));
    expect(job.errors.map((error) => [error.row, error.column])).toEqual([
      [1, 'nickname'],
      [1, 'first_name_ua'],
      [1, 'last_name_ru'],
      [1, 'first_name_ru'],
      [1, 'gender'],
      [1, 'specializations'],
    ]);
  });

  test('cells are checked by the same rules as a form: names, numbers, dictionaries', async () => {
    const clinic = await createEmptyClinic();
    const bad = doctorRow(1, world);
    bad[0] = 'Шевченко1';
    bad[7] = 'no-such-specialization';
    bad[8] = 'багато';
    const job = await importFile('doctors', clinic, toCsv([DOCTOR_HEADER, doctorRow(0, world), bad]));
    expect(job.errors).toEqual([
      { row: 3, column: 'specializations', message: translate('ua', 'admin.import.error.not.found', { value: 'no-such-specialization' }) },
      { row: 3, column: 'last_name_ua', message: translate('ua', 'validation.person_name') },
      { row: 3, column: 'experience', message: translate('ua', 'admin.import.error.number') },
    ]);
  });
});

async function createEmptyClinic(): Promise<number> {
  return (await createInstitution(api.context.database.db, { city: world.city, type: world.type, slug: `clinic-${Math.random().toString(36).slice(2)}` })).id;
}

describe('doctor services', () => {
  const header = ['doctor', 'specialization', 'name_ua', 'name_ru', 'cost', 'duration', 'format', 'is_default'];

  test('SPEC §8 "no doctors": refused at once for a clinic without doctors', async () => {
    const { status, body } = await start('doctor-services', await createEmptyClinic(), toCsv([header]));
    expect(status).toBe(409);
    expect(body.message).toBe(translate('ua', 'admin.import.error.no.doctors'));
  });

  test("services of the clinic's doctors, found by full name in either language; cost in UAH; exactly one default each", async () => {
    const doctors = doctorsTable(5, world).slice(1);
    const name = (row: string[], ru = false) => (ru ? [row[3], row[4], row[5]] : [row[0], row[1], row[2]]).join(' ');
    const rows = [
      header,
      [name(doctors[0]), world.cardiology.code, 'Консультація', 'Консультация', '650,50', '30', 'offline', ''],
      [name(doctors[0], true), world.cardiology.name_ru, 'Повторна', 'Повторная', '400', '20', 'online', 'так'],
      [name(doctors[1]), world.cardiology.code, 'Консультація', 'Консультация', '700', '30', '', ''],
    ];
    const job = await importFile('doctor-services', world.clinic.id, await toXlsx(rows));
    expect(job).toMatchObject({ status: 'succeeded', created: { services: 3, doctors: 2 } });
    const services = await api.context.database.rows<{ name_ua: string; cost: number; format: string; is_default: boolean }>(sql`
      select s.name_ua, s.cost, s.format, s.is_default from doctor_services s join doctor_workplaces w on w.doctor_id = s.doctor_id and w.institution_id = ${world.clinic.id} order by s.id`);
    expect(services).toEqual([
      { name_ua: 'Консультація', cost: 65050, format: 'offline', is_default: false },
      { name_ua: 'Повторна', cost: 40000, format: 'online', is_default: true },
      { name_ua: 'Консультація', cost: 70000, format: 'offline', is_default: true },
    ]);
  });

  test('SPEC §8 "doctors already have services": refused at once', async () => {
    const { status, body } = await start('doctor-services', world.clinic.id, toCsv([header]));
    expect(status).toBe(409);
    expect(body.message).toBe(translate('ua', 'admin.import.error.doctors.have.services'));
  });

  test('two defaults for one doctor, an unknown doctor and a specialization the doctor lacks are refused by row; nothing is written', async () => {
    const clinic = await createEmptyClinic();
    const doctor = await createDoctor(api.context.database.db, { institution: { id: clinic } as never, specialization: world.cardiology });
    const full = `${doctor.last_name_ua} ${doctor.first_name_ua} ${doctor.middle_name_ua ?? ''}`.trim();
    const job = await importFile(
      'doctor-services',
      clinic,
      toCsv([
        header,
        [full, world.cardiology.code, 'А', 'А', '100', '30', '', 'yes'],
        [full, world.cardiology.code, 'Б', 'Б', '100', '30', '', 'yes'],
        ['Нема Такого Лікаря', world.cardiology.code, 'В', 'В', '100', '30', '', ''],
        [full, world.therapy.code, 'Г', 'Г', '100', '3', '', ''],
      ]),
    );
    expect(job.errors.map((error) => [error.row, error.column, error.message])).toEqual([
      [3, 'is_default', translate('ua', 'admin.import.error.default.many', { row: 2 })],
      [4, 'doctor', translate('ua', 'admin.import.error.not.found', { value: 'Нема Такого Лікаря' })],
      [5, 'specialization', translate('ua', 'timesheet.specialization.not.doctor')],
      [5, 'duration', translate('ua', 'validation.too_small.number', { min: 5 })],
    ]);
    expect(await count(sql`select count(*)::int as n from doctor_services where doctor_id = ${doctor.id}`)).toBe(0);
  });
});

describe('medical institutions', () => {
  const header = ['name_ua', 'name_ru', 'type', 'city', 'address_ua', 'address_ru', 'latitude', 'longitude', 'features', 'is_work_without_slots'];

  test('an XLSX of institutions goes into a legal entity that has none; a blank pin stands at the city centre', async () => {
    const rows = [
      header,
      ['Клініка «Один»', 'Клиника «Один»', world.type.code, world.city.city_slug, 'вул. Перша, 1', 'ул. Первая, 1', '50.1', '30.2', '', 'ні'],
      ['Клініка «Два»', 'Клиника «Два»', world.type.name_ua, world.city.name_ru, 'вул. Друга, 2', 'ул. Вторая, 2', '', '', '', ''],
    ];
    const job = await importFile('medical-institutions', world.entity.id, await toXlsx(rows));
    expect(job).toMatchObject({ status: 'succeeded', created: { institutions: 2 }, target_name: 'ТОВ «Порожня мережа»' });
    const stored = await api.context.database.rows<{ slug: string; latitude: number; longitude: number }>(
      sql`select slug, latitude::float8 as latitude, longitude::float8 as longitude from medical_institutions where legal_entity_id = ${world.entity.id} order by id`,
    );
    expect(stored).toEqual([
      { slug: 'klinika-odyn-import-city', latitude: 50.1, longitude: 30.2 },
      { slug: 'klinika-dva-import-city', latitude: 50.45, longitude: 30.52 },
    ]);
    const again = await start('medical-institutions', world.entity.id, toCsv(rows));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(translate('ua', 'admin.import.error.entity.has.institutions'));
  });

  test('the same name at the same address twice is refused; an unknown legal entity is 404', async () => {
    const entity = await createLegalEntity(api.context.database.db);
    const row = ['Клініка', 'Клиника', world.type.code, world.city.city_slug, 'вул. Перша, 1', 'ул. Первая, 1', '', '', '', ''];
    const job = await importFile('medical-institutions', entity.id, toCsv([header, row, row]));
    expect(job.errors).toEqual([{ row: 3, column: 'name_ua', message: translate('ua', 'admin.import.error.institution.duplicate', { row: 2 }) }]);
    expect((await start('medical-institutions', 999_999, toCsv([header, row]))).status).toBe(404);
  });
});

describe('access and limits', () => {
  test("401 without a session, 403 without the kind's create right, allowed with it", async () => {
    const clinic = await createEmptyClinic();
    const file = toCsv(doctorsTable(1, world));
    api.context.actAs(null);
    expect((await start('doctors', clinic, file)).status).toBe(401);
    api.context.actAs(staff(['doctors.read', 'doctor-services.create']));
    expect((await start('doctors', clinic, file)).status).toBe(403);
    expect((await api.context.app.inject({ method: 'GET', url: '/api/v1/imports/templates/doctors.csv' })).statusCode).toBe(403);
    api.context.actAs(staff(['doctors.create']));
    const started = await start('doctors', clinic, file);
    expect(started.status).toBe(202);
    api.context.actAs(staff(['doctor-services.create']));
    expect((await api.context.app.inject({ method: 'GET', url: `/api/v1/imports/jobs/${started.body.data.id}` })).statusCode).toBe(403);
    api.context.actAs(staff([], true));
    expect((await finished(started.body.data.id)).status).toBe('succeeded');
  });

  test('an import stopped while it checks rows writes nothing; once finished it cannot be stopped', async () => {
    const clinic = await createEmptyClinic();
    const started = await start('doctors', clinic, toCsv(doctorsTable(3000, world)));
    const cancel = await api.context.app.inject({ method: 'POST', url: `/api/v1/imports/jobs/${started.body.data.id}/cancel` });
    expect(cancel.statusCode).toBe(200);
    expect((cancel.json() as { data: TImportJob }).data.cancel_requested).toBe(true);
    expect((await finished(started.body.data.id)).status).toBe('cancelled');
    expect(await doctorsAt(clinic)).toBe(0);
    expect((await api.context.app.inject({ method: 'POST', url: `/api/v1/imports/jobs/${started.body.data.id}/cancel` })).statusCode).toBe(409);
  });

  test('the former paths of an import (before docs/decisions/225) still answer, until the next release', async () => {
    const started = await start('doctors', await createEmptyClinic(), toCsv(doctorsTable(1, world)));
    const status = await api.context.app.inject({ method: 'GET', url: `/api/v1/imports/${started.body.data.id}` });
    expect(status.statusCode).toBe(200);
    expect((status.json() as { data: TImportJob }).data.id).toBe(started.body.data.id);
    expect((await finished(started.body.data.id)).status).toBe('succeeded');
    expect((await api.context.app.inject({ method: 'POST', url: `/api/v1/imports/${started.body.data.id}/cancel` })).statusCode).toBe(409);
  });

  test('SPEC §8 "file too large": 413 with the message, in ua and ru', async () => {
    for (const locale of ['ua', 'ru'] as const) {
      const { status, body } = await start('doctors', world.clinic.id, Buffer.alloc(11 * 1024 * 1024, 0x41), { 'accept-language': locale });
      expect(status).toBe(413);
      expect(body.message).toBe(translate(locale, 'admin.import.error.too.large', { max: 10 }));
    }
  });

  test('templates: the CSV is the header row; the XLSX has a sheet describing the columns', async () => {
    const csv = await api.context.app.inject({ method: 'GET', url: '/api/v1/imports/templates/doctor-services.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe('\ufeffdoctor;specialization;name_ua;name_ru;cost;duration;format;is_default\r\n');
    const xlsx = await api.context.app.inject({ method: 'GET', url: '/api/v1/imports/templates/doctors.xlsx?locale=ru' });
    expect(xlsx.statusCode).toBe(200);
    const { default: readAll } = await import('read-excel-file/node');
    const sheets = await readAll(xlsx.rawPayload);
    expect(sheets[0].data[0]).toEqual(
      DOCTOR_HEADER.slice(0, 7).concat([
        'specializations',
        'category',
        'experience',
        'started_work_year',
        'mode',
        'languages',
        'features',
        'email',
        'phone',
        'short_description_ua',
        'short_description_ru',
        'description_ua',
        'description_ru',
      ]),
    );
    expect(sheets[1].sheet).toBe(translate('ru', 'admin.import.columns.sheet'));
  });
});
