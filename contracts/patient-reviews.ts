import { z } from 'zod';
import { FEEDBACK_TEXT_LIMITS } from './feedback.ts';

/**
 * A patient's own reviews in the cabinet (`/patients/reviews`, docs/decisions/229). She writes them only
 * about a doctor or a clinic she has visited: a past appointment of hers the clinic approved. Paths are
 * under `/api/v1`: `GET /account/reviews`, `GET /account/reviews/targets`, `POST /account/reviews`.
 */

export const CABINET_REVIEW_STATUSES = ['new', 'in_process', 'rejected', 'published'] as const;
export type TCabinetReviewStatus = (typeof CABINET_REVIEW_STATUSES)[number];
export const REVIEW_TARGET_KINDS = ['doctor', 'institution'] as const;
export type TReviewTargetKind = (typeof REVIEW_TARGET_KINDS)[number];

/** The message of a refusal: the patient has no past approved visit to this doctor or clinic. */
export const REVIEW_NOT_VISITED = 'myreviews.target.not_visited';

/** She already has a review of this doctor or clinic: one per patient and target (docs/decisions/266). */
export const REVIEW_ALREADY_WRITTEN = 'myreviews.target.already_reviewed';
/** Her review is with the moderators or published: it can no longer be changed. */
export const REVIEW_LOCKED = 'myreviews.locked';
/**
 * A review she may still change: `new` (no moderator has taken it) or `rejected` (she rewrites it, and it goes
 * back to the moderators as `new`).
 */
export const EDITABLE_REVIEW_STATUSES = ['new', 'rejected'] as const satisfies readonly TCabinetReviewStatus[];
export const isEditableReview = (status: TCabinetReviewStatus) => (EDITABLE_REVIEW_STATUSES as readonly string[]).includes(status);

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The cabinet form: whom (one of the visited targets), a rating 1–5 and a text; her name comes from the account. */
const ZRating = z.number({ error: 'validation.required' }).int({ error: 'validation.integer' }).min(1, { error: 'validation.required' }).max(5);
const ZReviewText = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .min(FEEDBACK_TEXT_LIMITS.reviewMin)
  .max(FEEDBACK_TEXT_LIMITS.review)
  .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'validation.forbidden_characters' });

export const ZCabinetReviewRequest = z.strictObject({
  target_kind: z.enum(REVIEW_TARGET_KINDS, { error: 'validation.required' }),
  target_id: z.number({ error: 'validation.required' }).int({ error: 'validation.integer' }).positive({ error: 'validation.required' }).max(2_147_483_647),
  rating: ZRating,
  text: ZReviewText,
});
/** Her changes to her own review while it is editable: the rating and the text; whom it is about stays. */
export const ZCabinetReviewEdit = z.strictObject({ rating: ZRating, text: ZReviewText });
export type TCabinetReviewEdit = z.output<typeof ZCabinetReviewEdit>;
export type TCabinetReviewRequest = z.output<typeof ZCabinetReviewRequest>;

const instant = z.string().describe('ISO instant');

/** What a review is about, with what the page links to (`/doctor/{slug}` or `/clinic/{slug}`). */
export const ZReviewTarget = z.object({ kind: z.enum(REVIEW_TARGET_KINDS), id: z.number().int(), slug: z.string(), name: z.string() });
export type TReviewTarget = z.output<typeof ZReviewTarget>;

/** A doctor or clinic she may review, with the day of her latest past visit. */
export const ZVisitedTarget = ZReviewTarget.extend({
  last_visit_at: instant,
  review: z
    .object({ id: z.number().int(), status: z.enum(CABINET_REVIEW_STATUSES) })
    .nullable()
    .describe('her review of it, if any: one per patient and target (docs/decisions/266)'),
});
export type TVisitedTarget = z.output<typeof ZVisitedTarget>;

export const ZCabinetReview = z.object({
  id: z.number().int(),
  status: z.enum(CABINET_REVIEW_STATUSES),
  rating: z.number().int(),
  text: z.string(),
  received_at: instant,
  published_at: instant.nullable(),
  target: ZReviewTarget.nullable().describe('null when the doctor or clinic has left the catalogue'),
});
export type TCabinetReview = z.output<typeof ZCabinetReview>;

/** The public page of a target, without the locale prefix. */
export const reviewTargetPath = (target: Pick<TReviewTarget, 'kind' | 'slug'>) =>
  target.kind === 'doctor' ? `/doctor/${target.slug}` : `/clinic/${target.slug}`;
