import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  createAppointment,
  createCity,
  createDoctor,
  createDoctorFeature,
  createInstitution,
  createInstitutionFeature,
  createLanguage,
  createService,
  createSpecialization,
  createTimesheet,
  linkDoctor,
  linkInstitutionFeatures,
} from '../../tests/support/factories.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { loadComparedInstitutions } from './compare-institutions.ts';
import { loadComparedDoctors } from './compare.ts';

/** Monday 4 March 2030, 08:00 in Kyiv. */
const NOW = Date.parse('2030-03-04T08:00:00+02:00');

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

/** The database, counting the statements sent through it. */
function counting(db: Db): { db: Db; count: () => number } {
  let statements = 0;
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Db['execute']>) => {
        statements += 1;
        return target.execute(...args);
      };
    },
  });
  return { db: wrapped, count: () => statements };
}

describe(`compared doctors (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("gives each doctor's next free time, children, price, rating and places in the order asked, in a fixed number of queries", async () => {
    const db = database.db;
    const kyiv = await createCity(db, { name_ua: 'Київ', name_ru: 'Киев' });
    const clinic = await createInstitution(db, {
      city: kyiv,
      name_ua: 'Дитяча клініка',
      name_ru: 'Детская клиника',
      address_ua: 'вул. Липова, 3',
      address_ru: 'ул. Липовая, 3',
    });
    const second = await createInstitution(db, { city: kyiv, name_ua: 'Медікум', name_ru: 'Медикум' });
    const hidden = await createInstitution(db, { status: 'inactive' });
    const pediatrics = await createSpecialization(db, { name_ua: 'Педіатрія', name_ru: 'Педиатрия' });
    const allergy = await createSpecialization(db, { name_ua: 'Алергологія', name_ru: 'Аллергология' });
    const children = await createDoctorFeature(db, { code: 'child_consultation', name_ua: 'Приймає дітей', name_ru: 'Принимает детей' });
    const english = await createLanguage(db, { name_ua: 'Англійська', name_ru: 'Английский' });

    // Works Mondays 09:00–11:00; 09:00–09:30 is taken, so her next free time is 09:30.
    const olga = await createDoctor(db, {
      institution: clinic,
      specialization: pediatrics,
      is_show_rating: true,
      rating: 4.75,
      reviews_count: 12,
      experience: 14,
    });
    await linkDoctor(db, olga, { features: [children], languages: [english], specializations: [allergy], workplaces: [second, hidden] });
    await createService(db, { doctor: olga, specialization_id: pediatrics.id, cost: 65_000, duration: 30, is_default: true });
    await createService(db, { doctor: olga, specialization_id: allergy.id, cost: 55_000, duration: 30, is_default: false });
    await createService(db, { doctor: olga, specialization_id: allergy.id, cost: 10_000, duration: 30, is_default: false, deleted_at: new Date() });
    await createTimesheet(db, { doctor: olga, institution: clinic, weekly: [[1, '09:00', '11:00']] });
    await createAppointment(db, { doctor: olga, start_at: new Date('2030-03-04T09:00:00+02:00'), minutes: 30 });

    // Away for the whole window: bookable, but no free time.
    const ivan = await createDoctor(db, { institution: second, specialization: pediatrics, is_show_rating: false, rating: 3, reviews_count: 2 });
    await createTimesheet(db, {
      doctor: ivan,
      institution: second,
      weekly: [[1, '09:00', '18:00']],
      entries: [{ kind: 'day_off', date_from: '2030-03-01', date_to: '2030-03-31' }],
    });
    // No timesheet at all: takes no bookings on the site.
    const petro = await createDoctor(db, { institution: second, specialization: allergy });
    const gone = await createDoctor(db, { institution: clinic, specialization: pediatrics, deleted_at: new Date() });

    const { db: counted, count } = counting(db);
    const result = await loadComparedDoctors(counted, [ivan.id, olga.id, gone.id, petro.id], { locale: 'ua', now: NOW });
    expect(count()).toBe(3);
    expect(result.today).toBe('2030-03-04');
    expect(result.horizon_days).toBe(14);
    expect(result.items.map((doctor) => doctor.id)).toEqual([ivan.id, olga.id, petro.id]);

    const [first, second_, third] = result.items;
    expect(second_).toMatchObject({
      slug: olga.slug,
      specializations: ['Педіатрія', 'Алергологія'],
      experience: 14,
      rating: 4.75,
      reviews_count: 12,
      price_from: 550,
      accepts_children: true,
      languages: ['Англійська'],
      bookable: true,
      next_slot: { start: '2030-03-04T07:30:00.000Z', date: '2030-03-04', time: '09:30', institution_id: clinic.id, institution_name: 'Дитяча клініка' },
    });
    expect(second_.workplaces).toEqual([
      { id: clinic.id, name: 'Дитяча клініка', address: 'вул. Липова, 3', city: 'Київ' },
      { id: second.id, name: 'Медікум', address: second.address_ua, city: 'Київ' },
    ]);
    expect(first).toMatchObject({ rating: null, reviews_count: 2, accepts_children: false, price_from: null, bookable: true, next_slot: null });
    expect(third).toMatchObject({ bookable: false, next_slot: null });

    const russian = await loadComparedDoctors(db, [olga.id], { locale: 'ru', now: NOW });
    expect(russian.items[0]).toMatchObject({ specializations: ['Педиатрия', 'Аллергология'], next_slot: { institution_name: 'Детская клиника' } });
    expect((await loadComparedDoctors(counted, [], { locale: 'ua', now: NOW })).items).toEqual([]);
  });
});

describe(`compared clinics (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives the earliest free time of any doctor there, children reception and the other features', async () => {
    const db = database.db;
    const clinic = await createInstitution(db, { working_hours: { mon: { from: '08:00', to: '18:00' } } });
    const other = await createInstitution(db);
    const byRequest = await createInstitution(db, { is_work_without_slots: true });
    const reception = await createInstitutionFeature(db, { code: 'children_reception', name_ua: 'Прийом дітей' });
    const parking = await createInstitutionFeature(db, { name_ua: 'Парковка', order: 2 });
    const room = await createInstitutionFeature(db, { name_ua: 'Дитяча кімната', order: 1 });
    await linkInstitutionFeatures(db, clinic, [reception, parking, room]);

    const late = await createDoctor(db, { institution: clinic, last_name_ua: 'Пізня', first_name_ua: 'Анна' });
    await createTimesheet(db, { doctor: late, institution: clinic, weekly: [[1, '14:00', '15:00']] });
    const early = await createDoctor(db, { institution: clinic, last_name_ua: 'Рання', first_name_ua: 'Ірина', middle_name_ua: null });
    await linkDoctor(db, early, { workplaces: [other] });
    // Earlier at the other clinic, which does not count for this one.
    await createTimesheet(db, { doctor: early, institution: other, weekly: [[1, '09:00', '10:00']] });
    await createTimesheet(db, { doctor: early, institution: clinic, weekly: [[1, '11:00', '12:00']] });
    await createDoctor(db, { institution: byRequest });

    const { db: counted, count } = counting(db);
    const result = await loadComparedInstitutions(counted, [byRequest.id, clinic.id, other.id], { locale: 'ua', now: NOW });
    expect(count()).toBe(3);
    expect(result.items.map((item) => item.id)).toEqual([byRequest.id, clinic.id, other.id]);
    const [request, main, elsewhere] = result.items;
    expect(main).toMatchObject({
      children_reception: true,
      features: ['Дитяча кімната', 'Парковка'],
      working_hours: { mon: { from: '08:00', to: '18:00' } },
      without_slots: false,
      next_slot: { time: '11:00', date: '2030-03-04', institution_id: clinic.id, doctor: { slug: early.slug, name: 'Рання Ірина' } },
    });
    expect(elsewhere).toMatchObject({ children_reception: false, features: [], next_slot: { time: '09:00', doctor: { slug: early.slug } } });
    expect(request).toMatchObject({ without_slots: true, next_slot: null });
  });
});
