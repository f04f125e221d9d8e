import { z } from 'zod';

/** Batch requests carry at most this many ids or items; each batch is one transaction. */
export const MAX_BATCH = 100;
export const MAX_ID = 2_147_483_647;

/** A record id: a positive 32-bit integer, as a number or a string of digits. */
export const ZId = z.union([z.number(), z.string().regex(/^\d{1,10}$/)]).transform(Number).pipe(z.number().int().min(1).max(MAX_ID));

export const ZBatchIdsRequest = z.strictObject({ ids: z.array(ZId).min(1).max(MAX_BATCH) });
export type TBatchIdsRequest = z.infer<typeof ZBatchIdsRequest>;

export function batchCreateRequest<T extends z.ZodObject>(item: T) {
  return z.strictObject({ items: z.array(item).min(1).max(MAX_BATCH) });
}

export function batchUpdateRequest<T extends z.ZodObject>(item: T) {
  return z.strictObject({ items: z.array(item.partial().extend({ id: ZId }).strict()).min(1).max(MAX_BATCH) });
}
