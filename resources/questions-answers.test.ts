import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../app/i18n/catalogs.ts';
import { blog_comments, questions_answers } from '../db/schema/index.ts';
import { createApiTestContext, roles, type ApiTestContext } from '../server/api/testing.ts';
import { createDoctor } from '../tests/support/factories.ts';
import { createArticle } from '../tests/support/factories/content.ts';

let t: ApiTestContext;
let doctorId: number;

beforeAll(async () => {
  t = await createApiTestContext();
  t.actAs(roles.administrator);
  doctorId = (await createDoctor(t.database.db)).id;
});
afterAll(async () => t?.close());

async function call(method: 'PATCH' | 'POST', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.json() };
}
let sequence = 0;
async function newQuestion(extra: Partial<typeof questions_answers.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(questions_answers)
    .values({
      author_name: 'Ірина',
      author_email: `iryna.${sequence}@example.test`,
      question: 'Чи потрібна підготовка до УЗД?',
      doctor_id: doctorId,
      locale: 'ru',
      ...extra,
    })
    .returning();
  return row;
}
const answersTo = (recipient: string) =>
  t.database.rows<{ subject: string; body: string; payload: { locale: string } }>(
    sql`select subject, body, payload from outbox_messages where recipient = ${recipient} and template = 'email.question.answered' order by id`,
  );
const sentAt = async (id: number) =>
  (await t.database.db.select({ sent_at: questions_answers.sent_at }).from(questions_answers).where(eq(questions_answers.id, id)))[0].sent_at;

describe('question moderation (new → in_process → processed → published)', () => {
  test('answering without an answer is the SPEC §8 answer publishing error', async () => {
    const question = await newQuestion();
    const refused = await call('PATCH', `/questions-answers/${question.id}`, { status: 'processed' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: translate('ua', 'answer.publishing.error'), errors: { answer: [translate('ua', 'answer.required')] } });
    expect((await call('PATCH', `/questions-answers/${question.id}`, { status: 'published', answer: '   ' })).status).toBe(422);
  });

  test('the answer goes to the asker once, in their language; publishing later shows it without a second e-mail', async () => {
    const question = await newQuestion();
    const answered = await call('PATCH', `/questions-answers/${question.id}`, { status: 'processed', answer: 'Так, прийдіть натщесерце.' });
    expect(answered.status).toBe(200);
    expect(answered.body.data.published_at).toBeNull();
    const [mail] = await answersTo(question.author_email!);
    expect(mail).toMatchObject({ subject: 'Ответ на ваш вопрос', payload: { locale: 'ru' } });
    expect(mail.body).toContain('Так, прийдіть натщесерце.');
    expect(mail.body).toContain(question.question);
    expect(await sentAt(question.id)).not.toBeNull();

    const published = await call('PATCH', `/questions-answers/${question.id}`, { status: 'published', answer: 'Так, прийдіть натщесерце. Візьміть рушник.' });
    expect(published.body.data.published_at).not.toBeNull();
    expect(await answersTo(question.author_email!)).toHaveLength(1);
    expect((await call('PATCH', `/questions-answers/${question.id}`, { status: 'new' })).body.errors.status).toEqual([
      translate('ua', 'status.transition.not_allowed'),
    ]);
  });

  test('no e-mail without an address; a rolled-back batch sends nothing', async () => {
    const anonymous = await newQuestion({ author_email: null });
    expect((await call('PATCH', `/questions-answers/${anonymous.id}`, { status: 'published', answer: 'Відповідь' })).status).toBe(200);
    expect(await sentAt(anonymous.id)).toBeNull();

    const [first, second] = [await newQuestion(), await newQuestion()];
    const batch = await call('POST', '/questions-answers/batch-update', {
      items: [
        { id: first.id, status: 'processed', answer: 'Відповідь' },
        { id: second.id, status: 'processed' },
      ],
    });
    expect(batch.status).toBe(422);
    expect(batch.body.errors).toEqual({ 'items.1.answer': [translate('ua', 'answer.required')] });
    expect(await answersTo(first.author_email!)).toEqual([]);
    expect(await sentAt(first.id)).toBeNull();
  });
});

describe('article comment moderation (new → published | rejected)', () => {
  test('published_at follows publishing; a comment never returns to new', async () => {
    const article = await createArticle(t.database.db);
    const [comment] = await t.database.db
      .insert(blog_comments)
      .values({ article_id: article.id, author_name: 'Олег', phone: '380671234567', text: 'Корисно' })
      .returning();
    const published = await call('PATCH', `/blog/comments/${comment.id}`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.data.published_at).not.toBeNull();
    const rejected = await call('PATCH', `/blog/comments/${comment.id}`, { status: 'rejected' });
    expect(rejected.body.data.published_at).toBeNull();
    expect((await call('PATCH', `/blog/comments/${comment.id}`, { status: 'new' })).status).toBe(422);
  });
});
