import { z } from 'zod';

/** Every error answer of `/api/v1`: a translated message, and for 400/422 the messages per field. */
export const ZErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional().describe('field path (dotted) → translated messages'),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
