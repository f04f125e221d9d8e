import { z } from 'zod';
import { MAX_RECORD_NUMBER, ZBatchVersions } from './record-versions.ts';

/** Batch requests carry at most this many ids or items; each batch is one transaction. */
export const MAX_BATCH = 100;
export const MAX_ID = MAX_RECORD_NUMBER;

/** A record id: a positive 32-bit integer, as a number or a string of digits. */
export const ZId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

/** Ids of a batch delete or restore, with the versions the caller saw when it sends them (docs/decisions/213). */
export const ZBatchIdsRequest = z
  .strictObject({ ids: z.array(ZId).min(1).max(MAX_BATCH), versions: ZBatchVersions.optional() })
  .superRefine(({ ids, versions }, context) => {
    for (const key of Object.keys(versions ?? {})) {
      if (!ids.includes(Number(key))) context.addIssue({ code: 'custom', path: ['versions', key], message: 'validation.unrecognized_key' });
    }
  });
export type TBatchIdsRequest = z.infer<typeof ZBatchIdsRequest>;

export function batchCreateRequest<T extends z.ZodObject>(item: T) {
  return z.strictObject({ items: z.array(item).min(1).max(MAX_BATCH) });
}

export function batchUpdateRequest<T extends z.ZodObject>(item: T) {
  return z.strictObject({
    items: z
      .array(item.partial().extend({ id: ZId }).strict())
      .min(1)
      .max(MAX_BATCH),
  });
}
