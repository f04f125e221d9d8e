import { z } from 'zod';

/** Messages per field (dotted path → messages): a service's 422, the API's answer, a form's state. */
export type FieldErrors = Record<string, string[]>;

/** Every error answer of `/api/v1`: a translated message, and for 400/422 the messages per field. */
export const ZErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional().describe('field path (dotted) → translated messages'),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
