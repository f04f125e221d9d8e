import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TWaitlistReport, TWaitlistReportRow } from '../../contracts/waitlist-report.ts';
import { createPartner } from '../../tests/support/factories/partners.ts';
import { createWaitlistOffer, createWaitlistRequest } from '../../tests/support/factories/waitlist.ts';
import { createDoctor, createInstitution, createService, createSpecialization, linkDoctor } from '../../tests/support/factories.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

/** The waitlist report of the partner cabinet and of the back office (docs/decisions/305). */

let t: ApiTestContext;

async function call(url: string, locale = 'ua') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': locale, 'sec-fetch-site': 'same-origin' } });
  const json = response.headers['content-type']?.toString().includes('json') && response.body ? response.json() : undefined;
  return { status: response.statusCode, body: json, text: response.body, headers: response.headers };
}

type World = Awaited<ReturnType<typeof createWorld>>;
let world: World;

/**
 * Partner A's doctor with two waiting requests (one for every day of a short range, one for Mondays only), a
 * fulfilled one and one for days past the period, and an offer in every state; a doctor working at both partners'
 * clinics, waited for at either; partner B's doctor with a request and an accepted offer.
 */
async function createWorld() {
  const db = t.database.db;
  const clinicA = await createInstitution(db, { name_ua: 'Клініка очікування А', name_ru: 'Клиника ожидания А', status: 'active' });
  const clinicB = await createInstitution(db, { name_ua: 'Клініка очікування Б', name_ru: 'Клиника ожидания Б', status: 'active' });
  const partnerA = await createPartner(db, [clinicA]);
  const partnerB = await createPartner(db, [clinicB]);
  const specialization = await createSpecialization(db);
  const doctorA = await createDoctor(db, { institution: clinicA, specialization });
  const shared = await createDoctor(db, { institution: clinicA, specialization });
  await linkDoctor(db, shared, { workplaces: [clinicB] });
  const doctorB = await createDoctor(db, { institution: clinicB, specialization });
  const serviceOf = async (doctor: typeof doctorA) => (await createService(db, { doctor, specialization_id: specialization.id })).id;
  const services = { a: await serviceOf(doctorA), shared: await serviceOf(shared), b: await serviceOf(doctorB) };
  const request = (
    doctor: typeof doctorA,
    serviceId: number,
    dateFrom: string,
    dateTo: string,
    extra: Parameters<typeof createWaitlistRequest>[1] | object = {},
  ) => createWaitlistRequest(db, { doctor, specializationId: specialization.id, serviceId, dateFrom, dateTo, ...extra });
  const everyDay = await request(doctorA, services.a, '2032-05-03', '2032-05-05');
  await request(doctorA, services.a, '2032-05-04', '2032-05-20', { weekdays: [1] });
  await request(doctorA, services.a, '2032-05-03', '2032-05-03', { status: 'fulfilled' });
  await request(doctorA, services.a, '2032-06-01', '2032-06-05');
  await request(shared, services.shared, '2032-05-06', '2032-05-06', { institution_id: clinicB.id });
  await request(shared, services.shared, '2032-05-07', '2032-05-07');
  const waitingB = await request(doctorB, services.b, '2032-05-02', '2032-05-02');

  const at = (day: number, hour: number) => new Date(Date.UTC(2032, 4, day, hour - 3));
  const offer = (doctor: typeof doctorA, clinic: typeof clinicA, start: Date, status: Parameters<typeof createWaitlistOffer>[1]['status']) =>
    createWaitlistOffer(db, { requestId: everyDay.id, doctor, clinicId: clinic.id, specializationId: specialization.id, start, status });
  await offer(doctorA, clinicA, at(4, 9), 'accepted');
  await offer(doctorA, clinicA, at(4, 10), 'declined');
  await offer(doctorA, clinicA, at(5, 9), 'expired');
  await offer(doctorA, clinicA, at(5, 10), 'withdrawn');
  await offer(doctorA, clinicA, at(6, 9), 'open');
  await offer(doctorA, clinicA, at(20, 9), 'accepted');
  await createWaitlistOffer(db, {
    requestId: waitingB.id,
    doctor: doctorB,
    clinicId: clinicB.id,
    specializationId: specialization.id,
    start: at(4, 9),
    status: 'accepted',
  });
  return { clinicA, clinicB, partnerA, partnerB, doctorA, shared, doctorB };
}

beforeAll(async () => {
  t = await createApiTestContext();
  world = await createWorld();
}, 60_000);
afterAll(async () => t?.close());

const PERIOD = 'from=2032-05-01&to=2032-05-10';
const byDoctor = (report: TWaitlistReport) => Object.fromEntries(report.data.map((row) => [row.doctor.id, row])) as Record<number, TWaitlistReportRow>;
const nonZeroDays = (report: TWaitlistReport) => report.days.filter((day) => day.waiting || day.filled);

describe("the partner's waitlist report", () => {
  test('counts who waits for which days and every state of the offers, per doctor of its own clinics', async () => {
    t.actAs(world.partnerA);
    const answer = await call(`/partners/reports/waitlist?${PERIOD}`);
    expect(answer.status, answer.text).toBe(200);
    const report = answer.body as TWaitlistReport;
    expect(report.data.map((row) => row.doctor.id)).toEqual([world.doctorA.id, world.shared.id]);
    expect(byDoctor(report)[world.doctorA.id]).toEqual({
      doctor: { id: world.doctorA.id, name: world.doctorA.full_name_ua },
      institutions: [{ id: world.clinicA.id, name: 'Клініка очікування А' }],
      waiting: 2,
      first_day: '2032-05-03',
      last_day: '2032-05-10',
      offered: 5,
      accepted: 1,
      declined: 1,
      expired: 2,
    });
    // Waited for at partner B's clinic does not count here; at any of the doctor's clinics does.
    expect(byDoctor(report)[world.shared.id]).toMatchObject({ institutions: [{ id: world.clinicA.id }], waiting: 1, first_day: '2032-05-07', offered: 0 });
    expect(report.totals).toEqual({ waiting: 3, offered: 5, accepted: 1, declined: 1, expired: 2 });
    expect(report.meta).toMatchObject({ total: 2, current_page: 1 });
    expect(report.days).toHaveLength(10);
    expect(nonZeroDays(report)).toEqual([
      { date: '2032-05-03', waiting: 1, filled: 0 },
      { date: '2032-05-04', waiting: 1, filled: 1 },
      { date: '2032-05-05', waiting: 1, filled: 0 },
      { date: '2032-05-07', waiting: 1, filled: 0 },
      { date: '2032-05-10', waiting: 1, filled: 0 },
    ]);
  });

  test('filters by doctor; a period with nothing is an empty report; the CSV has the same columns in the language asked', async () => {
    t.actAs(world.partnerA);
    const one = (await call(`/partners/reports/waitlist?${PERIOD}&doctor_id=${world.shared.id}`)).body as TWaitlistReport;
    expect(one.data.map((row) => row.doctor.id)).toEqual([world.shared.id]);
    expect(one.totals).toEqual({ waiting: 1, offered: 0, accepted: 0, declined: 0, expired: 0 });
    const empty = (await call('/partners/reports/waitlist?from=2031-01-01&to=2031-01-31')).body as TWaitlistReport;
    expect(empty.data).toEqual([]);
    expect(empty.meta.total).toBe(0);
    expect(empty.days.every((day) => day.waiting === 0 && day.filled === 0)).toBe(true);

    const csv = await call(`/partners/reports/waitlist/export?${PERIOD}`, 'ru');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="waitlist-2032-05-01-2032-05-10.csv"');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Врач,Учреждение,Ждут,На какие дни,Предложено,Принято (время заполнено),Отклонено,Истекли / отозваны');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`${world.doctorA.full_name_ru},Клиника ожидания А,2,2032-05-03 – 2032-05-10,5,1,1,2`);
    expect(csv.text).not.toContain('Клиника ожидания Б');
  });

  test('a bad period is 400; the partner filter is not a partner’s; staff and patients are refused', async () => {
    t.actAs(world.partnerA);
    expect((await call('/partners/reports/waitlist?from=2032-05-10&to=2032-05-01')).status).toBe(400);
    expect((await call(`/partners/reports/waitlist?${PERIOD}&partner_id=${world.partnerB.legalEntityId}`)).status).toBe(400);
    for (const user of [roles.patient, roles.administrator]) {
      t.actAs(user);
      expect((await call(`/partners/reports/waitlist?${PERIOD}`)).status).toBe(403);
    }
    t.actAs(null);
    expect((await call(`/partners/reports/waitlist/export?${PERIOD}`)).status).toBe(401);
  });
});

describe("the back office's waitlist report", () => {
  test('spans every partner, and one partner under its filter', async () => {
    t.actAs(roles.staffWith(['appointments.read']));
    const all = (await call(`/admin/reports/waitlist?${PERIOD}`)).body as TWaitlistReport;
    expect(all.totals).toEqual({ waiting: 5, offered: 6, accepted: 2, declined: 1, expired: 2 });
    expect(byDoctor(all)[world.shared.id]).toMatchObject({ waiting: 2, institutions: [{ id: world.clinicA.id }, { id: world.clinicB.id }] });

    const onlyB = (await call(`/admin/reports/waitlist?${PERIOD}&partner_id=${world.partnerB.legalEntityId}`)).body as TWaitlistReport;
    expect(onlyB.data.map((row) => row.doctor.id)).toEqual([world.shared.id, world.doctorB.id]);
    expect(onlyB.totals).toEqual({ waiting: 3, offered: 1, accepted: 1, declined: 0, expired: 0 });
    expect(byDoctor(onlyB)[world.shared.id].institutions).toEqual([{ id: world.clinicB.id, name: 'Клініка очікування Б' }]);

    const csv = await call(`/admin/reports/waitlist/export?${PERIOD}&partner_id=${world.partnerB.legalEntityId}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Клініка очікування Б');
    expect(csv.text).not.toContain('Клініка очікування А');
  });

  test('staff without the right, partners, patients and doctors are refused', async () => {
    for (const user of [roles.staffWithout, world.partnerA, roles.patient, roles.doctor]) {
      t.actAs(user);
      expect((await call(`/admin/reports/waitlist?${PERIOD}`)).status).toBe(403);
      expect((await call(`/admin/reports/waitlist/export?${PERIOD}`)).status).toBe(403);
    }
  });
});
