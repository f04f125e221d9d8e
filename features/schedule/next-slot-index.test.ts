import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, createDoctor, createInstitution, createTimesheet, linkDoctor } from '../../tests/support/factories.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { combineSummaries, createNextSlotIndex, NEXT_SLOT_TTL_MS } from './next-slot-index.ts';

/** Monday 4 March 2030, 08:00 in Kyiv. */
const NOW = Date.parse('2030-03-04T08:00:00+02:00');
const kyiv = (date: string, time: string) => Date.parse(`${date}T${time}:00+02:00`);

describe(`next-slot index (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it('knows the first free slot per institution and whether today and tomorrow have one', async () => {
    const clinic = await createInstitution(database.db);
    const lab = await createInstitution(database.db);
    const doctor = await createDoctor(database.db, { institution: clinic });
    await linkDoctor(database.db, doctor, { workplaces: [lab] });
    await createTimesheet(database.db, { doctor, institution: clinic, weekly: [[1, '09:00', '10:00']] });
    await createTimesheet(database.db, {
      doctor,
      institution: lab,
      weekly: [
        [2, '15:00', '16:00'],
        [3, '15:00', '16:00'],
      ],
    });
    const idle = await createDoctor(database.db, { institution: clinic });
    const index = createNextSlotIndex(database.db, { now: () => NOW });
    const summaries = await index.summaries([doctor.id, idle.id]);
    expect(summaries.get(doctor.id)!.get(clinic.id)).toEqual({ next: kyiv('2030-03-04', '09:00'), today: true, tomorrow: false });
    expect(summaries.get(doctor.id)!.get(lab.id)).toEqual({ next: kyiv('2030-03-05', '15:00'), today: false, tomorrow: true });
    expect(combineSummaries(summaries.get(doctor.id))).toEqual({ next: kyiv('2030-03-04', '09:00'), today: true, tomorrow: true });
    expect(combineSummaries(summaries.get(doctor.id), new Set([lab.id]))).toMatchObject({ today: false, tomorrow: true });
    expect(summaries.get(idle.id)!.size).toBe(0);
    expect(combineSummaries(summaries.get(idle.id))).toEqual({ next: null, today: false, tomorrow: false });
  });

  it('says tomorrow when today is full but tomorrow is not', async () => {
    const institution = await createInstitution(database.db);
    const doctor = await createDoctor(database.db, { institution });
    await createTimesheet(database.db, {
      doctor,
      institution,
      weekly: [
        [1, '09:00', '09:30'],
        [2, '09:00', '09:30'],
      ],
    });
    await createAppointment(database.db, { doctor, start_at: new Date(kyiv('2030-03-04', '09:00')) });
    const summaries = await createNextSlotIndex(database.db, { now: () => NOW }).summaries([doctor.id]);
    expect(combineSummaries(summaries.get(doctor.id))).toEqual({ next: kyiv('2030-03-05', '09:00'), today: false, tomorrow: true });
  });

  it('trusts what it computed until the TTL or midnight, unless told to forget', async () => {
    const institution = await createInstitution(database.db);
    const doctor = await createDoctor(database.db, { institution });
    await createTimesheet(database.db, {
      doctor,
      institution,
      weekly: [
        [1, '09:00', '09:30'],
        [1, '10:00', '10:30'],
      ],
    });
    let now = NOW;
    const index = createNextSlotIndex(database.db, { now: () => now });
    const next = async () => combineSummaries((await index.summaries([doctor.id])).get(doctor.id)).next;
    expect(await next()).toBe(kyiv('2030-03-04', '09:00'));
    await createAppointment(database.db, { doctor, start_at: new Date(kyiv('2030-03-04', '09:00')) });
    expect(await next()).toBe(kyiv('2030-03-04', '09:00'));
    index.forget([doctor.id]);
    expect(await next()).toBe(kyiv('2030-03-04', '10:00'));
    await createAppointment(database.db, { doctor, start_at: new Date(kyiv('2030-03-04', '10:00')) });
    now += NEXT_SLOT_TTL_MS + 1;
    expect(await next()).toBe(kyiv('2030-03-11', '09:00'));
    expect(index.size).toBe(1);
    index.forget();
    expect(index.size).toBe(0);
  });

  it("computes again after the clinic's midnight even within the TTL", async () => {
    const institution = await createInstitution(database.db);
    const doctor = await createDoctor(database.db, { institution });
    await createTimesheet(database.db, { doctor, institution, weekly: [[2, '09:00', '09:30']] });
    let now = kyiv('2030-03-04', '23:59');
    const index = createNextSlotIndex(database.db, { now: () => now });
    expect(combineSummaries((await index.summaries([doctor.id])).get(doctor.id))).toMatchObject({ today: false, tomorrow: true });
    now += 2 * 60_000;
    expect(combineSummaries((await index.summaries([doctor.id])).get(doctor.id))).toMatchObject({ today: true, tomorrow: false });
  });
});
