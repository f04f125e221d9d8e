import { and, eq, isNull, lte } from 'drizzle-orm';
import { ARTICLE_PUBLISH_JOB } from '../../contracts/blog-articles.ts';
import { action_log, blog_articles } from '../../db/schema/index.ts';
import type { JobHandler } from '../jobs/queue.ts';

/**
 * The job that publishes a scheduled article when its date comes (docs/decisions/285). It publishes only an
 * article still scheduled, not in trash and due by `now`: a job left from an older date, or for an article
 * staff took back to draft, does nothing. The publication is a line of the action log with no person.
 * Pages, listings and the sitemap read the status at each request, so the next request shows the article.
 */
export function articlePublishingJobs(now: () => Date = () => new Date()): Record<string, JobHandler> {
  return {
    [ARTICLE_PUBLISH_JOB]: async (tx, payload) => {
      const id = Number(payload.article_id);
      if (!Number.isInteger(id)) return;
      const [published] = await tx
        .update(blog_articles)
        .set({ status: 'active' })
        .where(and(eq(blog_articles.id, id), eq(blog_articles.status, 'scheduled'), isNull(blog_articles.deleted_at), lte(blog_articles.published_at, now())))
        .returning({ id: blog_articles.id });
      if (!published) return;
      await tx
        .insert(action_log)
        .values({ user_id: null, action: 'publish', resource: 'blog/articles', record_id: id, changes: { status: { before: 'scheduled', after: 'active' } } });
    },
  };
}
