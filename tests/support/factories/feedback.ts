/** The feedback tests' targets: everything a visitor can write a review, comment or question about. */
import type { Db } from '../../../db/client.ts';
import { createCity, createDoctor, createInstitution, createSpecialization } from '../factories.ts';
import { createArticle } from './content.ts';

/** A doctor with a main specialization, a clinic (both not yet rated), a published article and a city. */
export async function createFeedbackTargets(db: Db) {
  const specialization = await createSpecialization(db);
  const institution = await createInstitution(db, { rating: 0, reviews_count: 0 });
  const doctor = await createDoctor(db, { specialization, institution, rating: 0, reviews_count: 0 });
  const article = await createArticle(db);
  const city = await createCity(db);
  return { specialization, institution, doctor, article, city };
}
