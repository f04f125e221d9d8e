import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { SAME_ORIGIN, signIn } from './auth-testing.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

let context: ApiTestContext;
let cookie = '';
let articleIds: number[] = [];

beforeAll(async () => {
  context = await createApiTestContext();
  const patient = await createAccount(context.database, { user_type: 'patient' });
  cookie = (await signIn(context.app, { area: 'patients', login: patient.email, password: patient.password })).cookie;
  articleIds = (
    await context.database.rows<{ id: number }>(sql`
      insert into blog_articles (slug, name_ua, name_ru, text_ua, text_ru)
      values ('zdorovyi-son', 'Здоровий сон', 'Здоровый сон', '{"type":"doc","content":[]}', '{"type":"doc","content":[]}'), ('vitaminy', 'Вітаміни', 'Витамины', '{"type":"doc","content":[]}', '{"type":"doc","content":[]}')
      returning id`)
  ).map((row) => row.id);
});
afterAll(() => context?.close());

const request = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method, url: `/api/v1${url}`, headers: { cookie, ...SAME_ORIGIN, ...headers } });

describe('favourites (wishlist) API', () => {
  it('adds, lists in the asked language, ignores a second add and removes', async () => {
    const [sleep, vitamins] = articleIds;
    expect((await request('PUT', `/wishlist/articles/${sleep}`)).statusCode).toBe(204);
    expect((await request('PUT', `/wishlist/articles/${vitamins}`)).statusCode).toBe(204);
    expect((await request('PUT', `/wishlist/articles/${sleep}`)).statusCode).toBe(204);
    const listed = await request('GET', '/wishlist', { 'accept-language': 'ru' });
    expect(
      listed
        .json()
        .data.articles.map((entry: { name: string }) => entry.name)
        .sort(),
    ).toEqual(['Витамины', 'Здоровый сон']);
    expect(listed.json().data.doctors).toEqual([]);
    expect(listed.json().meta.limits).toEqual({ doctors: 100, 'medical-institutions': 100, articles: 100 });
    expect((await request('DELETE', `/wishlist/articles/${sleep}`)).statusCode).toBe(204);
    expect((await request('GET', '/wishlist')).json().data.articles.map((entry: { slug: string }) => entry.slug)).toEqual(['vitaminy']);
  });

  it('answers 404 for an unknown kind, a malformed id or a record that does not exist', async () => {
    expect((await request('PUT', `/wishlist/videos/${articleIds[0]}`)).statusCode).toBe(404);
    expect((await request('PUT', '/wishlist/articles/abc')).statusCode).toBe(404);
    expect((await request('PUT', '/wishlist/doctors/999999')).statusCode).toBe(404);
  });

  it('needs a signed-in patient', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/v1/wishlist' });
    expect(anonymous.statusCode).toBe(401);
  });
});
