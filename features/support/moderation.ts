import { and, eq, isNull, sql } from 'drizzle-orm';
import { support_requests } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { DomainError, ValidationError } from '../errors.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { RecordChange, ResourceHooks } from '../records/hooks.ts';
import type { Executor } from '../records/write.ts';

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A request completed (and not yet answered) gets `answered_at`, and its answer goes to the person's e-mail
 * when they gave one. The claim on `answered_at` runs after the commit, so a rolled-back save sends nothing
 * and two racing saves send once. True when it claimed the request, i.e. wrote it again.
 */
async function sendAnswer(executor: Executor, messenger: Messenger, { after, id }: RecordChange): Promise<boolean> {
  if (!after || after.deleted_at !== null || after.status !== 'completed' || after.answered_at !== null) return false;
  const [claimed] = await executor
    .update(support_requests)
    .set({ answered_at: sql`now()` })
    .where(and(eq(support_requests.id, id), eq(support_requests.status, 'completed'), isNull(support_requests.answered_at)))
    .returning();
  if (!claimed?.email || !claimed.answer || claimed.is_callback) return claimed !== undefined;
  try {
    await messenger.sendEmail(
      claimed.email,
      'support.answered',
      { id: claimed.id, name: claimed.name, message: claimed.message ?? '', answer: claimed.answer },
      claimed.locale as Locale,
    );
  } catch {
    await executor.update(support_requests).set({ answered_at: null }).where(eq(support_requests.id, id));
    throw new DomainError(500, 'answer.publishing.error');
  }
  return true;
}

/**
 * Support workflow (SPEC §4 new → in_process → completed) around the generic resource writes: a support
 * message is completed with an answer (a callback is completed by the call itself); reopening clears
 * `answered_at`, so the next completion sends its new answer.
 */
export function supportModerationHooks(messenger: Messenger): Record<string, ResourceHooks> {
  const hooks: ResourceHooks = {
    async beforeWrite(_executor, { before, merged }) {
      const completing = merged.status === 'completed' && (!before || before.status !== 'completed' || before.answer !== merged.answer);
      if (completing && merged.is_callback !== true && !hasText(merged.answer)) {
        throw new ValidationError({ answer: ['support.answer.required'] });
      }
    },
    async afterWrite(executor, { after, id }) {
      if (after && after.status !== 'completed' && after.answered_at !== null) {
        await executor.update(support_requests).set({ answered_at: null }).where(eq(support_requests.id, id));
      }
    },
    afterCommit: (executor, change) => sendAnswer(executor, messenger, change),
  };
  // The callbacks' own inbox (resources/entry-feedback.ts) is the same table and the same workflow.
  return { support: hooks, 'entry-feedback': hooks };
}
