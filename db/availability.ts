/**
 * Telling "the database is away" apart from every other failure. A request that fails because the
 * connection died (server restart, `pg_terminate_backend`, network loss, no free connection in time) is
 * answered 503 with `Retry-After`, not 500: nothing is wrong with the request, and PostgreSQL has rolled
 * back its open transaction (docs/decisions/170-surviving-the-database.md).
 */

/**
 * SQLSTATE codes of a lost or refused connection: class 08 (connection exception), 57P01–57P03
 * (administrator / crash shutdown, cannot connect now), 53300 (too many connections), 25P03 (idle
 * session timeout), and 25006 (a read-only transaction: after a failover the address leads to a standby until
 * the new primary takes it over).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300|25P03|25006)$/;
/**
 * 55000 is a state error of many kinds (`currval` before `nextval` is a bug, not an outage); with this message it
 * is a database refusing new connections (`alter database … allow_connections false`, as during maintenance).
 */
const REFUSING_CONNECTIONS = { code: '55000', message: 'is not currently accepting connections' };
/** Socket errors of node-postgres before or during a query. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres and its pool say these in plain words, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed',
  'connection is closed',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** True when `error`, or any error in its `cause` chain (Drizzle wraps driver errors), is a lost connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = current as ErrorLike;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (code === REFUSING_CONNECTIONS.code && typeof message === 'string' && message.includes(REFUSING_CONNECTIONS.message)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
