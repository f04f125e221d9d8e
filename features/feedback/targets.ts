import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofTable, publishedArticleRow } from '../visibility/public-rows.ts';
import { blog_articles, cities, doctor_specializations, doctors, medical_institutions } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ValidationError } from '../errors.ts';

/**
 * What a visitor may write about or under: records the catalogue shows (live and active; articles also
 * published). Anything else answers 422 on the field, like a reference that does not exist, so the forms
 * say nothing about hidden records.
 */
export function createTargets(db: Db) {
  const missing = (field: string) => new ValidationError({ [field]: ['validation.not_found'] });

  return {
    /** The doctor's name in `locale` (for the confirmation) and the specialization the review is filed under. */
    async doctor(id: number, locale: Locale, specializationId?: number): Promise<{ name: string; specializationId: number | null }> {
      const [doctor] = await db
        .select({ name: locale === 'ru' ? doctors.full_name_ru : doctors.full_name_ua })
        .from(doctors)
        .where(and(eq(doctors.id, id), isNull(doctors.deleted_at), eq(doctors.status, 'active')));
      if (!doctor) throw missing('doctor_id');
      const specializations = await db
        .select({ id: doctor_specializations.specialization_id, isMain: doctor_specializations.is_main })
        .from(doctor_specializations)
        .where(eq(doctor_specializations.doctor_id, id));
      if (specializationId !== undefined && !specializations.some((item) => item.id === specializationId)) {
        throw new ValidationError({ specialization_id: ['review.specialization.not_of_doctor'] });
      }
      const main = specializations.find((item) => item.isMain) ?? specializations[0];
      return { name: doctor.name, specializationId: specializationId ?? main?.id ?? null };
    },

    async institution(id: number, locale: Locale): Promise<{ name: string }> {
      const [institution] = await db
        .select({ name: locale === 'ru' ? medical_institutions.name_ru : medical_institutions.name_ua })
        .from(medical_institutions)
        .where(and(eq(medical_institutions.id, id), isNull(medical_institutions.deleted_at), eq(medical_institutions.status, 'active')));
      if (!institution) throw missing('institution_id');
      return institution;
    },

    async article(id: number): Promise<void> {
      const [article] = await db
        .select({ id: blog_articles.id })
        .from(blog_articles)
        .where(and(eq(blog_articles.id, id), publishedArticleRow(ofTable(blog_articles))));
      if (!article) throw missing('article_id');
    },

    async city(id: number): Promise<void> {
      const [city] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, id), isNull(cities.deleted_at), eq(cities.status, 'active')));
      if (!city) throw missing('city_id');
    },
  };
}

export type Targets = ReturnType<typeof createTargets>;
