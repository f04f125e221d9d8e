import type { FastifyInstance } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import { HANDBOOK_ENUMS, handbookLabelKey, type Handbooks } from '../../contracts/handbooks.ts';
import { handbooks as handbooksRoute } from '../../contracts/routes/handbooks.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** `GET /handbooks` (contracts/routes/handbooks.ts): the five dictionaries from the database, then the fixed value sets, in the request's language. */
export async function handbookRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  register(api, handbooksRoute, async ({ request }) => {
    const locale = requestLocale(request);
    const handbooks: Handbooks = await services.resources.handbookDictionaries(locale);
    for (const [category, keys] of Object.entries(HANDBOOK_ENUMS)) {
      handbooks[category] = keys.map((key) => ({ key, value: translate(locale, handbookLabelKey(category, key)) }));
    }
    return handbooks;
  });
}
