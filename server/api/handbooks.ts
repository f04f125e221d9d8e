import type { FastifyInstance } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import { HANDBOOK_ENUMS, handbookLabelKey, type Handbooks } from '../../contracts/handbooks.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';

/**
 * `GET /handbooks`: category → `[{key, value}]` in the request's language (SPEC §3 "Handbook"): the five
 * dictionaries from the database plus the fixed value sets of SPEC §3–4.
 */
export async function handbookRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  api.get('/handbooks', async (request): Promise<Handbooks> => {
    const locale = requestLocale(request);
    const handbooks: Handbooks = await services.resources.handbookDictionaries(locale);
    for (const [category, keys] of Object.entries(HANDBOOK_ENUMS)) {
      handbooks[category] = keys.map((key) => ({ key, value: translate(locale, handbookLabelKey(category, key)) }));
    }
    return handbooks;
  });
}
