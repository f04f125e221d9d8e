import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { readFromPrimary } from '../../db/read-routing.ts';
import { isSecureRequest } from './session.ts';

/** Set on the answer to any write; while present, the browser's reads go to the primary. Holds no data. */
export const WROTE_COOKIE = 'vizyt_wrote';
/**
 * How long a writer reads from the primary. A streaming replica on the same network replays within a second;
 * the margin covers a replica that falls behind under load (docs/decisions/301).
 */
export const READ_YOUR_WRITES_SECONDS = 60;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WROTE = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=`);

/**
 * With a read replica, a person sees her own writes at once: the write itself and every request she makes for
 * the next minute run with their lag-tolerant reads on the primary (db/read-routing.ts). Registered only when
 * `DATABASE_REPLICA_URL` is set.
 */
async function readYourWritesPlugin(app: FastifyInstance, { config }: { config: Pick<Config, 'publicOrigin'> }): Promise<void> {
  app.addHook('onRequest', (request, _reply, done) => {
    const wrote = !SAFE_METHODS.has(request.method) || WROTE.test(request.headers.cookie ?? '');
    if (wrote) readFromPrimary(done);
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method)) return payload;
    reply.setCookie(WROTE_COOKIE, '1', {
      maxAge: READ_YOUR_WRITES_SECONDS,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request, config),
    });
    return payload;
  });
}

(readYourWritesPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(readYourWritesPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'vizyt-read-your-writes';

export { readYourWritesPlugin };
