import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TAppointmentReport } from '../../contracts/appointment-report.ts';
import type { TPartnerClinic } from '../../contracts/partner-clinics.ts';
import { createDecidedVisit, createPartner } from '../../tests/support/factories/partners.ts';
import { createDoctor, createInstitution, createInstitutionFeature, createSpecialization } from '../../tests/support/factories.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;

async function call(method: 'GET' | 'PATCH', url: string, payload?: unknown, locale = 'ua') {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as never,
    headers: { 'accept-language': locale, 'sec-fetch-site': 'same-origin' },
  });
  const json = response.headers['content-type']?.toString().includes('json') && response.body ? response.json() : undefined;
  return { status: response.statusCode, body: json, text: response.body, headers: response.headers };
}

type World = Awaited<ReturnType<typeof createWorld>>;
let world: World;

/** Two partners, each with a clinic and a doctor, and approved, rejected and other visits at both. */
async function createWorld() {
  const db = t.database.db;
  const clinicA = await createInstitution(db, { name_ua: 'Клініка А', name_ru: 'Клиника А', status: 'active' });
  const branchA = await createInstitution(db, { name_ua: 'Філія А', name_ru: 'Филиал А', status: 'active', parent_id: clinicA.id });
  const clinicB = await createInstitution(db, { name_ua: 'Клініка Б', name_ru: 'Клиника Б', status: 'active' });
  const partnerA = await createPartner(db, [clinicA, branchA]);
  const partnerB = await createPartner(db, [clinicB]);
  const specialization = await createSpecialization(db);
  const doctorA = await createDoctor(db, { institution: clinicA, specialization });
  const doctorB = await createDoctor(db, { institution: clinicB, specialization });
  const at = (day: number, hour: number) => new Date(Date.UTC(2031, 2, day, hour - 2));
  const visit = (
    doctor: typeof doctorA,
    clinic: typeof clinicA,
    start: Date,
    status: 'approved' | 'rejected' | 'booked',
    extra: { format?: 'clinic' | 'online'; reason?: string } = {},
  ) => createDecidedVisit(db, { doctor, clinic, specializationId: specialization.id, start, status, ...extra, numberPrefix: 'VZ-T' });
  const a = {
    approved: await visit(doctorA, clinicA, at(10, 9), 'approved'),
    online: await visit(doctorA, clinicA, at(11, 9), 'approved', { format: 'online' }),
    rejected: await visit(doctorA, clinicA, at(12, 9), 'rejected', { reason: 'Лікар захворів' }),
    booked: await visit(doctorA, clinicA, at(13, 9), 'booked'),
    outside: await visit(doctorA, clinicA, at(25, 9), 'rejected'),
  };
  const b = {
    approved: await visit(doctorB, clinicB, at(10, 10), 'approved'),
    rejected: await visit(doctorB, clinicB, at(12, 10), 'rejected', { reason: 'Конкурентна таємниця' }),
  };
  return { clinicA, branchA, clinicB, partnerA, partnerB, doctorA, doctorB, specialization, a, b };
}

beforeAll(async () => {
  t = await createApiTestContext();
  world = await createWorld();
}, 60_000);
afterAll(async () => t?.close());

const PERIOD = 'from=2031-03-01&to=2031-03-20';

describe("a partner's clinics", () => {
  test("the list holds the own clinics, the main one before its branch; another partner's are not there", async () => {
    t.actAs(world.partnerA);
    const { status, body } = await call('GET', '/partners/medical-institutions');
    expect(status).toBe(200);
    expect(body.data.map((clinic: { id: number }) => clinic.id)).toEqual([world.clinicA.id, world.branchA.id]);
    expect(body.data[1].branch_of).toEqual({ id: world.clinicA.id, name: 'Клініка А' });
  });

  test("another partner's clinic by id: 404 to read and to save, and nothing changes", async () => {
    t.actAs(world.partnerA);
    const before = await t.database.rows<{ name_ua: string; version: number; latitude: number }>(
      sql`select name_ua, version, latitude from medical_institutions where id = ${world.clinicB.id}`,
    );
    expect((await call('GET', `/partners/medical-institutions/${world.clinicB.id}`)).status).toBe(404);
    const refused = await call('PATCH', `/partners/medical-institutions/${world.clinicB.id}`, { name_ua: 'Захоплено', latitude: 1 });
    expect(refused.status).toBe(404);
    // Even a body its rules would refuse says nothing about the other partner's clinic.
    expect((await call('PATCH', `/partners/medical-institutions/${world.clinicB.id}`, { latitude: 500 })).status).toBe(404);
    expect((await call('PATCH', '/partners/medical-institutions/999999', { name_ua: 'Ніщо' })).status).toBe(404);
    const after = await t.database.rows(sql`select name_ua, version, latitude from medical_institutions where id = ${world.clinicB.id}`);
    expect(after).toEqual(before);
  });

  test('a save of the public data shows on the clinic page, in both languages', async () => {
    t.actAs(world.partnerA);
    const feature = await createInstitutionFeature(t.database.db, { name_ua: 'Паркінг', name_ru: 'Парковка' });
    const read = await call('GET', `/partners/medical-institutions/${world.clinicA.id}`);
    expect(read.status).toBe(200);
    const clinic = read.body.data as TPartnerClinic;
    expect(clinic.feature_options).toContainEqual({ id: feature.id, name: 'Паркінг' });
    const saved = await call('PATCH', `/partners/medical-institutions/${world.clinicA.id}`, {
      version: clinic.version,
      name_ua: 'Клініка А плюс',
      name_ru: 'Клиника А плюс',
      short_description_ua: 'Сімейна клініка',
      phone: '380441234567',
      latitude: 50.45,
      longitude: 30.52,
      working_hours: { mon: { from: '08:00', to: '20:00' } },
      features: [feature.id],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ name_ua: 'Клініка А плюс', latitude: 50.45, longitude: 30.52, features: [feature.id], phone: '380441234567' });
    expect(saved.body.data.version).toBeGreaterThan(clinic.version);

    const page = await t.services.catalog.clinicProfile(clinic.slug ?? '', 'ru');
    expect(page?.name).toBe('Клиника А плюс');
    t.actAs(null);
    const publicRecord = await call('GET', `/medical-institutions/${world.clinicA.id}`);
    expect(publicRecord.body.data).toMatchObject({ name: 'Клініка А плюс', latitude: 50.45, short_description: 'Сімейна клініка' });
  });

  test('the back office rules apply; fields a partner does not edit are refused; a stale save is 409', async () => {
    t.actAs(world.partnerA);
    const url = `/partners/medical-institutions/${world.branchA.id}`;
    const before = (await call('GET', url)).body.data as TPartnerClinic;
    const wrong = await call('PATCH', url, { latitude: 91, working_hours: { mon: { from: '18:00', to: '09:00' } } }, 'ru');
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(expect.arrayContaining(['latitude', 'working_hours.mon.to']));
    for (const field of [
      { status: 'inactive' },
      { legal_entity_id: world.partnerB.legalEntityId },
      { is_show_on_main: true },
      { doctors: [world.doctorB.id] },
    ]) {
      expect((await call('PATCH', url, field)).status, JSON.stringify(field)).toBe(422);
    }
    const stale = await call('PATCH', url, { version: before.version - 1 || 999, name_ua: 'Застаріле' });
    expect(stale.status).toBe(409);
    const after = (await call('GET', url)).body.data as TPartnerClinic;
    expect(after).toEqual(before);
    const [row] = await t.database.rows<{ legal_entity_id: number; status: string }>(
      sql`select legal_entity_id, status from medical_institutions where id = ${world.branchA.id}`,
    );
    expect(row).toEqual({ legal_entity_id: world.partnerA.legalEntityId, status: 'active' });
  });

  test('anonymous 401; patients, doctors and staff 403', async () => {
    t.actAs(null);
    expect((await call('GET', '/partners/medical-institutions')).status).toBe(401);
    for (const user of [roles.patient, roles.doctor, roles.administrator]) {
      t.actAs(user);
      expect((await call('GET', '/partners/medical-institutions')).status).toBe(403);
      expect((await call('PATCH', `/partners/medical-institutions/${world.clinicA.id}`, { name_ua: 'Ні' })).status).toBe(403);
      expect((await call('GET', `/partners/reports?${PERIOD}`)).status).toBe(403);
    }
  });
});

describe("a partner's report", () => {
  test("counts the partner's approved and rejected visits only, with the reasons", async () => {
    t.actAs(world.partnerA);
    const { status, body } = await call('GET', `/partners/reports?${PERIOD}`);
    expect(status).toBe(200);
    const report = body as TAppointmentReport;
    expect(report.totals).toEqual({ approved: 2, rejected: 1 });
    expect(report.data.map((row) => row.id)).toEqual([world.a.rejected.id, world.a.online.id, world.a.approved.id]);
    expect(report.data[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Лікар захворів', institution: { id: world.clinicA.id } });
    expect(report.reasons).toEqual([{ reason: 'Лікар захворів', count: 1 }]);
    expect(report.days).toHaveLength(20);
    expect(report.days.find((day) => day.date === '2031-03-12')).toEqual({ date: '2031-03-12', approved: 0, rejected: 1 });
    expect(JSON.stringify(report)).not.toContain('Конкурентна таємниця');
  });

  test("another partner's clinic or doctor as a filter finds nothing of theirs", async () => {
    t.actAs(world.partnerA);
    for (const filter of [`institution_id=${world.clinicB.id}`, `doctor_id=${world.doctorB.id}`]) {
      const { body } = await call('GET', `/partners/reports?${PERIOD}&${filter}`);
      expect(body.totals, filter).toEqual({ approved: 0, rejected: 0 });
      expect(body.data).toEqual([]);
    }
    const options = (await call('GET', '/partners/reports/options')).body.data;
    expect(options.institutions.map((clinic: { id: number }) => clinic.id).sort()).toEqual([world.clinicA.id, world.branchA.id].sort());
    expect(options.doctors.map((doctor: { id: number }) => doctor.id)).toEqual([world.doctorA.id]);
    t.actAs(world.partnerB);
    const other = await call('GET', `/partners/reports?${PERIOD}`);
    expect(other.body.totals).toEqual({ approved: 1, rejected: 1 });
  });

  test('filters by format, status and specialization; a period that ends before it starts is 400', async () => {
    t.actAs(world.partnerA);
    expect((await call('GET', `/partners/reports?${PERIOD}&format=online`)).body.totals).toEqual({ approved: 1, rejected: 0 });
    expect((await call('GET', `/partners/reports?${PERIOD}&status=rejected`)).body.totals).toEqual({ approved: 0, rejected: 1 });
    expect((await call('GET', `/partners/reports?${PERIOD}&specialization_id=${world.specialization.id}`)).body.totals).toEqual({ approved: 2, rejected: 1 });
    expect((await call('GET', `/partners/reports?from=2031-03-01&to=2031-03-31`)).body.totals).toEqual({ approved: 2, rejected: 2 });
    const backwards = await call('GET', '/partners/reports?from=2031-03-20&to=2031-03-01');
    expect(backwards.status).toBe(400);
    expect((await call('GET', '/partners/reports?from=2030-01-01&to=2031-03-01')).status).toBe(400);
    expect((await call('GET', `/partners/reports?${PERIOD}&format=phone`)).status).toBe(400);
  });

  test("the CSV holds the rows of the table, under the same filters, in the caller's language", async () => {
    t.actAs(world.partnerA);
    for (const [locale, header] of [
      ['ua', 'Причина відмови'],
      ['ru', 'Причина отказа'],
    ] as const) {
      const table = (await call('GET', `/partners/reports?${PERIOD}`, undefined, locale)).body as TAppointmentReport;
      const csv = await call('GET', `/partners/reports/export?${PERIOD}`, undefined, locale);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['cache-control']).toContain('no-store');
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toContain(header);
      expect(lines).toHaveLength(table.data.length + 1);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(table.data.map((row) => row.application_number));
      expect(lines[1]).toContain('Лікар захворів');
    }
    const online = await call('GET', `/partners/reports/export?${PERIOD}&format=online`);
    expect(online.text.trimEnd().split('\r\n')).toHaveLength(2);
    t.actAs(world.partnerB);
    const other = await call('GET', `/partners/reports/export?${PERIOD}`);
    expect(other.text).not.toContain('Лікар захворів');
    expect(other.text).toContain('Конкурентна таємниця');
  });
});
