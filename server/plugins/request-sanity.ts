import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../features/errors.ts';
import { isValidHost, isValidProtocol } from '../request-origin.ts';
import { isMalformedQuery } from './query-parser.ts';
import { jsonBodyParser } from './json-body.ts';

/** `%00` (any case) or a raw NUL: PostgreSQL text cannot hold it, and no address of ours contains one. */
const NUL_IN_URL = /%00|\0/i;

/**
 * Requests that are malformed before any route looks at them answer 400 here, for API and pages alike
 * (docs/decisions/171): a Host that is no host name (after trusted-proxy resolution) or is missing from
 * HTTP/1.1, a scheme other than http or https from a trusted proxy's `X-Forwarded-Proto`, a target that is
 * not a path, a NUL in the path, and a query string the parser refused. JSON bodies are parsed in one
 * place that refuses NUL in any string (422 on the field).
 */
async function requestSanityPlugin(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app.getDefaultJsonParser('error', 'error')));

  app.addHook('onRequest', async (request: FastifyRequest) => {
    // HTTP/1.0 may omit Host (links then fall back to PUBLIC_ORIGIN or localhost); HTTP/1.1 must send one.
    if (request.host === '' ? request.raw.httpVersion !== '1.0' : !isValidHost(request.host)) throw new BadRequestError();
    if (!isValidProtocol(request.protocol)) throw new BadRequestError();
    // Origin-form only: an absolute-form target (`GET http://other.example/`) names a host of its own.
    if (!request.url.startsWith('/')) throw new BadRequestError();
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (NUL_IN_URL.test(path)) throw new BadRequestError();
    if (isMalformedQuery(request.query)) throw new BadRequestError('error.bad_query');
  });
}

(requestSanityPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(requestSanityPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'vizyt-request-sanity';

export { requestSanityPlugin };
