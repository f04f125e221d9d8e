import { z } from 'zod';
import { PROMOTION_STATUSES } from '../promotions.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/** SPEC §4 promotion actions: staff start and finish a promotion (docs/decisions/286). */

const tag = 'promotions';
const ZPromotionState = dataEnvelope(z.object({ id: z.number().int(), status: z.enum(PROMOTION_STATUSES), version: z.number().int() }));

export const startPromotion = route({
  method: 'POST',
  path: 'promotions/:id/start',
  access: { permissions: ['promotions.update'] },
  noStore: true,
  answer: { status: 200, schema: ZPromotionState, description: '{data: {id, status: started, version}}' },
  errors: {
    403: 'without the permission',
    404: 'no such promotion (or in trash)',
    409: "admin.promotion.start.not_draft: already started or finished; admin.promotion.start.no_participants: nobody takes part; admin.promotion.start.ended: its end date has passed; admin.promotion.start.above_cost: the discount is larger than a participating service's price",
  },
  operationId: 'startPromotion',
  summary: "Staff: start a promotion; its participants' discounted prices apply from its start date on",
  description:
    "Needs `promotions.update`. The participants' costs are taken anew from their services' prices and discounted; from then on those services keep their price and cannot be deleted until the promotion ends, and patients whose favourites take part are notified.",
  tag,
});

export const finishPromotion = route({
  method: 'POST',
  path: 'promotions/:id/finish',
  access: { permissions: ['promotions.update'] },
  noStore: true,
  answer: { status: 200, schema: ZPromotionState, description: '{data: {id, status: finished, version}}' },
  errors: { 403: 'without the permission', 404: 'no such promotion (or in trash)', 409: 'admin.promotion.finish.not_started: not running' },
  operationId: 'finishPromotion',
  summary: 'Staff: finish a running promotion; its services go back to their own price at once',
  description: 'Needs `promotions.update`. A finished promotion cannot be started again.',
  tag,
});
