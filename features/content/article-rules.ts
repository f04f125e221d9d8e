import { ARTICLE_PUBLISH_JOB, articlePublishJobKey, readingMinutes, type ArticleStatus } from '../../contracts/blog-articles.ts';
import { documentText, type RichDocument } from '../../contracts/rich-text.ts';
import { ValidationError } from '../errors.ts';
import { scheduleJobs } from '../jobs/queue.ts';
import type { RecordChange, ResourceHooks } from '../records/hooks.ts';
import type { ResourceRecord } from '../records/types.ts';

const EMPTY_DOCUMENT: RichDocument = { type: 'doc', content: [] };
const SHOWN: ReadonlySet<string> = new Set(['active', 'scheduled']);

const asDocument = (value: unknown): RichDocument | null => (value && typeof value === 'object' ? (value as RichDocument) : null);
const asDate = (value: unknown): Date | null => (value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null);

/**
 * What an article's save stores beyond what was sent (docs/decisions/285): an empty text for a language left
 * blank, the reading time counted from the text, and the status its date makes of "published" — a date that
 * has not come schedules the article, a scheduled one whose date has come is published, publishing without a
 * date dates it now. An article shown (or to be shown) needs its Ukrainian text, and a scheduled one its date.
 */
export function articleValuesToStore(
  { action, values, merged }: { action: 'create' | 'update'; values: ResourceRecord; merged: ResourceRecord },
  now: Date,
): ResourceRecord {
  const toStore: ResourceRecord = { ...values };
  for (const name of ['text_ua', 'text_ru']) {
    if (merged[name] === null || (action === 'create' && merged[name] === undefined)) toStore[name] = EMPTY_DOCUMENT;
  }
  const textUa = documentText(asDocument(merged.text_ua));
  toStore.reading_time = readingMinutes(textUa || documentText(asDocument(merged.text_ru)));

  let status = (merged.status as ArticleStatus | undefined) ?? 'draft';
  if (SHOWN.has(status)) {
    if (!textUa.trim()) throw new ValidationError({ text_ua: ['article.text.required'] }, 'article.not.publishable');
    const date = asDate(merged.published_at);
    if (!date && status === 'scheduled') throw new ValidationError({ published_at: ['article.date.required'] }, 'article.not.publishable');
    const publishedAt = date ?? now;
    if (!date) toStore.published_at = publishedAt;
    status = publishedAt.getTime() > now.getTime() ? 'scheduled' : 'active';
  }
  toStore.status = status;
  return toStore;
}

/** A save that leaves the article scheduled at a new date, or brings a scheduled one back from the trash. */
function needsPublishJob({ action, before, after }: RecordChange): boolean {
  if (!after || after.deleted_at !== null || after.status !== 'scheduled') return false;
  if (action === 'create' || action === 'restore' || !before) return true;
  return before.status !== 'scheduled' || asDate(before.published_at)?.getTime() !== asDate(after.published_at)?.getTime();
}

/** The blog articles' rules around the generic writes; `now` is the server's clock (a test's own). */
export function articleHooks(now: () => Date = () => new Date()): ResourceHooks {
  return {
    async beforeWrite(_executor, write) {
      return articleValuesToStore(write, now());
    },
    async afterWrite(executor, change) {
      const { after } = change;
      if (!after || !needsPublishJob(change)) return;
      const runAt = asDate(after.published_at)!;
      await scheduleJobs(executor, [
        { kind: ARTICLE_PUBLISH_JOB, runAt, payload: { article_id: change.id }, dedupeKey: articlePublishJobKey(change.id, Number(after.version)) },
      ]);
    },
  };
}
