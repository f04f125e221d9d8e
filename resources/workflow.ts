import { z } from 'zod';
import { ZId } from '../contracts/batch.ts';
import type { FieldMeta } from './define.ts';

/**
 * Pieces shared by the moderated resources (reviews, questions, comments, support, emergency): a workflow
 * status as a select, a reference to another record, the language a visitor wrote in.
 */

/** A select over a workflow's values, labelled `handbook.<category>.<value>`. */
export function statusInput(category: string, values: readonly string[], required = true): FieldMeta {
  return { name: 'status', input: 'select', label: 'field.status', required, options: values.map((value) => ({ value, label: `handbook.${category}.${value}` })) };
}

/** An optional reference: the form sends digits as text, the API takes numbers too; empty clears it. */
export const ZOptionalRelation = ZId.nullable().optional();

export function relationInput(name: string, resource: string, label: string, required = false): FieldMeta {
  return { name, input: 'relation', label, required, relation: { resource } };
}

export const VISITOR_LOCALES = ['ua', 'ru'] as const;
export const ZVisitorLocale = z.enum(VISITOR_LOCALES);
export const localeInput: FieldMeta = {
  name: 'locale',
  input: 'select',
  label: 'field.locale',
  options: VISITOR_LOCALES.map((value) => ({ value, label: `handbook.locales.${value}` })),
};

/** Staff-written text (answers, replies, notes): optional, plain, bounded. */
export const ZStaffText = z.string().trim().max(10_000).nullable().optional();
