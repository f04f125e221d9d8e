import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import { normaliseSeoUrl } from '../../contracts/seo-patterns.ts';
import { seo_filtered_pages, seo_patterns } from '../../db/schema/index.ts';
import { ValidationError } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';

/** NOTIFY channel on which every app instance hears that SEO pages, patterns or texts changed (docs/decisions/287). */
export const SEO_CHANNEL = 'vizyt_seo_changed';

/** The registry names of the SEO resources whose saves the public pages must follow, with their tables. */
export const SEO_TABLES = {
  'seo/filtered-pages': 'seo_filtered_pages',
  'seo/filtered-page-patterns': 'seo_patterns',
  'seo/texts': 'seo_texts',
} as const;

/** Every change, in its own transaction: the other instances hear of it once committed, never of a rolled-back one. */
function announcing(forgetLocally: () => void): Pick<ResourceHooks, 'afterWrite' | 'afterCommit'> {
  return {
    async afterWrite(executor) {
      await executor.execute(sql`select pg_notify(${SEO_CHANNEL}, '')`);
    },
    async afterCommit() {
      // This instance serves the change on its very next request, without waiting for the notification.
      forgetLocally();
    },
  };
}

/**
 * Around the generic writes of a filtered page or a pattern: the url is stored without a trailing slash, and a
 * url another live record holds is refused with SPEC §5's "value already exists" on the field. Writes of one url
 * take turns (a transaction lock on it), so two staff saving the same new url at once get one record and one
 * refusal; the unique index stays the last word.
 */
function urlRules(table: 'seo_filtered_pages' | 'seo_patterns'): Pick<ResourceHooks, 'beforeWrite'> {
  const records = table === 'seo_filtered_pages' ? seo_filtered_pages : seo_patterns;
  return {
    async beforeWrite(executor, { before, values, merged }) {
      // A redirect needs somewhere to go (only filtered pages have one).
      if (merged.is_redirect === true && !merged.redirect_url) throw new ValidationError({ redirect_url: ['validation.required'] });
      if (typeof values.url !== 'string') return;
      const url = normaliseSeoUrl(values.url);
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}:${url}`}))`);
      const ownId = typeof before?.id === 'number' ? before.id : 0;
      const taken = await executor
        .select({ id: records.id })
        .from(records)
        .where(and(isNull(records.deleted_at), inArray(records.url, [url, `${url}/`]), ne(records.id, ownId)))
        .limit(1);
      if (taken.length) throw new ValidationError({ url: ['admin.seo.url.exists'] });
      return { ...values, url };
    },
  };
}

/** The hooks of the three SEO resources; `forgetLocally` drops this instance's cached texts and sitemap listings. */
export function seoAdminHooks(forgetLocally: () => void): Record<keyof typeof SEO_TABLES, ResourceHooks> {
  const announce = announcing(forgetLocally);
  return {
    'seo/filtered-pages': { ...urlRules('seo_filtered_pages'), ...announce },
    'seo/filtered-page-patterns': { ...urlRules('seo_patterns'), ...announce },
    'seo/texts': announce,
  };
}
