import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, type medical_institutions, reviews } from '../../db/schema/index.ts';
import {
  createDoctor,
  createDoctorFeature,
  createInstitution,
  createLanguage,
  createQuestion,
  createReview,
  createService,
  createSpecialization,
  createTimesheet,
  linkDoctor,
} from '../../tests/support/factories.ts';
import { createPromotion } from '../../tests/support/factories/content.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createCatalogService, type CatalogService } from './catalog.ts';
import { DEFAULT_CLINIC_HOURS } from '../../contracts/clinic-hours.ts';

/** Monday 4 March 2030, 08:00 in Kyiv. */
const NOW = Date.parse('2030-03-04T08:00:00+02:00');
const DAY = 86_400_000;

let database: TestDatabase;
let catalog: CatalogService;

beforeAll(async () => {
  database = await createTestDatabase();
  catalog = createCatalogService(database.db, { now: () => NOW });
});
afterAll(async () => database?.dispose());

async function publishedReviews(target: { doctor?: typeof doctors.$inferSelect; institution?: typeof medical_institutions.$inferSelect }, ratings: number[]) {
  for (const [index, rating] of ratings.entries()) {
    await createReview(database.db, { ...target, rating, status: 'published', published_at: new Date(NOW - (index + 1) * DAY), deleted_at: null });
  }
}

describe(`doctor profile (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows what a patient should see: services with running promotions, workplaces with slots, reviews with a breakdown, answers', async () => {
    const cardiology = await createSpecialization(database.db, { name_ua: 'Кардіологія', name_ru: 'Кардиология' });
    const echo = await createSpecialization(database.db, { name_ua: 'Ехокардіографія', name_ru: 'Эхокардиография' });
    const clinic = await createInstitution(database.db);
    const closed = await createInstitution(database.db, { deleted_at: new Date() });
    const doctor = await createDoctor(database.db, { institution: clinic, specialization: cardiology, slug: 'profile-doctor', is_show_rating: true });
    const english = await createLanguage(database.db, { code: 'en', name_ua: 'Англійська', name_ru: 'Английский' });
    const home = await createDoctorFeature(database.db, { code: 'visit_to_home', name_ua: 'Виклик додому', name_ru: 'Вызов на дом' });
    const internal = await createDoctorFeature(database.db, { code: 'show_rating' });
    await linkDoctor(database.db, doctor, { specializations: [echo], languages: [english], features: [home, internal], workplaces: [closed] });
    const consultation = await createService(database.db, {
      doctor,
      specialization_id: cardiology.id,
      cost: 80_000,
      duration: 30,
      is_default: true,
      name_ua: 'Консультація',
      name_ru: 'Консультация',
    });
    const ultrasound = await createService(database.db, { doctor, specialization_id: echo.id, cost: 120_000, duration: 45, is_default: false });
    const retired = await createService(database.db, {
      doctor,
      specialization_id: echo.id,
      cost: 50_000,
      duration: 45,
      is_default: false,
      deleted_at: new Date(),
    });
    await createPromotion(database.db, {
      service: consultation,
      cost_with_discount: 60_000,
      start_at: new Date(NOW - DAY),
      end_at: new Date(NOW + 10 * DAY),
      slug: 'running',
    });
    await createPromotion(database.db, {
      service: ultrasound,
      cost_with_discount: 90_000,
      start_at: new Date(NOW - 10 * DAY),
      end_at: new Date(NOW - DAY),
      slug: 'over',
    });
    await createPromotion(database.db, {
      service: ultrasound,
      cost_with_discount: 70_000,
      start_at: new Date(NOW + DAY),
      end_at: new Date(NOW + 9 * DAY),
      slug: 'future',
    });
    await createPromotion(database.db, {
      service: ultrasound,
      cost_with_discount: 60_000,
      status: 'finished',
      start_at: new Date(NOW - DAY),
      end_at: new Date(NOW + DAY),
      slug: 'finished',
    });
    await createTimesheet(database.db, { doctor, institution: clinic, weekly: [[1, '09:00', '10:00']] });
    await createTimesheet(database.db, { doctor, institution: closed, weekly: [[1, '12:00', '13:00']] });
    await publishedReviews({ doctor }, [5, 5, 4, 1]);
    await createReview(database.db, { doctor, rating: 1, status: 'new' });
    await createReview(database.db, { doctor, rating: 1, status: 'rejected' });
    await createReview(database.db, { doctor, rating: 1, status: 'published', published_at: new Date(NOW), deleted_at: new Date() });
    await createQuestion(database.db, { doctor, question: 'Чи є парковка?', published_at: new Date(NOW - DAY) });
    await createQuestion(database.db, { doctor, question: 'Не опубліковано', status: 'new' });

    const profile = await catalog.doctorProfile('profile-doctor', 'ua');
    expect(profile).toMatchObject({ id: doctor.id, rating: doctor.rating, price_from: 800, languages: [{ code: 'en', name: 'Англійська' }] });
    expect(profile!.specializations.map((s) => [s.name, s.is_main])).toEqual([
      ['Кардіологія', true],
      ['Ехокардіографія', false],
    ]);
    expect(profile!.features.map((feature) => feature.code)).toEqual(['visit_to_home']);
    expect(profile!.services.map((service) => [service.id, service.cost, service.promotion?.cost ?? null])).toEqual([
      [consultation.id, 800, 600],
      [ultrasound.id, 1200, null],
    ]);
    expect(profile!.services[0]).toMatchObject({
      name: 'Консультація',
      duration: 30,
      format: 'offline',
      is_default: true,
      specialization: { id: cardiology.id, name: 'Кардіологія' },
    });
    expect(profile!.services[0].promotion).toEqual({ slug: 'running', name: expect.any(String), cost: 600, ends_at: new Date(NOW + 10 * DAY).toISOString() });
    expect(profile!.services.some((service) => service.id === retired.id)).toBe(false);
    expect(profile!.workplaces).toHaveLength(1);
    expect(profile!.workplaces[0]).toMatchObject({ id: clinic.id, latitude: clinic.latitude, longitude: clinic.longitude, address: clinic.address_ua });
    expect(profile!.workplaces[0].next_slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2030-03-04 09:00',
      '2030-03-04 09:30',
      '2030-03-11 09:00',
      '2030-03-11 09:30',
    ]);
    expect(profile!.reviews).toMatchObject({
      total: 4,
      average: 3.75,
      breakdown: [
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 1 },
      ],
    });
    expect(profile!.reviews.items.map((review) => review.rating)).toEqual([5, 5, 4, 1]);
    expect(profile!.questions.map((question) => question.question)).toEqual(['Чи є парковка?']);
    const russian = await catalog.doctorProfile('profile-doctor', 'ru');
    expect(russian!.specializations[0].name).toBe('Кардиология');
  });

  it('hides the rating everywhere when the doctor does', async () => {
    const doctor = await createDoctor(database.db, { slug: 'shy-doctor', is_show_rating: false, rating: 4.5 });
    await publishedReviews({ doctor }, [5, 4]);
    const profile = await catalog.doctorProfile('shy-doctor', 'ua');
    expect(profile).toMatchObject({ rating: null, reviews: { total: 2, average: null, breakdown: null } });
    expect(profile!.reviews.items.map((review) => review.rating)).toEqual([null, null]);
  });

  it('is null for an unknown, inactive or trashed doctor', async () => {
    const inactive = await createDoctor(database.db, { slug: 'inactive-doctor' });
    await database.db.update(doctors).set({ status: 'inactive' }).where(eq(doctors.id, inactive.id));
    const trashed = await createDoctor(database.db, { slug: 'trashed-doctor' });
    await database.db.update(doctors).set({ deleted_at: new Date() }).where(eq(doctors.id, trashed.id));
    expect(await catalog.doctorProfile('inactive-doctor', 'ua')).toBeNull();
    expect(await catalog.doctorProfile('trashed-doctor', 'ua')).toBeNull();
    expect(await catalog.doctorProfile('nobody', 'ua')).toBeNull();
    expect(await catalog.doctorProfile("' or 1=1 --", 'ua')).toBeNull();
  });
});

describe('clinic profile', () => {
  it('shows type, features, branches, default hours, doctors with slots here, services, reviews and answers', async () => {
    const main = await createInstitution(database.db, { slug: 'main-clinic', working_hours: {} });
    const branch = await createInstitution(database.db, { slug: 'branch-clinic', parent_id: main.id, working_hours: { mon: { from: '10:00', to: '14:00' } } });
    await createInstitution(database.db, { slug: 'closed-branch', parent_id: main.id, status: 'inactive' });
    const specialization = await createSpecialization(database.db);
    const doctor = await createDoctor(database.db, { institution: main, specialization, rating: 4.9 });
    await createService(database.db, { doctor, specialization_id: specialization.id, cost: 70_000, duration: 30, is_default: true });
    await linkDoctor(database.db, doctor, { workplaces: [branch] });
    await createTimesheet(database.db, { doctor, institution: main, weekly: [[1, '09:00', '10:00']] });
    await createTimesheet(database.db, { doctor, institution: branch, weekly: [[1, '08:00', '08:30']] });
    const other = await createDoctor(database.db, { institution: main, specialization, rating: 4 });
    await createService(database.db, { doctor: other, specialization_id: specialization.id, cost: 50_000, duration: 30, is_default: true });
    const gone = await createDoctor(database.db, { institution: main, specialization });
    await database.db.update(doctors).set({ deleted_at: new Date() }).where(eq(doctors.id, gone.id));
    await publishedReviews({ institution: main }, [5, 3]);
    await createQuestion(database.db, { institution: main, question: 'Де вхід?' });

    const profile = await catalog.clinicProfile('main-clinic', 'ua');
    expect(profile).toMatchObject({ id: main.id, latitude: main.latitude, longitude: main.longitude, parent: null, working_hours_default: true });
    expect(profile!.working_hours[0]).toEqual({ day: 'mon', ...DEFAULT_CLINIC_HOURS.mon });
    expect(profile!.working_hours[6]).toEqual({ day: 'sun', from: '09:00', to: '20:00' });
    expect(profile!.branches.map((b) => b.slug)).toEqual(['branch-clinic']);
    expect(profile!.doctors.map((card) => card.id)).toEqual([doctor.id, other.id]);
    expect(profile!.doctors_count).toBe(2);
    // Slots at this clinic only, although the doctor also works at the branch earlier that day.
    expect(profile!.doctors[0].next_slots.map((slot) => slot.institution_id)).toEqual([main.id, main.id, main.id, main.id]);
    expect(profile!.services).toEqual([
      { specialization: { id: specialization.id, slug: specialization.slug, name: specialization.name_ua }, doctors_count: 2, price_from: 500 },
    ]);
    expect(profile!.reviews).toMatchObject({
      total: 2,
      average: 4,
      breakdown: [
        { rating: 5, count: 1 },
        { rating: 4, count: 0 },
        { rating: 3, count: 1 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    expect(profile!.questions.map((question) => question.question)).toEqual(['Де вхід?']);

    const branchProfile = await catalog.clinicProfile('branch-clinic', 'ru');
    expect(branchProfile).toMatchObject({ parent: { slug: 'main-clinic', name: main.name_ru }, working_hours_default: false, branches: [] });
    expect(branchProfile!.working_hours.slice(0, 2)).toEqual([
      { day: 'mon', from: '10:00', to: '14:00' },
      { day: 'tue', from: null, to: null },
    ]);
  });

  it('is null for an unknown, inactive or trashed clinic', async () => {
    await createInstitution(database.db, { slug: 'inactive-clinic', status: 'inactive' });
    await createInstitution(database.db, { slug: 'trashed-clinic', deleted_at: new Date() });
    expect(await catalog.clinicProfile('inactive-clinic', 'ua')).toBeNull();
    expect(await catalog.clinicProfile('trashed-clinic', 'ua')).toBeNull();
    expect(await catalog.clinicProfile('nowhere', 'ua')).toBeNull();
  });
});

describe('reviews', () => {
  it('count published reviews only, trashed ones not', async () => {
    const doctor = await createDoctor(database.db, { slug: 'reviewed-doctor' });
    await publishedReviews({ doctor }, [2]);
    await database.db.update(reviews).set({ deleted_at: new Date() }).where(eq(reviews.doctor_id, doctor.id));
    const profile = await catalog.doctorProfile('reviewed-doctor', 'ua');
    expect(profile!.reviews).toEqual({ total: 0, average: null, breakdown: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })), items: [] });
  });
});
