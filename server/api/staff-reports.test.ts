import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TAppointmentReport, TStaffAppointmentReportOptions } from '../../contracts/appointment-report.ts';
import { createDecidedVisit, createPartner } from '../../tests/support/factories/partners.ts';
import { createDoctor, createInstitution, createSpecialization } from '../../tests/support/factories.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

/** The back office's appointment report across partners (docs/decisions/275). */

let t: ApiTestContext;

async function call(url: string, locale = 'ua') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': locale, 'sec-fetch-site': 'same-origin' } });
  const json = response.headers['content-type']?.toString().includes('json') && response.body ? response.json() : undefined;
  return { status: response.statusCode, body: json, text: response.body };
}

type World = Awaited<ReturnType<typeof createWorld>>;
let world: World;

/** Two partners, each with a clinic, a doctor and decided visits; a visit still booked counts nowhere. */
async function createWorld() {
  const db = t.database.db;
  const clinicA = await createInstitution(db, { name_ua: 'Звітна клініка А', name_ru: 'Отчётная клиника А', status: 'active' });
  const clinicB = await createInstitution(db, { name_ua: 'Звітна клініка Б', name_ru: 'Отчётная клиника Б', status: 'active' });
  const partnerA = await createPartner(db, [clinicA]);
  const partnerB = await createPartner(db, [clinicB]);
  const specialization = await createSpecialization(db);
  const doctorA = await createDoctor(db, { institution: clinicA, specialization });
  const doctorB = await createDoctor(db, { institution: clinicB, specialization });
  const at = (day: number, hour: number) => new Date(Date.UTC(2032, 4, day, hour - 3));
  const visit = (doctor: typeof doctorA, clinic: typeof clinicA, start: Date, status: 'approved' | 'rejected' | 'booked', reason?: string) =>
    createDecidedVisit(db, { doctor, clinic, specializationId: specialization.id, start, status, reason, numberPrefix: 'VZ-S' });
  const a = {
    approved: await visit(doctorA, clinicA, at(4, 9), 'approved'),
    rejected: await visit(doctorA, clinicA, at(5, 9), 'rejected', 'Лікар у відпустці'),
  };
  const b = {
    approved: await visit(doctorB, clinicB, at(4, 11), 'approved'),
    rejected: await visit(doctorB, clinicB, at(6, 11), 'rejected', 'Апарат на ремонті'),
    booked: await visit(doctorB, clinicB, at(7, 11), 'booked'),
  };
  return { clinicA, clinicB, partnerA, partnerB, doctorA, doctorB, a, b };
}

beforeAll(async () => {
  t = await createApiTestContext();
  world = await createWorld();
}, 60_000);
afterAll(async () => t?.close());

const PERIOD = 'from=2032-05-01&to=2032-05-10';
const ids = (report: TAppointmentReport) => report.data.map((row) => row.id);

describe("the back office's report across partners", () => {
  test('spans both partners, with both rejection reasons, and filters by one partner', async () => {
    t.actAs(roles.administrator);
    const all = await call(`/admin/reports/appointments?${PERIOD}`);
    expect(all.status, all.text).toBe(200);
    const report = all.body as TAppointmentReport;
    expect(report.totals).toEqual({ approved: 2, rejected: 2 });
    expect(ids(report)).toEqual([world.b.rejected.id, world.a.rejected.id, world.b.approved.id, world.a.approved.id]);
    expect(report.reasons).toEqual([
      { reason: 'Апарат на ремонті', count: 1 },
      { reason: 'Лікар у відпустці', count: 1 },
    ]);

    const onlyB = (await call(`/admin/reports/appointments?${PERIOD}&partner_id=${world.partnerB.legalEntityId}`)).body as TAppointmentReport;
    expect(onlyB.totals).toEqual({ approved: 1, rejected: 1 });
    expect(ids(onlyB)).toEqual([world.b.rejected.id, world.b.approved.id]);
    expect(onlyB.reasons).toEqual([{ reason: 'Апарат на ремонті', count: 1 }]);
    // A clinic of the other partner under partner B's filter finds nothing.
    const crossed = (await call(`/admin/reports/appointments?${PERIOD}&partner_id=${world.partnerB.legalEntityId}&institution_id=${world.clinicA.id}`))
      .body as TAppointmentReport;
    expect(crossed.totals).toEqual({ approved: 0, rejected: 0 });
  });

  test("the CSV holds the same rows, in the caller's language, and follows the partner filter", async () => {
    t.actAs(roles.staffWith(['appointments.read']));
    const csv = await call(`/admin/reports/appointments/export?${PERIOD}&partner_id=${world.partnerA.legalEntityId}`, 'ru');
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Причина отказа');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([world.a.rejected.application_number, world.a.approved.application_number]);
    expect(csv.text).not.toContain('Отчётная клиника Б');
  });

  test("the choices name every partner; with one chosen, only that partner's clinics and doctors", async () => {
    t.actAs(roles.administrator);
    const everyone = (await call('/admin/reports/appointments/options')).body.data as TStaffAppointmentReportOptions;
    expect(everyone.partners.map((partner) => partner.id)).toEqual(expect.arrayContaining([world.partnerA.legalEntityId, world.partnerB.legalEntityId]));
    expect(everyone.institutions.map((clinic) => clinic.id)).toEqual(expect.arrayContaining([world.clinicA.id, world.clinicB.id]));
    const one = (await call(`/admin/reports/appointments/options?partner_id=${world.partnerA.legalEntityId}`)).body.data as TStaffAppointmentReportOptions;
    expect(one.institutions.map((clinic) => clinic.id)).toEqual([world.clinicA.id]);
    expect(one.doctors.map((doctor) => doctor.id)).toEqual([world.doctorA.id]);
  });

  test('a bad filter is 400; without the right 403; partners, patients and doctors 403; anonymous 401', async () => {
    t.actAs(roles.administrator);
    expect((await call(`/admin/reports/appointments?${PERIOD}&partner_id=abc`)).status).toBe(400);
    expect((await call('/admin/reports/appointments?from=2032-05-10&to=2032-05-01')).status).toBe(400);
    for (const user of [roles.staffWithout, roles.partner, world.partnerA, roles.patient, roles.doctor]) {
      t.actAs(user);
      expect((await call(`/admin/reports/appointments?${PERIOD}`)).status).toBe(403);
      expect((await call(`/admin/reports/appointments/export?${PERIOD}`)).status).toBe(403);
      expect((await call('/admin/reports/appointments/options')).status).toBe(403);
    }
    t.actAs(null);
    expect((await call(`/admin/reports/appointments?${PERIOD}`)).status).toBe(401);
  });

  test("a partner's own report still refuses the partner filter", async () => {
    t.actAs(world.partnerA);
    expect((await call(`/partners/reports?${PERIOD}&partner_id=${world.partnerB.legalEntityId}`)).status).toBe(400);
  });
});
