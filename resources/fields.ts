import { z } from 'zod';
import type { FieldSpec } from './resource.ts';

/** Field rules shared by several resources, declared once. Messages are i18n keys. */
export const ZName = z.string().trim().min(1).max(255);
export const ZOptionalText = z.string().trim().max(10_000).nullable().optional();
export const ZCode = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'validation.code');
export const ZSlug = z
  .string()
  .trim()
  .min(1)
  .max(150)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug');
export const ZOrder = z.number().int().min(0).max(1_000_000);
export const ZStatus = z.enum(['active', 'inactive']);
export const ZHexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'validation.color');
export const ZImageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/)\S*$/, 'validation.url')
  .nullable()
  .optional();

/** A select's options from coded values, each labelled by the i18n key `<prefix>.<value>`. */
export const optionsOf = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: `${prefix}.${value}` }));

export const statusOptions = [
  { value: 'active', label: 'handbook.statuses.active' },
  { value: 'inactive', label: 'handbook.statuses.inactive' },
] as const;

/** Fields most lists repeat: the id and the timestamps, filtered, sorted and (the id) shown as a column. */
export const common = {
  id: { filterable: true, sortable: true, column: true },
  createdAt: { filterable: true, sortable: true },
  updatedAt: { filterable: true, sortable: true },
  /** The active / inactive status of catalogue records, as a select. */
  status: { rule: ZStatus.optional(), input: 'select', options: statusOptions, filter: true, sortable: true, column: 'status' },
} satisfies Record<string, FieldSpec>;
