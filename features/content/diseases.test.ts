import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpecialization } from '../../tests/support/factories.ts';
import { createArticle as insertArticle, createDisease as insertDisease, daysFromNow, insertPromotion } from '../../tests/support/factories/content.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createContentService } from './content.ts';
import { groupByLetter } from './diseases.ts';
import { documentOfText } from '../../contracts/rich-text.ts';

let database: TestDatabase;
let content: ReturnType<typeof createContentService>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  content = createContentService(db);
  const cardiology = await createSpecialization(db, {
    slug: 'kardiolohiia',
    name_ua: 'Кардіологія',
    name_ru: 'Кардиология',
    doctor_name_ua: 'Кардіолог',
    doctor_name_ru: 'Кардиолог',
  });
  const article = await insertArticle(db, { slug: 'about-pressure' });
  const scheduled = await insertArticle(db, { slug: 'later', status: 'scheduled', published_at: daysFromNow(5) });
  const running = await insertPromotion(db, { slug: 'heart-check' });
  const finished = await insertPromotion(db, { slug: 'over', start_at: daysFromNow(-9), end_at: daysFromNow(-1) });
  await insertDisease(db, {
    slug: 'hipertoniia',
    name_ua: 'Гіпертонія',
    name_ru: 'Гипертония',
    specialization_id: cardiology.id,
    text_ua: documentOfText('Підвищений тиск.'),
    articles: [article, scheduled],
    promotionIds: [running.id, finished.id],
  });
  await insertDisease(db, { slug: 'yevstakhiit', name_ua: 'Євстахіїт', name_ru: 'Евстахиит' });
  await insertDisease(db, { slug: 'angina', name_ua: 'Ангіна', name_ru: 'Ангина' });
  await insertDisease(db, { slug: 'iktus', name_ua: 'Інсульт', name_ru: 'Инсульт' });
  await insertDisease(db, { slug: 'percent', name_ua: 'Хвороба 100%', name_ru: 'Болезнь 100%' });
  await insertDisease(db, { slug: 'hidden', name_ua: 'Прихована', name_ru: 'Скрытая', status: 'inactive' });
  await insertDisease(db, { slug: 'trashed', name_ua: 'Видалена', name_ru: 'Удаленная', deleted_at: new Date() });
});

afterAll(() => database?.dispose());

describe('disease directory', () => {
  it('groups live diseases by first letter in the order of the page language', async () => {
    const ua = await content.listDiseases({ locale: 'ua' });
    expect(ua.groups.map((group) => group.letter)).toEqual(['А', 'Г', 'Є', 'І', 'Х']);
    expect(ua.total).toBe(5);
    expect(ua.groups[1].diseases[0]).toMatchObject({ slug: 'hipertoniia', name: 'Гіпертонія', specialization: 'Кардіологія' });
    const ru = await content.listDiseases({ locale: 'ru' });
    expect(ru.groups.map((group) => group.letter)).toEqual(['А', 'Б', 'Г', 'Е', 'И']);
  });

  it('searches names in both languages; wildcards typed are plain characters', async () => {
    expect((await content.listDiseases({ locale: 'ua', search: ' гипер ' })).groups.flatMap((group) => group.diseases.map((item) => item.slug))).toEqual([
      'hipertoniia',
    ]);
    expect((await content.listDiseases({ locale: 'ua', search: '100%' })).total).toBe(1);
    expect((await content.listDiseases({ locale: 'ua', search: '%' })).total).toBe(1);
    expect((await content.listDiseases({ locale: 'ua', search: '_' })).total).toBe(0);
  });

  it('sorts Ukrainian letters where the alphabet has them', () => {
    const items = ['Їжак', 'Іній', 'Ґанок', 'Гора', 'Єнот', 'Ерозія'].map((name) => ({ slug: name, name, short_description: null, specialization: null }));
    expect(groupByLetter(items, 'ua').map((group) => group.letter)).toEqual(['Г', 'Ґ', 'Е', 'Є', 'І', 'Ї']);
  });
});

describe('disease page', () => {
  it('has the text, the specialization to book, published articles and running promotions', async () => {
    const disease = await content.diseaseBySlug({ slug: 'hipertoniia', locale: 'ua' });
    expect(disease).toMatchObject({
      name: 'Гіпертонія',
      body: documentOfText('Підвищений тиск.'),
      specialization: { slug: 'kardiolohiia', name: 'Кардіологія', doctor_name: 'Кардіолог' },
    });
    expect(disease?.articles.map((item) => item.slug)).toEqual(['about-pressure']);
    expect(disease?.promotions.map((item) => item.slug)).toEqual(['heart-check']);
  });

  it('has no page for hidden or trashed diseases', async () => {
    for (const slug of ['hidden', 'trashed', 'nope']) expect(await content.diseaseBySlug({ slug, locale: 'ru' }), slug).toBeNull();
  });
});
