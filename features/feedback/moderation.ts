import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { blog_comments, questions_answers, reviews } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { DomainError, ValidationError } from '../errors.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { RecordChange, ResourceHooks } from '../records/hooks.ts';
import type { ResourceRecord } from '../records/types.ts';
import type { Executor } from '../records/write.ts';
import { ratingTargets, recomputeRatings } from './ratings.ts';

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const live = (row: ResourceRecord | null): row is ResourceRecord => row !== null && row.deleted_at === null;
/** Stored values compared as text: timestamps come back as fresh Date objects on every read. */
const changed = (change: RecordChange, fields: readonly string[]) =>
  !change.before || !change.after || fields.some((field) => String(change.before![field]) !== String(change.after![field]));

/** `published_at` is the moment staff published the record and empty while it is not published. */
async function keepPublishedAt(executor: Executor, table: PgTable, { after, id }: RecordChange): Promise<void> {
  if (!after || (after.status === 'published') === (after.published_at !== null)) return;
  // Raw: one statement for every moderated table, which name these columns alike.
  await executor.execute(sql`
    update ${table} set published_at = case when status = 'published' then now() else null end where id = ${id}`);
}

/** The answer of an answered question goes to the asker once (`sent_at`), after the change is committed. */
const ANSWERED = new Set(['processed', 'published']);

/** True when it claimed the question (stamped `sent_at`), i.e. wrote it again. */
async function sendAnswer(executor: Executor, messenger: Messenger, { after, id }: RecordChange): Promise<boolean> {
  if (!live(after) || !ANSWERED.has(String(after.status)) || !hasText(after.answer) || !hasText(after.author_email) || after.sent_at !== null) return false;
  // The claim makes two saves racing each other send one e-mail, not two.
  const [claimed] = await executor
    .update(questions_answers)
    .set({ sent_at: sql`now()` })
    .where(and(eq(questions_answers.id, id), isNull(questions_answers.sent_at)))
    .returning();
  if (!claimed?.author_email || !claimed.answer) return claimed !== undefined;
  try {
    await messenger.sendEmail(
      claimed.author_email,
      'question.answered',
      { name: claimed.author_name, question: claimed.question, answer: claimed.answer },
      claimed.locale as Locale,
    );
  } catch {
    // Not queued: unclaim, so the next save sends it. The status change itself is already committed.
    await executor.update(questions_answers).set({ sent_at: null }).where(eq(questions_answers.id, id));
    throw new DomainError(500, 'answer.publishing.error');
  }
  return true;
}

/**
 * Moderation of what visitors write (SPEC §4), around the generic resource writes: `published_at` follows
 * the status; a review's doctor or institution keeps `rating`/`reviews_count` equal to its published
 * reviews whatever staff do (publish, unpublish, edit, move to trash, restore, batches); an answered
 * question needs its answer, which is sent to the asker by e-mail.
 */
export function feedbackModerationHooks(messenger: Messenger): Record<string, ResourceHooks> {
  return {
    reviews: {
      async beforeWrite(_executor, { merged }) {
        // SPEC §5 "doctor or medical institution required"; a review is about one of them, never both.
        if (merged.doctor_id == null && merged.institution_id == null) throw new ValidationError({ doctor_id: ['review.target.required'] });
        if (merged.doctor_id != null && merged.institution_id != null) throw new ValidationError({ institution_id: ['review.target.only_one'] });
      },
      async afterWrite(executor, change) {
        await keepPublishedAt(executor, reviews, change);
        if (changed(change, ['status', 'rating', 'doctor_id', 'institution_id', 'deleted_at'])) {
          await recomputeRatings(executor, ratingTargets(change.before, change.after));
        }
      },
    },

    'questions-answers': {
      async beforeWrite(_executor, { before, merged }) {
        const answering = !before || before.status !== merged.status || before.answer !== merged.answer;
        if (answering && ANSWERED.has(String(merged.status)) && !hasText(merged.answer)) {
          throw new ValidationError({ answer: ['answer.required'] }, 'answer.publishing.error');
        }
      },
      afterWrite: (executor, change) => keepPublishedAt(executor, questions_answers, change),
      afterCommit: (executor, change) => sendAnswer(executor, messenger, change),
    },

    'blog/comments': {
      afterWrite: (executor, change) => keepPublishedAt(executor, blog_comments, change),
    },
  };
}
