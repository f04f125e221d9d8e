import { z } from 'zod';
import { ZId } from '../contracts/batch.ts';
import { optionsOf } from './fields.ts';
import type { FieldSpec } from './resource.ts';

/**
 * Pieces shared by the moderated resources (reviews, questions, comments, support, emergency): a workflow
 * status as a select, a reference to another record, the language a visitor wrote in.
 */

/**
 * The workflow status: a select over its values, labelled `handbook.<category>.<value>`, always marked
 * required on the form, offered as a filter and shown as a status column.
 */
export function statusField(category: string, values: readonly string[], rule: z.ZodType): FieldSpec {
  return {
    rule,
    input: 'select',
    required: true,
    options: optionsOf(values, `handbook.${category}`),
    filter: true,
    column: 'status',
  };
}

/** An optional reference: the form sends digits as text, the API takes numbers too; empty clears it. */
export const ZOptionalRelation = ZId.nullable().optional();

/** A reference to a record of `resource`, picked from its list; required when the rule is. */
export function relationField(resource: string, label: string, rule: z.ZodType = ZOptionalRelation, extra: FieldSpec = {}): FieldSpec {
  return { rule, relation: { resource }, label, filterable: true, ...extra };
}

export const VISITOR_LOCALES = ['ua', 'ru'] as const;
export const ZVisitorLocale = z.enum(VISITOR_LOCALES);
/** The language a visitor wrote in. */
export const localeField: FieldSpec = {
  rule: ZVisitorLocale.optional(),
  input: 'select',
  options: optionsOf(VISITOR_LOCALES, 'handbook.locales'),
  filterable: true,
};

/** Staff-written text (answers, replies, notes): optional, plain, bounded. */
export const ZStaffText = z.string().trim().max(10_000).nullable().optional();
