import { queryOptions } from '@tanstack/react-query';
import type { TCabinetReviewEdit, TCabinetReviewRequest } from '../../../contracts/patient-reviews.ts';
import * as routes from '../../../contracts/routes/patient-cabinet.ts';
import { call } from '../../api/call.ts';

/** The calls of `/patients/reviews` and `/patients/referral` (docs/decisions/229, 230). */
export const myReviewsKey = ['cabinet', 'reviews'] as const;

export const myReviewsQuery = queryOptions({
  queryKey: myReviewsKey,
  queryFn: async () => (await call(routes.myReviews)).data,
});

export const reviewTargetsQuery = queryOptions({
  queryKey: ['cabinet', 'reviews', 'targets'],
  queryFn: async () => (await call(routes.reviewTargets)).data,
});

export const writeReview = async (body: TCabinetReviewRequest) => (await call(routes.writeReview, { body, expected: [422, 429] })).data;

export const editReview = async (id: number, body: TCabinetReviewEdit) =>
  (await call(routes.updateReview, { params: { id }, body, expected: [404, 422] })).data;

export const referralQuery = queryOptions({
  queryKey: ['cabinet', 'referral'],
  queryFn: async () => (await call(routes.referralProgram)).data,
});
