import { z } from 'zod';
import { ZEmail, ZPhone } from './accounts.ts';
import { HANDBOOK_ENUMS } from './handbooks.ts';

/**
 * What visitors submit from the public pages (SPEC §3): reviews, questions to a doctor or clinic, article
 * comments, support messages, callback and ambulance requests. One strict schema per form, shared by the
 * page and the API (`POST /api/v1/public/...`); messages are i18n keys. The language of a submission is
 * the request's (`Accept-Language`), never a body field.
 *
 * Texts are stored exactly as typed and are plain text everywhere: pages render them as text (React
 * escapes them) and e-mails are `text/plain`, never HTML. Markup in a review is therefore harmless
 * characters, not something to strip; only control characters are refused (PostgreSQL cannot store NUL).
 */

export const FEEDBACK_TEXT_LIMITS = {
  name: 100,
  reviewMin: 10,
  review: 5000,
  questionMin: 10,
  question: 3000,
  comment: 2000,
  supportMessage: 5000,
  note: 1000,
} as const;

const MAX_ID = 2_147_483_647;
/** Control characters other than tab and line breaks (NUL cannot even be stored). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * "Required" only for a missing value; every other problem keeps its own message (a schema-wide `error`
 * string would also replace "too long" and "wrong type").
 */
const REQUIRED = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : undefined) };

/** A required plain text: trimmed, `min`..`max` characters, no control characters. */
function plainText(max: number, min = 1) {
  return z
    .string(REQUIRED)
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(min)
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'validation.forbidden_characters' });
}

/** How a person signs: letters of any alphabet, apostrophes, hyphens, dots and spaces ("Олена К."). */
const ZPersonName = plainText(FEEDBACK_TEXT_LIMITS.name).regex(/^\p{L}[\p{L}\p{M}'ʼ’.\- ]*$/u, { error: 'feedback.name.format' });

/** Absent, `null` and blank all mean "not given", as an empty form field sends them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional());

const ZRecordId = z.number(REQUIRED).int({ error: 'validation.integer' }).positive().max(MAX_ID);

/**
 * Honeypot: the page renders this input hidden from people (off-screen, `tabindex="-1"`,
 * `autocomplete="off"`) and leaves it empty. Bots fill every input; a filled one is answered like a
 * success and stored nowhere.
 */
export const HONEYPOT_FIELD = 'website';
const ZHoneypot = z.string().max(500).optional().describe('leave empty: a hidden trap for bots');

/**
 * Cross-field rules run even when single fields failed, so a form shows every problem at once (zod skips
 * them by default); they only need the body to be an object.
 */
const ALWAYS = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** Exactly one of `fields` must be given; the error goes on the first field (none) or on the extra ones (several). */
function exactlyOne<T extends Record<string, unknown>>(fields: readonly (keyof T & string)[], missingKey: string, extraKey: string) {
  return (value: T, context: z.RefinementCtx) => {
    const given = fields.filter((field) => value[field] !== undefined);
    if (given.length === 0) context.addIssue({ code: 'custom', message: missingKey, path: [fields[0]] });
    for (const field of given.slice(1)) context.addIssue({ code: 'custom', message: extraKey, path: [field] });
  };
}

/** SPEC §3/§5 review: a doctor or a medical institution (exactly one), a rating 1–5 and a text. */
export const ZSubmitReviewRequest = z
  .strictObject({
    doctor_id: optional(ZRecordId),
    institution_id: optional(ZRecordId),
    specialization_id: optional(ZRecordId).describe("for a doctor: one of the doctor's specializations; default: the main one"),
    rating: z.number(REQUIRED).int({ error: 'validation.integer' }).min(1).max(5),
    author_name: ZPersonName,
    text: plainText(FEEDBACK_TEXT_LIMITS.review, FEEDBACK_TEXT_LIMITS.reviewMin),
    email: optional(ZEmail).describe('a confirmation is sent here; never published'),
    phone: optional(ZPhone).describe('never published'),
    [HONEYPOT_FIELD]: ZHoneypot,
  })
  .superRefine(exactlyOne(['doctor_id', 'institution_id'], 'review.target.required', 'review.target.only_one'), ALWAYS);
export type TSubmitReviewRequest = z.input<typeof ZSubmitReviewRequest>;

/** SPEC §3 "Question to doctor or clinic: name, email, text"; also asked under an article. */
export const ZSubmitQuestionRequest = z
  .strictObject({
    doctor_id: optional(ZRecordId),
    institution_id: optional(ZRecordId),
    article_id: optional(ZRecordId),
    name: ZPersonName,
    email: ZEmail.describe('the answer is sent here; never published'),
    text: plainText(FEEDBACK_TEXT_LIMITS.question, FEEDBACK_TEXT_LIMITS.questionMin),
    [HONEYPOT_FIELD]: ZHoneypot,
  })
  .superRefine(exactlyOne(['doctor_id', 'institution_id', 'article_id'], 'question.target.required', 'question.target.only_one'), ALWAYS);
export type TSubmitQuestionRequest = z.input<typeof ZSubmitQuestionRequest>;

/** SPEC §3 "Article comment (public): name, phone, comment". The phone is never published. */
export const ZSubmitArticleCommentRequest = z.strictObject({
  article_id: ZRecordId,
  name: ZPersonName,
  phone: ZPhone,
  comment: plainText(FEEDBACK_TEXT_LIMITS.comment),
  [HONEYPOT_FIELD]: ZHoneypot,
});
export type TSubmitArticleCommentRequest = z.input<typeof ZSubmitArticleCommentRequest>;

export const SUPPORT_TOPICS = HANDBOOK_ENUMS.support_topics;
export const ZSupportTopic = z.enum(SUPPORT_TOPICS, { error: 'validation.invalid_value' });

/** SPEC §3 support request: topic, name, e-mail, phone, message. One way to answer is enough: e-mail or phone. */
export const ZSubmitSupportRequest = z
  .strictObject({
    topic: ZSupportTopic,
    name: ZPersonName,
    email: optional(ZEmail).describe('the answer is sent here'),
    phone: optional(ZPhone),
    message: plainText(FEEDBACK_TEXT_LIMITS.supportMessage),
    [HONEYPOT_FIELD]: ZHoneypot,
  })
  .superRefine((value, context) => {
    if (value.email !== undefined || value.phone !== undefined) return;
    for (const path of ['email', 'phone']) context.addIssue({ code: 'custom', message: 'feedback.contact.required', path: [path] });
  }, ALWAYS);
export type TSubmitSupportRequest = z.input<typeof ZSubmitSupportRequest>;

/** "Call me back" (SPEC §1 anonymous visitors): a name and a phone; stored as a support request with `is_callback`. */
export const ZSubmitCallbackRequest = z.strictObject({
  name: ZPersonName,
  phone: ZPhone,
  topic: optional(ZSupportTopic).describe('default: other'),
  comment: optional(plainText(FEEDBACK_TEXT_LIMITS.note)),
  [HONEYPOT_FIELD]: ZHoneypot,
});
export type TSubmitCallbackRequest = z.input<typeof ZSubmitCallbackRequest>;

/** SPEC §3 emergency request: phone and patient name; the city (id from the city list) and a comment help the operator. */
export const ZSubmitEmergencyRequest = z.strictObject({
  phone: ZPhone,
  patient_name: ZPersonName,
  city_id: optional(ZRecordId),
  comment: optional(plainText(FEEDBACK_TEXT_LIMITS.note)),
  [HONEYPOT_FIELD]: ZHoneypot,
});
export type TSubmitEmergencyRequest = z.input<typeof ZSubmitEmergencyRequest>;

export const SUBMISSION_KINDS = ['review', 'question', 'article-comment', 'support', 'callback', 'emergency'] as const;
export type TSubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** `201` answer of every form: the stored record's number, its status and the text the page shows. */
export const ZSubmissionAnswer = z.object({
  data: z.object({
    id: z.number().int().describe('the number of the request; 0 when the submission was dropped as spam'),
    status: z.literal('new'),
    message: z.string().describe('confirmation to show, in the request language'),
  }),
});
export type TSubmissionAnswer = z.infer<typeof ZSubmissionAnswer>['data'];

/** What a review or a question is about: one doctor or one clinic. */
export type FeedbackTarget = { doctor_id: number } | { institution_id: number };
