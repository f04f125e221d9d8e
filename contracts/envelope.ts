import { z } from 'zod';

/** `meta` of every list answer (SPEC §3 "List response envelope"). */
export const ZListMeta = z.object({
  current_page: z.number().int().min(1),
  total_pages: z.number().int().min(0),
  per_page: z.number().int().min(0),
  total: z.number().int().min(0),
  next_cursor: z
    .string()
    .nullable()
    .optional()
    .describe("the registry's lists: `cursor` of the page after this one (docs/decisions/315), null on the last page"),
});
export type TListMeta = z.infer<typeof ZListMeta>;

/** `{data: [...], meta: {...}}` */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZListMeta });
}
export interface ListEnvelope<T> {
  data: T[];
  meta: TListMeta;
}

/** `{data: {...}}` */
export function recordEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
export interface RecordEnvelope<T> {
  data: T;
}

/** Meta for a page of `total` rows. A page past the end is valid: empty data, the real totals. */
export function listMeta(total: number, page: number, perPage: number): TListMeta {
  return { current_page: page, total_pages: perPage > 0 ? Math.ceil(total / perPage) : 0, per_page: perPage, total };
}
