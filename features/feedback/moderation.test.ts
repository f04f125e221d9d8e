import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { doctors, questions_answers, reviews } from '../../db/schema/index.ts';
import { findResource } from '../../resources/registry.ts';
import { createDoctor, createInstitution, createReview } from '../../tests/support/factories.ts';
import { outboxRows } from '../../tests/support/factories/messaging.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { DomainError } from '../errors.ts';
import { createMessenger, type Messenger } from '../messaging/messenger.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import { createResourceService } from '../records/service.ts';
import type { CallContext } from '../records/types.ts';
import { feedbackModerationHooks } from './moderation.ts';
import { ratingTargets, recomputeRatings } from './ratings.ts';

let database: TestDatabase;
const context: CallContext = { locale: 'ua', user: null };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

const servicesWith = (messenger: Messenger) => {
  const hooks: Record<string, ResourceHooks> = feedbackModerationHooks(messenger);
  return createResourceService(database.db, findResource, { hooks: (name) => hooks[name] });
};

describe('ratings', () => {
  test('targets of a review before and after a write: each once, in a fixed order (kind, then id)', () => {
    expect(ratingTargets({ doctor_id: 7, institution_id: null }, { doctor_id: 3, institution_id: 12 }, { doctor_id: 7 }, null)).toEqual([
      { kind: 'doctor', id: 3 },
      { kind: 'doctor', id: 7 },
      { kind: 'institution', id: 12 },
    ]);
  });

  test('the mean of published reviews outside trash, two decimals; zero without any', async () => {
    const doctor = await createDoctor(database.db, { rating: 4.9, reviews_count: 99 });
    const institution = await createInstitution(database.db, { rating: 4.2, reviews_count: 5 });
    for (const [rating, status] of [
      [5, 'published'],
      [4, 'published'],
      [4, 'published'],
      [1, 'rejected'],
      [1, 'new'],
    ] as const) {
      await createReview(database.db, { doctor, rating, status });
    }
    const trashed = await createReview(database.db, { doctor, rating: 1, status: 'published' });
    await database.db.update(reviews).set({ deleted_at: new Date() }).where(eq(reviews.id, trashed.id));
    await recomputeRatings(database.db, ratingTargets({ doctor_id: doctor.id, institution_id: institution.id }));
    const [row] = await database.db.select({ rating: doctors.rating, count: doctors.reviews_count }).from(doctors).where(eq(doctors.id, doctor.id));
    expect(row).toEqual({ rating: 4.33, count: 3 });
    const [empty] = await database.rows<{ rating: number; reviews_count: number }>(
      sql`select rating, reviews_count from medical_institutions where id = ${institution.id}`,
    );
    expect(empty).toEqual({ rating: 0, reviews_count: 0 });
  });
});

describe('question answers by e-mail', () => {
  test('when the outbox cannot take the answer: the answer publishing error, unclaimed, and the next save sends it', async () => {
    const doctor = await createDoctor(database.db);
    const [question] = await database.db
      .insert(questions_answers)
      .values({ author_name: 'Ірина', author_email: 'iryna.outbox@example.test', question: 'Чи працюєте у вихідні?', doctor_id: doctor.id, locale: 'ua' })
      .returning();
    const definition = findResource('questions-answers')!;
    const broken = { sendEmail: () => Promise.reject(new Error('outbox down')) } as unknown as Messenger;
    const failure = await servicesWith(broken)
      .update(definition, question.id, { status: 'processed', answer: 'Так, у суботу.' }, 'patch', context)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).messageKey).toBe('answer.publishing.error');
    const sentAt = async () =>
      (await database.db.select({ at: questions_answers.sent_at }).from(questions_answers).where(eq(questions_answers.id, question.id)))[0].at;
    expect(await sentAt()).toBeNull();

    await servicesWith(createMessenger(database)).update(definition, question.id, { answer: 'Так, у суботу.' }, 'patch', context);
    expect(await sentAt()).not.toBeNull();
    const sent = (await outboxRows(database)).filter((row) => row.recipient === 'iryna.outbox@example.test');
    expect(sent.map((row) => [row.template, row.subject])).toEqual([['email.question.answered', 'Відповідь на ваше запитання']]);
  });
});
