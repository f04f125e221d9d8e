import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctor_workplaces, promotion_participants, promotions } from '../../db/schema/index.ts';
import { createDoctor, createInstitution, createService, createSpecialization } from '../../tests/support/factories.ts';
import { daysFromNow, insertPromotion } from '../../tests/support/factories/content.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createContentService } from './content.ts';

let database: TestDatabase;
let content: ReturnType<typeof createContentService>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  content = createContentService(db);
  const specialization = await createSpecialization(db, { name_ua: 'Кардіологія', name_ru: 'Кардиология' });
  const clinic = await createInstitution(db, { name_ua: 'Серце і судини', name_ru: 'Сердце и сосуды' });
  const other = await createInstitution(db, { name_ua: 'Інший заклад', name_ru: 'Другое заведение' });
  const doctor = await createDoctor(db, { specialization, institution: clinic, rating: 4.9 });
  const hidden = await createDoctor(db, { specialization, status: 'inactive' });
  const service = await createService(db, { doctor, specialization_id: specialization.id, cost: 80_000, name_ua: 'Консультація', name_ru: 'Консультация' });
  const hiddenService = await createService(db, { doctor: hidden, specialization_id: specialization.id, cost: 50_000 });

  ids.running = (await insertPromotion(db, { slug: 'running', service, discounted: 60_000, start_at: daysFromNow(-3) })).id;
  // A participant whose doctor is switched off is never offered.
  await db.insert(promotion_participants).values({
    promotion_id: ids.running,
    service_id: hiddenService.id,
    doctor_id: hidden.id,
    specialization_id: specialization.id,
    cost: 50_000,
    cost_with_discount: 10_000,
  });
  ids.amount = (
    await insertPromotion(db, {
      slug: 'amount',
      discount_type: 'amount',
      percentage: null,
      amount: 15_000,
      kind: 'permanent',
      end_at: null,
      start_at: daysFromNow(-1),
      service,
      discounted: 65_000,
      institution_id: other.id,
    })
  ).id;
  ids.noStart = (await insertPromotion(db, { slug: 'no-dates', start_at: null, end_at: null })).id;
  await insertPromotion(db, { slug: 'finished', end_at: daysFromNow(-1), start_at: daysFromNow(-10) });
  await insertPromotion(db, { slug: 'future', start_at: daysFromNow(2) });
  await insertPromotion(db, { slug: 'draft', status: 'draft' });
  await insertPromotion(db, { slug: 'stopped', status: 'finished' });
  await insertPromotion(db, { slug: 'trashed', deleted_at: new Date() });
  // The doctor's workplace stands in for the institution when staff did not name one.
  expect(await db.select().from(doctor_workplaces).where(eq(doctor_workplaces.doctor_id, doctor.id))).toHaveLength(1);
});

afterAll(() => database?.dispose());

describe('promotions list', () => {
  it('shows only running promotions, newest start first, with counts and the lowest price of live participants', async () => {
    const list = await content.listPromotions({ locale: 'ua' });
    expect(list.items.map((item) => item.slug)).toEqual(['amount', 'running', 'no-dates']);
    expect(list.meta).toEqual({ current_page: 1, total_pages: 1, per_page: 50, total: 3 });
    const running = list.items.find((item) => item.slug === 'running')!;
    expect(running).toMatchObject({ participants_count: 1, price_from: 600, discount: { type: 'percentage', value: 20 }, kind: 'temporary' });
    const amount = list.items.find((item) => item.slug === 'amount')!;
    expect(amount).toMatchObject({ discount: { type: 'amount', value: 150 }, kind: 'permanent', end_at: null });
    expect(list.items.find((item) => item.slug === 'no-dates')).toMatchObject({ participants_count: 0, price_from: null });
  });

  it('pages through the list', async () => {
    const second = await content.listPromotions({ locale: 'ru', page: 2, perPage: 2 });
    expect(second.items.map((item) => item.slug)).toEqual(['no-dates']);
    expect(second.meta).toEqual({ current_page: 2, total_pages: 2, per_page: 2, total: 3 });
    expect(second.items[0].name).toMatch(/^Акция/);
  });
});

describe('promotion page', () => {
  it('lists live participants with prices in UAH and where the service is given', async () => {
    const promotion = await content.promotionBySlug({ slug: 'running', locale: 'ua' });
    expect(promotion?.participants).toHaveLength(1);
    expect(promotion?.participants[0]).toMatchObject({
      specialization: { name: 'Кардіологія' },
      service: { name: 'Консультація' },
      institution: { name: 'Серце і судини' },
      cost: 800,
      cost_with_discount: 600,
    });
    const amount = await content.promotionBySlug({ slug: 'amount', locale: 'ru' });
    expect(amount?.participants[0].institution?.name).toBe('Другое заведение');
    expect(amount?.participants[0].service.name).toBe('Консультация');
  });

  it('has no page for a promotion that is not running', async () => {
    for (const slug of ['finished', 'future', 'draft', 'stopped', 'trashed', 'nope']) {
      expect(await content.promotionBySlug({ slug, locale: 'ua' }), slug).toBeNull();
    }
  });

  it('ends a promotion at its end time', async () => {
    const later = createContentService(database.db, { now: () => daysFromNow(31) });
    expect(await later.promotionBySlug({ slug: 'running', locale: 'ua' })).toBeNull();
    expect((await later.listPromotions({ locale: 'ua' })).items.map((item) => item.slug)).toEqual(['amount', 'no-dates']);
    const [row] = await database.db.select({ end_at: promotions.end_at }).from(promotions).where(eq(promotions.id, ids.running));
    expect(row.end_at).not.toBeNull();
  });
});
