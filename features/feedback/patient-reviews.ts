import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import {
  REVIEW_LOCKED,
  REVIEW_NOT_VISITED,
  type TCabinetReviewEdit,
  type TCabinetReview,
  type TCabinetReviewRequest,
  type TReviewTargetKind,
  type TVisitedTarget,
} from '../../contracts/patient-reviews.ts';
import { appointments, doctors, medical_institutions, reviews, users } from '../../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { SubmissionGuard, Submitted } from './guard.ts';
import { insertOneReview, reviewAlreadyWritten } from './one-review.ts';
import { createTargets } from './targets.ts';

/**
 * A visit that counts (docs/decisions/229): her own appointment (`patient_id`, whoever it was for) that the
 * clinic approved and whose time is over. Booked, cancelled, rejected and future visits do not count.
 */
export const pastApprovedVisit = (alias: SQL, patient: number | SQL): SQL =>
  sql`${alias}.patient_id = ${patient} and ${alias}.status = 'approved' and ${alias}.end_at <= now()`;

/**
 * The patient cabinet's reviews (`/patients/reviews`): what she wrote, from the cabinet or the public pages
 * while signed in, with the moderators' status; and new reviews, only of a doctor or clinic she visited.
 * Everything is scoped by the signed-in account: ids from the browser only choose among her own visits.
 */
export function createPatientReviews(database: Database, { guard }: { guard: SubmissionGuard }) {
  const { db } = database;
  const targets = createTargets(db);

  /** Her review of a doctor or clinic (not deleted), if any. */
  async function reviewOf(userId: number, kind: TReviewTargetKind, id: number): Promise<number | null> {
    const target = kind === 'doctor' ? eq(reviews.doctor_id, id) : and(isNull(reviews.doctor_id), eq(reviews.institution_id, id));
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.patient_id, userId), target, isNull(reviews.deleted_at)))
      .limit(1);
    return row?.id ?? null;
  }

  async function visited(userId: number, kind: TReviewTargetKind, id: number): Promise<boolean> {
    const column = kind === 'doctor' ? appointments.doctor_id : appointments.institution_id;
    const found = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(pastApprovedVisit(sql`${appointments}`, userId), eq(column, id)))
      .limit(1);
    return found.length > 0;
  }

  return {
    /** Her reviews, newest first, with the doctor or clinic they are about while it is in the catalogue. */
    async list(userId: number, locale: Locale): Promise<TCabinetReview[]> {
      const doctorName = locale === 'ru' ? doctors.full_name_ru : doctors.full_name_ua;
      const clinicName = locale === 'ru' ? medical_institutions.name_ru : medical_institutions.name_ua;
      return db
        .select({
          id: reviews.id,
          status: reviews.status,
          rating: reviews.rating,
          text: reviews.text,
          // The text the cabinet has always shown: PostgreSQL's JSON form of the instant (microseconds, offset).
          received_at: sql<string>`to_json(${reviews.received_at}) #>> '{}'`,
          published_at: sql<string | null>`to_json(${reviews.published_at}) #>> '{}'`,
          target: sql<TCabinetReview['target']>`case
            when ${doctors.id} is not null then json_build_object('kind', 'doctor', 'id', ${doctors.id}, 'slug', ${doctors.slug}, 'name', ${doctorName})
            when ${medical_institutions.id} is not null
              then json_build_object('kind', 'institution', 'id', ${medical_institutions.id}, 'slug', ${medical_institutions.slug}, 'name', ${clinicName})
          end`,
        })
        .from(reviews)
        .leftJoin(doctors, and(eq(doctors.id, reviews.doctor_id), isNull(doctors.deleted_at), eq(doctors.status, 'active')))
        .leftJoin(
          medical_institutions,
          and(
            isNull(reviews.doctor_id),
            eq(medical_institutions.id, reviews.institution_id),
            isNull(medical_institutions.deleted_at),
            eq(medical_institutions.status, 'active'),
          ),
        )
        .where(and(eq(reviews.patient_id, userId), isNull(reviews.deleted_at)))
        .orderBy(desc(reviews.received_at), desc(reviews.id));
    },

    /** The doctors and clinics of her past approved visits that the catalogue still shows, latest visit first. */
    async targets(userId: number, locale: Locale): Promise<TVisitedTarget[]> {
      const doctorName = locale === 'ru' ? sql`d.full_name_ru` : sql`d.full_name_ua`;
      const clinicName = locale === 'ru' ? sql`m.name_ru` : sql`m.name_ua`;
      // Raw: a union of two grouped reads, each with her review as a JSON object of a correlated subquery.
      return database
        .rows<TVisitedTarget>(
          sql`
        select * from (
          select 'doctor' as kind, d.id, d.slug, ${doctorName} as name, max(a.end_at) as last_visit_at,
            (select json_build_object('id', r.id, 'status', r.status) from reviews r
              where r.patient_id = ${userId} and r.doctor_id = d.id and r.deleted_at is null) as review
          from appointments a join doctors d on d.id = a.doctor_id and d.deleted_at is null and d.status = 'active'
          where ${pastApprovedVisit(sql`a`, userId)}
          group by d.id
          union all
          select 'institution' as kind, m.id, m.slug, ${clinicName} as name, max(a.end_at) as last_visit_at,
            (select json_build_object('id', r.id, 'status', r.status) from reviews r
              where r.patient_id = ${userId} and r.doctor_id is null and r.institution_id = m.id and r.deleted_at is null) as review
          from appointments a join medical_institutions m on m.id = a.institution_id and m.deleted_at is null and m.status = 'active'
          where ${pastApprovedVisit(sql`a`, userId)}
          group by m.id
        ) t
        order by t.last_visit_at desc, t.kind, t.id`,
        )
        .then((rows) => rows.map((row) => ({ ...row, last_visit_at: new Date(row.last_visit_at).toISOString() })));
    },

    /**
     * Stores a review as `new` for the moderators, like the public form does, signed with her name. A doctor
     * or clinic she has not visited is refused on `target_id` with a message that says why.
     */
    async submit(userId: number, input: TCabinetReviewRequest, context: { ip: string; locale: Locale }): Promise<Submitted> {
      const data = input;
      await guard.admit('review', context.ip);
      if (!(await visited(userId, data.target_kind, data.target_id))) {
        throw new ValidationError({ target_id: [REVIEW_NOT_VISITED] }, REVIEW_NOT_VISITED);
      }
      if (await reviewOf(userId, data.target_kind, data.target_id)) throw reviewAlreadyWritten('target_id');
      const specializationId =
        data.target_kind === 'doctor'
          ? (await targets.doctor(data.target_id, context.locale)).specializationId
          : (await targets.institution(data.target_id, context.locale), null);
      const [author] = await db
        .select({
          name: sql<string>`trim(coalesce(${users.first_name}, '') || ' ' || coalesce(left(${users.last_name}, 1) || '.', ''))`,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(eq(users.id, userId));
      const [row] = await insertOneReview('target_id', () =>
        db
          .insert(reviews)
          .values({
            status: 'new',
            doctor_id: data.target_kind === 'doctor' ? data.target_id : null,
            institution_id: data.target_kind === 'institution' ? data.target_id : null,
            specialization_id: specializationId,
            patient_id: userId,
            locale: context.locale,
            author_name: author?.name || '—',
            author_email: author?.email ?? null,
            author_phone: author?.phone ?? null,
            text: data.text,
            rating: data.rating,
          })
          .returning({ id: reviews.id }),
      );
      return { id: row.id, status: 'new' };
    },

    /**
     * Changes her own review while it is editable (docs/decisions/266): `new`, or `rejected`, which goes back
     * to the moderators as `new`. Someone else's review, or none, is 404; one with the moderators or published
     * is refused with `myreviews.locked`.
     */
    async update(userId: number, reviewId: number, input: TCabinetReviewEdit): Promise<Submitted> {
      const data = input;
      const hers = and(eq(reviews.id, reviewId), eq(reviews.patient_id, userId), isNull(reviews.deleted_at));
      const [current] = await db.select({ status: reviews.status }).from(reviews).where(hers);
      if (!current) throw new NotFoundError();
      const updated = await db
        .update(reviews)
        .set({ rating: data.rating, text: data.text, status: 'new', published_at: null, updated_at: sql`now()` })
        .where(and(hers, inArray(reviews.status, ['new', 'rejected'])))
        .returning({ id: reviews.id });
      if (updated.length === 0) throw new ValidationError({ text: [REVIEW_LOCKED] }, REVIEW_LOCKED);
      return { id: reviewId, status: 'new' };
    },
  };
}

export type PatientReviews = ReturnType<typeof createPatientReviews>;
