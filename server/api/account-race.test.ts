import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_POLICY } from '../../features/accounts/password-restore.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { WISHLIST_LIMITS } from '../../features/accounts/wishlist.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';
import { SAME_ORIGIN } from './auth-testing.ts';

/** Races need a real server: PGlite runs one query at a time and would hide them. */
describe.runIf(!!TEST_DATABASE_URL)('SMS codes and favourites under concurrency (PostgreSQL)', () => {
  let context: ApiTestContext;
  beforeAll(async () => {
    context = await createApiTestContext();
  });
  afterAll(async () => context?.close());

  const post = (url: string, payload: object, from: number) =>
    context.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { ...SAME_ORIGIN }, remoteAddress: `198.18.0.${from}` });

  async function codeSentTo(phone: string, from: number): Promise<string> {
    await createAccount(context.database, { user_type: 'patient', phone });
    expect((await post('/auth/password/send-code', { phone }, from)).statusCode).toBe(200);
    const [row] = await context.database.rows<{ body: string }>(sql`select body from outbox_messages where recipient = ${phone} order by id desc limit 1`);
    return /\b(\d{6})\b/.exec(row.body)![1];
  }

  it('40 parallel guesses against one code get five checks in all, and then even the right code fails', async () => {
    const phone = '380661110001';
    const code = await codeSentTo(phone, 1);
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess, i) => post('/auth/password/verify-code', { phone, code: guess }, 10 + i)));
    expect(answers.every((answer) => answer.statusCode === 422)).toBe(true);
    const [row] = await context.database.rows<{ attempts: number; consumed: boolean }>(
      sql`select attempts, consumed_at is not null as consumed from sms_codes where phone = ${phone}`,
    );
    expect(row).toEqual({ attempts: SMS_CODE_POLICY.maxWrongTries, consumed: true });
    expect((await post('/auth/password/verify-code', { phone, code }, 99)).statusCode).toBe(422);
  });

  it('the right code sent 10 times at once yields exactly one reset token', async () => {
    const phone = '380661110002';
    const code = await codeSentTo(phone, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post('/auth/password/verify-code', { phone, code }, 100 + i)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
  });

  it('parallel additions never pass the favourites limit', async () => {
    const patient = await createAccount(context.database, { user_type: 'patient' });
    const signIn = await post('/auth/patients/login', { login: patient.email, password: patient.password }, 150);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const limit = WISHLIST_LIMITS.articles;
    const ids = await context.database.rows<{ id: number }>(sql`
      insert into blog_articles (slug, name_ua, name_ru, text_ua, text_ru)
      select 'race-' || g, 'Стаття ' || g, 'Статья ' || g, '{"type":"doc","content":[]}', '{"type":"doc","content":[]}' from generate_series(1, ${limit + 10}) g
      returning id`);
    const answers = await Promise.all(
      ids.map(({ id }) => context.app.inject({ method: 'PUT', url: `/api/v1/wishlist/articles/${id}`, headers: { cookie, ...SAME_ORIGIN } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(10);
    const [{ count }] = await context.database.rows<{ count: number }>(sql`select count(*)::int as count from wishlist_items where user_id = ${patient.id}`);
    expect(count).toBe(limit);
  });
});
