import { z } from 'zod';
import type { ColumnMeta, FieldMeta } from './define.ts';

/** Field rules shared by several resources, declared once. Messages are i18n keys. */
export const ZName = z.string().trim().min(1).max(255);
export const ZOptionalText = z.string().trim().max(10_000).nullable().optional();
export const ZCode = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_.-]+$/, 'validation.code');
export const ZSlug = z.string().trim().min(1).max(150).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug');
export const ZOrder = z.number().int().min(0).max(1_000_000);
export const ZStatus = z.enum(['active', 'inactive']);
export const ZHexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'validation.color');
export const ZImageUrl = z.string().trim().max(2048).regex(/^(https?:\/\/|\/)\S*$/, 'validation.url').nullable().optional();

export const statusOptions = [
  { value: 'active', label: 'handbook.statuses.active' },
  { value: 'inactive', label: 'handbook.statuses.inactive' },
] as const;

/** Back-office pieces every list and form repeats. */
export const column = {
  id: { name: 'id', label: 'field.id', sortable: true },
  name: { name: 'name', label: 'field.name', sortable: true },
  code: { name: 'code', label: 'field.code', sortable: true },
  order: { name: 'order', label: 'field.order', sortable: true },
  status: { name: 'status', label: 'field.status', sortable: true, render: 'status' },
  updatedAt: { name: 'updated_at', label: 'field.updated_at', sortable: true, render: 'date' },
  createdAt: { name: 'created_at', label: 'field.created_at', sortable: true, render: 'date' },
} satisfies Record<string, ColumnMeta>;

export const input = {
  name: { name: 'name', input: 'text', label: 'field.name', translated: true, required: true },
  code: { name: 'code', input: 'text', label: 'field.code', required: true },
  slug: { name: 'slug', input: 'text', label: 'field.slug' },
  order: { name: 'order', input: 'number', label: 'field.order' },
  status: { name: 'status', input: 'select', label: 'field.status', options: statusOptions },
} satisfies Record<string, FieldMeta>;
