import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import * as routes from '../../contracts/routes/alerts.ts';
import { receiveFeedCall } from '../../features/alerts/feed.ts';
import { staffEndAlert, staffStartAlert } from '../../features/alerts/staff.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** A feed call is one small JSON object. */
const FEED_BODY_LIMIT = 4 * 1024;

/** Air-raid alerts by region (docs/decisions/308): the signed feed, the alerts on now, staff's start and end. */
export async function alertRoutes(api: FastifyInstance, { services, config }: { services: Services; config: Pick<Config, 'alertFeedSecret'> }): Promise<void> {
  const { db } = services.database;
  await api.register(async (feed) => {
    // The signature covers the body as sent: in this scope JSON stays the text received, read after the signature.
    feed.removeContentTypeParser('application/json');
    feed.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: FEED_BODY_LIMIT }, (_request, body, done) => done(null, body));
    register(feed, routes.alertFeed, async ({ body, request }) => ({
      data: await receiveFeedCall(
        db,
        { secret: config.alertFeedSecret },
        { headers: request.headers, rawBody: typeof body === 'string' ? body : '', locale: requestLocale(request) },
      ),
    }));
  });
  register(api, routes.activeAlerts, async ({ request }) => ({ data: await services.alerts.active(requestLocale(request)) }));
  register(api, routes.startRegionAlert, async ({ user, params, request }) => ({ data: await staffStartAlert(db, user, params.id, requestLocale(request)) }));
  register(api, routes.endRegionAlert, async ({ user, params }) => staffEndAlert(db, user, params.id));
}
