import { and, asc, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { animalCareCode } from './animal-care.ts';
import { cities, doctor_specializations, doctor_workplaces, doctors, institution_types, medical_institutions, specializations } from '../../db/schema/index.ts';

export type ContentLocale = 'ua' | 'ru';

export interface SpecializationCard {
  id: number;
  slug: string;
  name: string;
  icon: string | null;
  background_color: string;
  text_color: string;
  doctors_count: number;
}

export interface InstitutionTypeCard {
  id: number;
  code: string;
  slug: string;
  name: string;
  image: string | null;
  background_color: string;
  text_color: string;
}

export interface DoctorCard {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  specialization: string | null;
  experience: number;
  rating: number | null;
  reviews_count: number;
  city: string | null;
}

export interface ClinicCard {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  type: string;
  address: string;
  city: string;
  rating: number;
  reviews_count: number;
}

const pick = <A, B>(locale: ContentLocale, ua: A, ru: B): A | B => (locale === 'ru' ? ru : ua);

const liveDoctor = and(isNull(doctors.deleted_at), eq(doctors.status, 'active'));
const liveInstitution = and(isNull(medical_institutions.deleted_at), eq(medical_institutions.status, 'active'));

/** Doctors who work at an institution of the city. */
function worksInCity(cityId: number): SQL {
  return sql`exists (select 1 from ${doctor_workplaces} join ${medical_institutions} on ${medical_institutions.id} = ${doctor_workplaces.institution_id}
    where ${doctor_workplaces.doctor_id} = ${doctors.id} and ${medical_institutions.city_id} = ${cityId} and ${medical_institutions.deleted_at} is null)`;
}

/** Not a vet or groomer: the home page is the people's catalogue (docs/decisions/177). */
const caresForPeople = sql`not exists (select 1 from ${doctor_specializations} join ${specializations} on ${specializations.id} = ${doctor_specializations.specialization_id}
  where ${doctor_specializations.doctor_id} = ${doctors.id} and ${animalCareCode(sql`${specializations.code}`)})`;

/** Read models of the home page (`/` and `/{city}`): everything already in the page's language. */
export function createHomeQueries(db: Db) {
  const queries = {
    /** Everything the home page shows, for the whole country or one city. */
    async homePage({ locale, cityId }: { locale: ContentLocale; cityId?: number }) {
      const [popular, types, topDoctors, topClinics] = await Promise.all([
        queries.popularSpecializations({ locale, cityId }),
        queries.institutionTypes({ locale }),
        queries.topDoctors({ locale, cityId }),
        queries.topClinics({ locale, cityId }),
      ]);
      return { popularSpecializations: popular, institutionTypes: types, topDoctors, topClinics };
    },

    /** Specializations with the most active doctors (in the city, when given). */
    async popularSpecializations({ locale, cityId, limit = 12 }: { locale: ContentLocale; cityId?: number; limit?: number }): Promise<SpecializationCard[]> {
      const count = sql<number>`count(distinct ${doctors.id})::int`;
      return db
        .select({
          id: specializations.id,
          slug: specializations.slug,
          name: pick(locale, specializations.name_ua, specializations.name_ru),
          icon: specializations.icon,
          background_color: specializations.background_color,
          text_color: specializations.text_color,
          doctors_count: count,
        })
        .from(specializations)
        .innerJoin(doctor_specializations, eq(doctor_specializations.specialization_id, specializations.id))
        .innerJoin(doctors, and(eq(doctors.id, doctor_specializations.doctor_id), liveDoctor, cityId ? worksInCity(cityId) : undefined))
        .where(and(isNull(specializations.deleted_at), eq(specializations.status, 'active'), not(animalCareCode(sql`${specializations.code}`))))
        .groupBy(specializations.id)
        .orderBy(desc(count), asc(specializations.order), asc(specializations.id))
        .limit(limit);
    },

    /** Specializations flagged for the footer. */
    async footerSpecializations({ locale, limit = 20 }: { locale: ContentLocale; limit?: number }) {
      return db
        .select({ id: specializations.id, slug: specializations.slug, name: pick(locale, specializations.name_ua, specializations.name_ru) })
        .from(specializations)
        .where(and(isNull(specializations.deleted_at), eq(specializations.status, 'active'), eq(specializations.is_footer, true)))
        .orderBy(asc(specializations.order), asc(specializations.id))
        .limit(limit);
    },

    /** Institution types in their display order with their tile colours (SPEC §3). */
    async institutionTypes({ locale }: { locale: ContentLocale }): Promise<InstitutionTypeCard[]> {
      return db
        .select({
          id: institution_types.id,
          code: institution_types.code,
          slug: institution_types.slug,
          name: pick(locale, institution_types.name_ua, institution_types.name_ru),
          image: institution_types.image,
          background_color: institution_types.background_color,
          text_color: institution_types.text_color,
        })
        .from(institution_types)
        .where(and(isNull(institution_types.deleted_at), eq(institution_types.status, 'active')))
        .orderBy(asc(institution_types.order), asc(institution_types.id));
    },

    /** Best rated doctors (most reviewed first among equals), in the city when given. */
    async topDoctors({ locale, cityId, limit = 8 }: { locale: ContentLocale; cityId?: number; limit?: number }): Promise<DoctorCard[]> {
      // Drizzle prints columns unqualified inside selected expressions, so these subqueries name their
      // tables themselves; `locale` is one of two literals.
      const rows = await db
        .select({
          id: doctors.id,
          slug: doctors.slug,
          name: pick(locale, doctors.full_name_ua, doctors.full_name_ru),
          photo: doctors.photo,
          experience: doctors.experience,
          rating: doctors.rating,
          is_show_rating: doctors.is_show_rating,
          reviews_count: doctors.reviews_count,
          specialization: sql<string | null>`(select s.${sql.raw(`name_${locale}`)} from doctor_specializations ds
            join specializations s on s.id = ds.specialization_id
            where ds.doctor_id = doctors.id and s.deleted_at is null
            order by ds.is_main desc, s."order", s.id limit 1)`,
          city: sql<string | null>`(select c.${sql.raw(`name_${locale}`)} from doctor_workplaces w
            join medical_institutions mi on mi.id = w.institution_id
            join cities c on c.id = mi.city_id
            where w.doctor_id = doctors.id ${cityId ? sql`and c.id = ${cityId}` : sql``}
            order by w.position limit 1)`,
        })
        .from(doctors)
        .where(and(liveDoctor, caresForPeople, cityId ? worksInCity(cityId) : undefined))
        .orderBy(desc(doctors.rating), desc(doctors.reviews_count), asc(doctors.id))
        .limit(limit);
      return rows.map(({ is_show_rating, ...doctor }) => ({ ...doctor, rating: is_show_rating ? doctor.rating : null }));
    },

    /** Best rated institutions (those promoted to the home page first), in the city when given. */
    async topClinics({ locale, cityId, limit = 6 }: { locale: ContentLocale; cityId?: number; limit?: number }): Promise<ClinicCard[]> {
      return db
        .select({
          id: medical_institutions.id,
          slug: medical_institutions.slug,
          name: pick(locale, medical_institutions.name_ua, medical_institutions.name_ru),
          image: sql<string | null>`coalesce(${medical_institutions.logo}, ${medical_institutions.image})`,
          type: pick(locale, institution_types.name_ua, institution_types.name_ru),
          address: pick(locale, medical_institutions.address_ua, medical_institutions.address_ru),
          city: pick(locale, cities.name_ua, cities.name_ru),
          rating: medical_institutions.rating,
          reviews_count: medical_institutions.reviews_count,
        })
        .from(medical_institutions)
        .innerJoin(institution_types, eq(institution_types.id, medical_institutions.type_id))
        .innerJoin(cities, eq(cities.id, medical_institutions.city_id))
        .where(and(liveInstitution, not(animalCareCode(sql`${institution_types.code}`)), cityId ? eq(medical_institutions.city_id, cityId) : undefined))
        .orderBy(
          desc(medical_institutions.is_show_on_main),
          desc(medical_institutions.rating),
          desc(medical_institutions.reviews_count),
          asc(medical_institutions.id),
        )
        .limit(limit);
    },
  };
  return queries;
}
