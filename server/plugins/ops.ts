import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { pathOnly } from '../logging.ts';
import { PROBE_PATHS } from '../probes.ts';
import { metrics, routeLabel } from './metrics.ts';
import { securityHeaders, type SecurityHeadersOptions } from './security-headers.ts';

export interface OpsOptions extends SecurityHeadersOptions {
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown begins: `/readyz` answers 503 so a load balancer stops sending traffic. */
    draining: boolean;
  }
}

const READINESS_TIMEOUT_MS = 2000;
const QUIET_ROUTES = new Set<string>([...PROBE_PATHS, 'asset']);

/**
 * Operations for every server: security headers, compression, health and readiness, Prometheus metrics
 * and one structured log line per request. Registered before any route so its hooks cover them all.
 */
export async function ops(app: FastifyInstance, options: OpsOptions): Promise<void> {
  app.decorate('draining', false);
  await securityHeaders(app, options);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Fast settings for per-request compression; hashed assets are precompressed at build time at the
    // highest level. No flush per write: pages are sent whole (app/entry.server.tsx), and a document that
    // arrives in one piece is parsed in fewer, earlier tasks than one flushed every 16 KB.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await metrics(app);

  // Shutdown: requests in flight finish, then their keep-alive connections close instead of holding
  // the server open until the keep-alive timeout.
  app.addHook('preClose', async () => {
    app.draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (app.draining) setImmediate(() => app.server.closeIdleConnections());
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    const level = QUIET_ROUTES.has(route) ? 'debug' : reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ method: request.method, route, path: pathOnly(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.status(503).send({ status: 'draining' });
    // Reachable is not enough: after a failover the address may lead to a standby not yet promoted, which
    // answers reads and refuses every write (docs/decisions/302).
    const state = await Promise.race([
      options.database.rows<{ standby: boolean }>(sql`select pg_is_in_recovery() as standby`).then(
        ([row]) => (row.standby ? ('database read-only' as const) : ('ok' as const)),
        () => 'database unreachable' as const,
      ),
      new Promise<'database unreachable'>((resolve) => setTimeout(resolve, READINESS_TIMEOUT_MS, 'database unreachable').unref()),
    ]);
    return state === 'ok' ? { status: 'ok' } : reply.status(503).send({ status: state });
  });
}
Object.defineProperty(ops, Symbol.for('skip-override'), { value: true });
