import { z } from 'zod';
import { ZCabinetReview, ZCabinetReviewEdit, ZCabinetReviewRequest, ZVisitedTarget } from '../patient-reviews.ts';
import { ZReferralOverview } from '../referral.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * The patient cabinet's reviews and referral program (docs/decisions/229, 230). Every answer is about the
 * signed-in patient only.
 */

const patient = { accounts: ['patient'] } as const;

export const myReviews = route({
  method: 'GET',
  path: 'account/reviews',
  access: patient,
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(z.array(ZCabinetReview)), description: 'her reviews, newest first' },
  errors: { 401: 'no session' },
  operationId: 'myReviews',
  summary: "The patient's own reviews of doctors and clinics, with their moderation status",
  tag: 'account',
});

export const reviewTargets = route({
  method: 'GET',
  path: 'account/reviews/targets',
  access: patient,
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(z.array(ZVisitedTarget)), description: 'doctors and clinics of her past approved visits' },
  errors: { 401: 'no session' },
  operationId: 'reviewTargets',
  summary: 'The doctors and clinics the patient may review: those of her past approved visits',
  tag: 'account',
});

export const writeReview = route({
  method: 'POST',
  path: 'account/reviews',
  access: patient,
  noStore: true,
  body: ZCabinetReviewRequest,
  answer: { status: 201, schema: dataEnvelope(z.object({ id: z.number().int(), status: z.literal('new') })), description: 'stored for moderation' },
  errors: { 401: 'no session', 422: 'per-field errors; target_id: no past approved visit to this doctor or clinic', 429: 'too many reviews from this address' },
  operationId: 'writeReview',
  summary: 'Write a review of a doctor or clinic she visited; it waits for a moderator',
  tag: 'account',
});

export const updateReview = route({
  method: 'PUT',
  path: 'account/reviews/:id',
  access: patient,
  noStore: true,
  body: ZCabinetReviewEdit,
  answer: {
    status: 200,
    schema: dataEnvelope(z.object({ id: z.number().int(), status: z.literal('new') })),
    description: 'changed, and waiting for a moderator',
  },
  errors: { 401: 'no session', 404: "not found, or another patient's", 422: 'per-field errors; text: the review is with the moderators or published' },
  operationId: 'updateReview',
  summary: 'Change her own review while it is new or rejected; it goes (back) to the moderators',
  tag: 'account',
});

export const referralProgram = route({
  method: 'GET',
  path: 'account/referral',
  access: patient,
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZReferralOverview), description: 'her code, share link, friends and rewards' },
  errors: { 401: 'no session' },
  operationId: 'referralProgram',
  summary: "The patient's referral code, the friends who registered with it and the rewards earned",
  tag: 'account',
});
