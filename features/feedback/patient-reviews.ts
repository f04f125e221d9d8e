import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import {
  REVIEW_LOCKED,
  REVIEW_NOT_VISITED,
  type TCabinetReviewEdit,
  type TCabinetReviewStatus,
  type TCabinetReview,
  type TCabinetReviewRequest,
  type TReviewTargetKind,
  type TVisitedTarget,
} from '../../contracts/patient-reviews.ts';
import { reviews } from '../../db/schema/index.ts';
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
    const target = kind === 'doctor' ? sql`doctor_id = ${id}` : sql`doctor_id is null and institution_id = ${id}`;
    const [row] = await database.rows<{ id: number }>(sql`select id from reviews where patient_id = ${userId} and ${target} and deleted_at is null limit 1`);
    return row?.id ?? null;
  }

  async function visited(userId: number, kind: TReviewTargetKind, id: number): Promise<boolean> {
    const column = kind === 'doctor' ? sql`a.doctor_id` : sql`a.institution_id`;
    const found = await database.rows<{ one: number }>(
      sql`select 1 as one from appointments a where ${pastApprovedVisit(sql`a`, userId)} and ${column} = ${id} limit 1`,
    );
    return found.length > 0;
  }

  return {
    /** Her reviews, newest first, with the doctor or clinic they are about while it is in the catalogue. */
    async list(userId: number, locale: Locale): Promise<TCabinetReview[]> {
      const doctorName = locale === 'ru' ? sql`d.full_name_ru` : sql`d.full_name_ua`;
      const clinicName = locale === 'ru' ? sql`m.name_ru` : sql`m.name_ua`;
      return database.rows<TCabinetReview>(sql`
        select r.id, r.status, r.rating, r.text, to_json(r.received_at) #>> '{}' as received_at, to_json(r.published_at) #>> '{}' as published_at,
          case
            when d.id is not null then json_build_object('kind', 'doctor', 'id', d.id, 'slug', d.slug, 'name', ${doctorName})
            when m.id is not null then json_build_object('kind', 'institution', 'id', m.id, 'slug', m.slug, 'name', ${clinicName})
          end as target
        from reviews r
          left join doctors d on d.id = r.doctor_id and d.deleted_at is null and d.status = 'active'
          left join medical_institutions m on r.doctor_id is null and m.id = r.institution_id and m.deleted_at is null and m.status = 'active'
        where r.patient_id = ${userId} and r.deleted_at is null
        order by r.received_at desc, r.id desc`);
    },

    /** The doctors and clinics of her past approved visits that the catalogue still shows, latest visit first. */
    async targets(userId: number, locale: Locale): Promise<TVisitedTarget[]> {
      const doctorName = locale === 'ru' ? sql`d.full_name_ru` : sql`d.full_name_ua`;
      const clinicName = locale === 'ru' ? sql`m.name_ru` : sql`m.name_ua`;
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
      const [author] = await database.rows<{ name: string; email: string | null; phone: string | null }>(sql`
        select trim(coalesce(first_name, '') || ' ' || coalesce(left(last_name, 1) || '.', '')) as name, email, phone
        from users where id = ${userId}`);
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
      const [current] = await database.rows<{ status: TCabinetReviewStatus }>(
        sql`select status from reviews where id = ${reviewId} and patient_id = ${userId} and deleted_at is null`,
      );
      if (!current) throw new NotFoundError();
      const updated = await database.rows<{ id: number }>(sql`
        update reviews set rating = ${data.rating}, text = ${data.text}, status = 'new', published_at = null, updated_at = now()
        where id = ${reviewId} and patient_id = ${userId} and deleted_at is null and status in ('new', 'rejected')
        returning id`);
      if (updated.length === 0) throw new ValidationError({ text: [REVIEW_LOCKED] }, REVIEW_LOCKED);
      return { id: reviewId, status: 'new' };
    },
  };
}

export type PatientReviews = ReturnType<typeof createPatientReviews>;
