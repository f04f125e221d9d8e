import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { support_requests } from '../../db/schema/index.ts';
import { findResource } from '../../resources/registry.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import type { DomainError, ValidationError } from '../errors.ts';
import { createMessenger, type Messenger } from '../messaging/messenger.ts';
import { outboxRows } from '../../tests/support/factories/messaging.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import { createResourceService } from '../records/service.ts';
import type { CallContext } from '../records/types.ts';
import { supportModerationHooks } from './moderation.ts';

let database: TestDatabase;
const context: CallContext = { locale: 'ua', user: null };
const definition = findResource('support')!;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

const resourcesWith = (messenger: Messenger) => {
  const hooks: Record<string, ResourceHooks> = supportModerationHooks(messenger);
  return createResourceService(database.db, findResource, { hooks: (name) => hooks[name] });
};
async function newRequest(email: string) {
  const [row] = await database.db.insert(support_requests).values({ topic: 'other', name: 'Галина', email, message: 'Як змінити запис?' }).returning();
  return row;
}
const answeredAt = async (id: number) =>
  (await database.db.select({ at: support_requests.answered_at }).from(support_requests).where(eq(support_requests.id, id)))[0].at;

describe('support answers', () => {
  test('completing in a batch checks every item; a refusal answers per item and completes nothing', async () => {
    const [first, second] = [await newRequest('first@example.test'), await newRequest('second@example.test')];
    const refused = await resourcesWith(createMessenger(database))
      .batchUpdate(
        definition,
        {
          items: [
            { id: first.id, status: 'completed', answer: 'Відповідь' },
            { id: second.id, status: 'completed' },
          ],
        },
        context,
      )
      .catch((error: unknown) => error);
    expect((refused as ValidationError).details.errors).toEqual({ 'items.1.answer': ['support.answer.required'] });
    expect(await answeredAt(first.id)).toBeNull();
    expect((await outboxRows(database)).filter((row) => row.recipient === 'first@example.test')).toEqual([]);
  });

  test('when the outbox cannot take the answer: an error for staff, answered_at stays empty, the next save sends it', async () => {
    const request = await newRequest('galyna@example.test');
    const broken = { sendEmail: () => Promise.reject(new Error('outbox down')) } as unknown as Messenger;
    const failure = await resourcesWith(broken)
      .update(definition, request.id, { status: 'completed', answer: 'У кабінеті, розділ «Записи».' }, 'patch', context)
      .catch((error: unknown) => error);
    expect((failure as DomainError).messageKey).toBe('answer.publishing.error');
    expect(await answeredAt(request.id)).toBeNull();

    await resourcesWith(createMessenger(database)).update(definition, request.id, { question: 'Зміна запису' }, 'patch', context);
    expect(await answeredAt(request.id)).not.toBeNull();
    const sent = (await outboxRows(database)).filter((row) => row.recipient === 'galyna@example.test');
    expect(sent.map((row) => row.template)).toEqual(['email.support.answered']);
    expect(sent[0].body).toContain('У кабінеті, розділ «Записи».');
  });
});
