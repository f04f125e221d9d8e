import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { findRedirectLoop, normaliseRedirectPath } from '../../contracts/redirects.ts';
import { redirects } from '../../db/schema/index.ts';
import { ValidationError } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';

/** NOTIFY channel on which every app instance hears that the redirects changed (docs/decisions/246). */
export const REDIRECTS_CHANNEL = 'vizyt_redirects_changed';

/** Loop checks of concurrent writes run one after another, each seeing what the other committed. */
const LOOP_CHECK_LOCK = 7_245_001;

/** 422 on the target: saving would send the old path round in a circle (its chain in `{{chain}}`). */
export class RedirectLoopError extends ValidationError {
  constructor(chain: readonly string[]) {
    super({ target: ['redirects.loop'] }, 'redirects.loop');
    this.details.params = { chain: chain.join(' → ') };
  }
}

/**
 * Around the generic `seo/redirects` writes: the source is stored in its normalised form, a live active
 * redirect may not close a loop with the others (A→A, A→B with B→A, longer chains; creates, edits,
 * switching on and restores alike; an address on the site's own origin counts as its path), and every change is announced so each app instance reads the table anew.
 */
export function redirectHooks(forgetLocally: () => void, siteOrigin?: string): ResourceHooks {
  return {
    async beforeWrite(_executor, { values }) {
      if (typeof values.source_path !== 'string') return;
      return { ...values, source_path: normaliseRedirectPath(values.source_path) };
    },

    async afterWrite(executor, { id, after }) {
      // Transactional: the other instances hear of it once the write is committed, never of a rolled-back one.
      await executor.execute(sql`select pg_notify(${REDIRECTS_CHANNEL}, '')`);
      if (!after || after.deleted_at !== null || after.is_active !== true) return;
      await executor.execute(sql`select pg_advisory_xact_lock(${LOOP_CHECK_LOCK})`);
      const others = await executor
        .select({ source_path: redirects.source_path, target: redirects.target })
        .from(redirects)
        .where(and(isNull(redirects.deleted_at), eq(redirects.is_active, true), ne(redirects.id, id)));
      const loop = findRedirectLoop(new Map(others.map((row) => [row.source_path, row.target])), String(after.source_path), String(after.target), siteOrigin);
      if (loop) throw new RedirectLoopError(loop);
    },

    async afterCommit() {
      // This instance sees the change on its very next request, without waiting for the notification.
      forgetLocally();
    },
  };
}
