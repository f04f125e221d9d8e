import { linkOriginPlugin } from './plugins/link-origin.ts';
import { shortLinkRoutes } from './short-links.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { Services } from '../features/services.ts';
import { registerApi } from './api/index.ts';
import { readYourWritesPlugin } from './plugins/read-your-writes.ts';
import { apiDocsRoutes } from './api/docs.ts';
import { buildManifestRoutes } from './api/build-manifest.ts';
import { partnerApiRoutes } from './api/partner-api/routes.ts';
import { PARTNER_API_BASE } from '../contracts/partner-api.ts';
import { errorsPlugin, handleError } from './plugins/errors.ts';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { requestSanityPlugin } from './plugins/request-sanity.ts';
import { parseQueryString } from './plugins/query-parser.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { sessionPlugin } from './plugins/session.ts';
import { mountReactRouter } from './ssr.ts';
import { loggerOptions, RequestLogController } from './logging.ts';
import { ops } from './plugins/ops.ts';
import { urlCase } from './plugins/url-case.ts';
import { staffRedirects } from './plugins/redirects.ts';
import { mediaRoutes } from './media-routes.ts';
import { seoRoutes } from './seo-routes.ts';
import { serviceWorkerRoute, WORKER_BUNDLE } from './service-worker.ts';
import { webAppRoutes } from './web-app-routes.ts';
import { messagesRoutes } from './messages-routes.ts';
import { loaderRoute } from './loader-route.ts';
import { LIQPAY_CHECKOUT_ORIGIN, liqpayConfigured } from '../features/payments/settings.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import './load-context.ts';

export interface ServerOptions {
  config: Config;
  services: Services;
  /** The React Router server build; absent in API-only tests. */
  getBuild?: () => Promise<ServerBuild>;
  /** Logs to stdout, or as JSON lines to `write` (a test run keeps them beside its results), or not at all. */
  logger?: boolean | LogSink;
}

export interface LogSink {
  write(line: string): void;
}

export async function buildServer({ config, services, getBuild, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { ...loggerOptions(config.logLevel), ...(logger === true ? {} : { stream: logger }) } : false,
    logController: new RequestLogController(),
    // Forwarding headers only from the proxies named in TRUST_PROXY (docs/decisions/171).
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    // A busy machine may take longer than Fastify's 10 s to bring a plugin up; the supervisor, not a timer, decides
    // when a start has failed (docs/decisions/302).
    pluginTimeout: 120_000,
    routerOptions: { querystringParser: parseQueryString },
    // Malformed URLs (`%E0%A4%A`) and parser-level failures answer in the API's error shape too.
    frameworkErrors: handleError,
    clientErrorHandler: answerClientError,
    // Node would refuse an HTTP/1.1 request without Host with an empty body; the sanity plugin does, in our shape.
    http: { requireHostHeader: false },
  });
  await app.register(errorsPlugin);
  await app.register(methodNotAllowedPlugin);

  await app.register(ops, {
    database: services.database,
    contentSecurityPolicy: config.production,
    mapTileUrl: config.mapTileUrl,
    gtmId: config.gtmId,
    formActionOrigins: liqpayConfigured(config) ? [LIQPAY_CHECKOUT_ORIGIN] : [],
  });

  await app.register(requestSanityPlugin);
  // With a read replica, whoever has just written reads from the primary (docs/decisions/301).
  if (config.databaseReplicaUrl) await app.register(readYourWritesPlugin, { config });
  // Links in messages follow the request when no public origin is configured (docs/decisions/304).
  if (!config.publicOrigin) await app.register(linkOriginPlugin, { config });
  // Staff redirects before the lower-case rule: `/Old-Page` reaches its target in one hop (docs/decisions/245).
  await app.register(staffRedirects, { redirects: services.redirects });
  await app.register(urlCase);
  await app.register(originCheckPlugin, { config });
  await app.register(sessionPlugin, { services, config });
  await app.register(registerApi, { prefix: '/api/v1', services, config });
  await app.register(partnerApiRoutes, { prefix: PARTNER_API_BASE, services });
  // The running build, polled by open pages to notice a deployment (docs/decisions/255).
  await app.register(buildManifestRoutes, { prefix: '/api/v1', getBuild });
  await app.register(apiDocsRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { db: services.database.db });
  await app.register(seoRoutes, { services, config });
  await app.register(webAppRoutes);
  await app.register(shortLinkRoutes);
  await app.register(messagesRoutes);
  await app.register(loaderRoute);

  if (getBuild) {
    // The built worker in production; in development one that removes itself (docs/decisions/250).
    await app.register(serviceWorkerRoute, { getBuild, bundleFile: config.production ? WORKER_BUNDLE : undefined });
    await mountReactRouter(
      app,
      getBuild,
      (request) => ({
        services,
        sessionUser: request.sessionUser,
        documentRequest: !request.url.split('?')[0].endsWith('.data'),
        serverOnly: new Map(),
        logError: (error: unknown) => {
          if (isDatabaseUnavailable(error)) request.databaseUnavailable = true;
          request.log.error({ err: error }, 'page error');
        },
        publicConfig: { gtmId: config.gtmId, mapTileUrl: config.mapTileUrl, publicOrigin: config.publicOrigin },
      }),
      config.production ? 'production' : 'development',
    );
  }
  return app;
}
