import { z } from 'zod';
import { route } from './define.ts';

/** One value of a handbook: its key and its label in the request's language (contracts/handbooks.ts `HandbookOption`). */
export const ZHandbookOption = z.object({ key: z.string(), value: z.string() });

/**
 * `GET /handbooks`: category → `[{key, value}]` in the request's language (SPEC §3 "Handbook"): the five
 * dictionaries from the database plus the fixed value sets of SPEC §3–4.
 */
export const handbooks = route({
  method: 'GET',
  path: 'handbooks',
  access: { anyone: true },
  answer: { status: 200, schema: z.record(z.string(), z.array(ZHandbookOption)), description: 'handbooks' },
  operationId: 'handbooks',
  summary: 'Handbooks: category → [{key, value}] in the Accept-Language language',
  tag: 'fixed',
});
