import type { Db } from '../../db/client.ts';
import { blog_articles } from '../../db/schema/index.ts';
import { createCity, createDoctor, createInstitution, createSpecialization } from '../../tests/support/factories.ts';

let sequence = 0;

/** A published blog article (the comment and question forms accept only those). */
export async function createArticle(db: Db, overrides: Partial<typeof blog_articles.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(blog_articles)
    .values({
      slug: `article-${sequence}-${Date.now()}`,
      name_ua: `Стаття ${sequence}`,
      name_ru: `Статья ${sequence}`,
      text_ua: 'Текст',
      text_ru: 'Текст',
      published_at: new Date(Date.now() - 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  return row;
}

/** Everything a visitor can write about: a doctor with a main specialization, a clinic, an article, a city. */
export async function createFeedbackTargets(db: Db) {
  const specialization = await createSpecialization(db);
  const institution = await createInstitution(db, { rating: 0, reviews_count: 0 });
  const doctor = await createDoctor(db, { specialization, institution, rating: 0, reviews_count: 0 });
  const article = await createArticle(db);
  const city = await createCity(db);
  return { specialization, institution, doctor, article, city };
}
