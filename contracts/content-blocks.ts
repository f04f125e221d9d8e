import { z } from 'zod';
import { ZId } from './batch.ts';
import { CONTENT_BLOCK_SECTIONS } from './content.ts';

/**
 * A section of a content page put in a new order (docs/decisions/288): every live block of that section, each
 * once, in the order the page shows them. `version` is the page's, as the caller read it: an older one answers
 * 409, and so does a list that no longer names exactly the section's blocks.
 */
export const ZBlockOrderRequest = z.strictObject({
  section: z.enum(CONTENT_BLOCK_SECTIONS),
  ids: z.array(ZId).min(1).max(200),
  version: z.number().int().positive().optional(),
});
export type BlockOrderRequest = z.infer<typeof ZBlockOrderRequest>;

export const ZBlockOrder = z.object({
  page_id: z.number().int(),
  section: z.enum(CONTENT_BLOCK_SECTIONS),
  ids: z.array(z.number().int()).describe('the section’s blocks in their new order'),
  version: z.number().int().describe('the page’s version after the reorder: send it with the next save of the page'),
});
export type BlockOrder = z.infer<typeof ZBlockOrder>;
