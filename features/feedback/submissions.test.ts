import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { questions_answers } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createRateLimiter } from '../accounts/rate-limit.ts';
import { TooManyRequestsError } from '../errors.ts';
import { createMessenger } from '../messaging/messenger.ts';
import { outboxRows } from '../../tests/support/factories/messaging.ts';
import { createFeedbackTargets } from '../../tests/support/factories/feedback.ts';
import { createSubmissionGuard, type SubmissionContext } from './guard.ts';
import { createFeedbackSubmissions } from './submissions.ts';

let database: TestDatabase;
let clock = new Date('2026-05-04T09:00:00Z');
let targets: Awaited<ReturnType<typeof createFeedbackTargets>>;

beforeAll(async () => {
  database = await createTestDatabase();
  targets = await createFeedbackTargets(database.db);
});
afterAll(async () => database?.dispose());

function submissions() {
  const guard = createSubmissionGuard(
    createRateLimiter(database, () => clock),
    {
      perIp: { limit: 2, windowSeconds: 60 },
      confirmationsPerAddress: { limit: 1, windowSeconds: 3600 },
    },
  );
  return createFeedbackSubmissions(database, { guard, messenger: createMessenger(database) });
}
const visitor = (ip: string): SubmissionContext => ({ ip, locale: 'ua', user: null });
const question = (email = 'olha@example.test') => ({ doctor_id: targets.doctor.id, name: 'Ольга', email, text: 'Скільки триває прийом?' });
const stored = async () => (await database.db.select({ n: count() }).from(questions_answers))[0].n;

describe('submission guard', () => {
  test('counts per address and form in fixed windows; the next window starts afresh', async () => {
    const service = submissions();
    await service.submitQuestion(question('a@example.test'), visitor('192.0.2.1'));
    await service.submitQuestion(question('b@example.test'), visitor('192.0.2.1'));
    const refused = await service.submitQuestion(question('c@example.test'), visitor('192.0.2.1')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).details.retryAfterSeconds).toBe(60);
    await expect(service.submitQuestion(question('d@example.test'), visitor('192.0.2.2'))).resolves.toMatchObject({ status: 'new' });
    clock = new Date(clock.getTime() + 61_000);
    await expect(service.submitQuestion(question('e@example.test'), visitor('192.0.2.1'))).resolves.toMatchObject({ status: 'new' });
  });

  test('a bot that fills the honeypot is answered like a person and stores nothing', async () => {
    const before = await stored();
    await expect(submissions().submitQuestion({ ...question(), website: 'cheap pills' }, visitor('192.0.2.10'))).resolves.toEqual({ id: 0, status: 'new' });
    expect(await stored()).toBe(before);
  });

  test('confirmations to one address are limited, the questions are all kept', async () => {
    const before = await stored();
    const service = submissions();
    await service.submitQuestion(question('same@example.test'), visitor('192.0.2.20'));
    await service.submitQuestion(question('same@example.test'), visitor('192.0.2.21'));
    expect(await stored()).toBe(before + 2);
    expect((await outboxRows(database)).filter((row) => row.recipient === 'same@example.test')).toHaveLength(1);
  });
});
