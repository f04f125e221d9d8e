import { and, eq, isNull } from 'drizzle-orm';
import { resolveRedirect, type RedirectRule } from '../../contracts/redirects.ts';
import type { Database, Unlisten } from '../../db/client.ts';
import { redirects } from '../../db/schema/index.ts';
import { REDIRECTS_CHANNEL, redirectHooks } from './redirect-rules.ts';

/** How long a table read stays in use when no change was heard of: the floor should a notification be lost. */
const DEFAULT_TTL_MS = 60_000;
/** After a failed read (the database away), requests go on with the last table read instead of each waiting. */
const RETRY_AFTER_FAILURE_MS = 5_000;

export interface RedirectsOptions {
  ttlMs?: number;
  /** The site's own origin: an absolute target on it is followed as a site path (contracts/redirects.ts). */
  siteOrigin?: string;
  now?: () => number;
}

/**
 * The active redirects, kept in memory per app instance (docs/decisions/246): the whole table is read at
 * once (a few hundred short rows at most) and read again after any change — at once on the instance that
 * made it, on a NOTIFY on the others, and at the latest after `ttlMs`.
 */
export function createRedirectsService(database: Database, { ttlMs = DEFAULT_TTL_MS, now = Date.now, siteOrigin }: RedirectsOptions = {}) {
  let generation = 0;
  let cached: { rules: Map<string, RedirectRule>; loadedAt: number; generation: number } | null = null;
  let loading: { promise: Promise<Map<string, RedirectRule>>; generation: number } | null = null;
  let listening: Promise<Unlisten | null> | null = null;
  /** The last table read, and when a read last failed. */
  let last = new Map<string, RedirectRule>();
  let failedAt = -Infinity;

  function forget(): void {
    generation += 1;
    cached = null;
  }

  async function read(): Promise<Map<string, RedirectRule>> {
    const rows = await database.db
      .select({ source_path: redirects.source_path, target: redirects.target, http_status: redirects.http_status })
      .from(redirects)
      .where(and(isNull(redirects.deleted_at), eq(redirects.is_active, true)));
    return new Map(rows.map((row) => [row.source_path, { source: row.source_path, target: row.target, status: row.http_status }]));
  }

  /** Listening starts before the first read, so no change committed after that read goes unheard. */
  function listen(): Promise<Unlisten | null> {
    listening ??= database
      .listen(REDIRECTS_CHANNEL, () => forget())
      .catch(() => {
        listening = null;
        return null;
      });
    return listening;
  }

  async function rules(): Promise<Map<string, RedirectRule>> {
    if (cached && cached.generation === generation && now() - cached.loadedAt < ttlMs) return cached.rules;
    if (now() - failedAt < RETRY_AFTER_FAILURE_MS) return last;
    await listen();
    if (!loading || loading.generation !== generation) {
      const at = generation;
      const promise = read()
        .then(
          (rules) => {
            if (at === generation) cached = { rules, loadedAt: now(), generation: at };
            last = rules;
            return rules;
          },
          (error: unknown) => {
            failedAt = now();
            throw error;
          },
        )
        .finally(() => {
          if (loading?.promise === promise) loading = null;
        });
      loading = { promise, generation: at };
    }
    return loading.promise;
  }

  return {
    /** Where a request for `path` with `query` (`?…` or empty) goes; `null`: nowhere else. */
    async lookup(path: string, query: string) {
      return resolveRedirect(await rules(), path, query, siteOrigin);
    },
    /** Drops what this instance holds; the next lookup reads the table. */
    forget,
    /** The generic resource writes' hooks for `seo/redirects`. */
    hooks: redirectHooks(forget, siteOrigin),
    async close(): Promise<void> {
      const stop = await listening;
      listening = null;
      await stop?.();
    },
  };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
