import { z } from 'zod';
import { DISCOUNT_TYPES, PROMOTION_KINDS, PROMOTION_STATUSES, ZDiscountAmount, ZDiscountPercentage } from '../contracts/promotions.ts';
import { ZRichDocument } from '../contracts/rich-text.ts';
import { common, optionsOf, ZImageUrl, ZName, ZSlug } from './fields.ts';
import { resource } from './resource.ts';

const ZMoment = z.iso.datetime({ offset: true, error: 'admin.promotion.date.invalid' }).nullable().optional();

/**
 * SPEC §3 promotion, written in the back office (docs/decisions/286). Its participants are rows of their own
 * (resources/promotion-participants.ts), edited on the promotion's page; the rules a field list cannot state
 * (the discount of the chosen type, the dates of a temporary promotion, the participants' prices following
 * the discount) live in features/promotions/promotion-rules.ts. Staff start and finish it by its actions.
 */
export const promotions = resource({
  name: 'promotions',
  table: 'promotions',
  section: 'promotions',
  read: 'public',
  writes: 'create',
  screen: { path: 'promotions' },
  populate: { participants: { resource: 'promotion-participants', many: true, targetKey: 'promotion_id' } },
  defaultSort: 'start_at:desc,id:desc',
  actions: [
    {
      name: 'start',
      label: 'admin.promotion.action.start',
      confirm: 'admin.promotion.action.start.confirm',
      done: 'admin.promotion.action.start.done',
      when: { field: 'status', in: ['draft'] },
      permission: 'update',
      path: 'promotions/{id}/start',
    },
    {
      name: 'finish',
      label: 'admin.promotion.action.finish',
      confirm: 'admin.promotion.action.finish.confirm',
      done: 'admin.promotion.action.finish.done',
      when: { field: 'status', in: ['started'] },
      permission: 'update',
      path: 'promotions/{id}/finish',
    },
  ],
  fields: {
    id: common.id,
    name: { rule: ZName, input: 'text', translated: true, filterable: true, sortable: true, searchable: true, column: true },
    slug: { rule: ZSlug.optional(), input: 'text', unique: true, filterable: true, searchable: true },
    status: { input: 'select', options: optionsOf(PROMOTION_STATUSES, 'admin.promotion.status'), filter: true, column: 'status' },
    kind: {
      rule: z.enum(PROMOTION_KINDS),
      input: 'select',
      options: optionsOf(PROMOTION_KINDS, 'handbook.promotion_kinds'),
      initial: 'temporary',
      filter: true,
      column: true,
    },
    start_at: { rule: ZMoment, input: 'datetime', filterable: true, sortable: true, column: 'date' },
    end_at: { rule: ZMoment, input: 'datetime', filterable: true, sortable: true, column: 'date' },
    discount_type: {
      rule: z.enum(DISCOUNT_TYPES),
      input: 'select',
      options: optionsOf(DISCOUNT_TYPES, 'handbook.promotion_discount_types'),
      initial: 'percentage',
      filter: true,
    },
    percentage: { rule: ZDiscountPercentage.nullable().optional(), input: 'number', label: 'field.discount_percentage' },
    amount: { rule: ZDiscountAmount.nullable().optional(), input: 'money', label: 'field.discount_amount' },
    is_appointment_possible: { rule: z.boolean().optional(), input: 'boolean', initial: true, filterable: true },
    image: { rule: ZImageUrl, input: 'image' },
    short_description: { rule: z.string().trim().max(500).nullable().optional(), input: 'textarea', translated: true },
    description: { rule: ZRichDocument.nullable().optional(), input: 'richText', translated: true },
    created_at: { sortable: true },
  },
});
