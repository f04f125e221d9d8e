import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The origin links in messages are built on (issue "Reliability", docs/decisions/304): `PUBLIC_ORIGIN` when set;
 * else the origin of the request that caused the message, which the server binds around each request
 * (server/plugins/link-origin.ts), and a job carries in its payload from the request that queued it. Outside both
 * (a reminder queued before this, a job of the seed) the configured default stays.
 */
const requestOrigins = new AsyncLocalStorage<string>();

/** Runs `fn` with `origin` as the links' origin (a request). */
export function withLinkOrigin<T>(origin: string, fn: () => T): T {
  return requestOrigins.run(origin, fn);
}

/**
 * Runs a job with the origin its payload remembers, or with none: a worker woken by a request would otherwise
 * inherit that request's origin through its timers, whatever the job is.
 */
export function inJobOrigin<T>(payload: Record<string, unknown>, fn: () => T): T {
  return typeof payload.origin === 'string' && payload.origin ? requestOrigins.run(payload.origin, fn) : requestOrigins.exit(fn);
}

/** The origin for a link now: the request's (or the job's) when bound, else `fallback` (`PUBLIC_ORIGIN` or the local one). */
export function linkOrigin(fallback: string): string {
  return requestOrigins.getStore() ?? fallback;
}

/** What a job queued now should remember of its origin (undefined outside a request). */
export function boundLinkOrigin(): string | undefined {
  return requestOrigins.getStore();
}
