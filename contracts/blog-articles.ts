/**
 * The life of a blog article (docs/decisions/285), shared by the back office's form, the server's rules and the
 * public read rule: a `draft`, waiting for `review`, `scheduled` for its publication date (a job publishes it
 * then), published (`active`, the site's general status word for "shown"), or withdrawn (`inactive`).
 */
export const ARTICLE_STATUSES = ['draft', 'review', 'scheduled', 'active', 'inactive'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What a visitor may read: only a published article. */
export const PUBLISHED_ARTICLE_STATUS = 'active' satisfies ArticleStatus;

/** The job that publishes a scheduled article at its date. */
export const ARTICLE_PUBLISH_JOB = 'blog.article.publish';

/**
 * One job per scheduling save (the row's version after it): a changed date, or a restore from the trash, is a new
 * job; an older one finds the article not due or no longer scheduled and does nothing.
 */
export const articlePublishJobKey = (articleId: number, version: number): string => `blog-article-publish:${articleId}:v${version}`;

/** Silent reading speed of an adult over a popular medical text, words a minute. */
export const READING_WORDS_PER_MINUTE = 180;

/** Minutes to read a text: its words at `READING_WORDS_PER_MINUTE`, rounded up, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/[\s\u00a0]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
