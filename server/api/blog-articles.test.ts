import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { ARTICLE_PUBLISH_JOB, READING_WORDS_PER_MINUTE, readingMinutes } from '../../contracts/blog-articles.ts';
import type { RichDocument } from '../../contracts/rich-text.ts';
import { articlePublishingJobs } from '../../features/content/article-publishing.ts';
import { createJobWorker } from '../../features/jobs/queue.ts';
import { createArticle, insertCategory, insertTag } from '../../tests/support/factories/content.ts';
import { useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * The blog written in the back office (docs/decisions/285): reading time counted from the text, the slug
 * transliterated, a future date scheduling the article until the publishing job runs (by a clock the test
 * holds), tags with unique codes, comments answered and published, every write in the action log.
 */
const api = useResourceApi();
const { get, send } = api;
const base = '/api/v1/blog/articles';
const DAY = 86_400_000;

/** A text of `words` words in paragraphs, with a heading and a list, as the editor writes it. */
function textOf(words: number): RichDocument {
  const word = (i: number) => `слово${i}`;
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Вступ' }] },
      { type: 'paragraph', content: [{ type: 'text', text: Array.from({ length: words - 3 }, (_, i) => word(i)).join(' ') }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'пункт один' }] }] }] },
    ],
  };
}

const article = (extra: Record<string, unknown> = {}) => ({ name_ua: 'Як заснути швидше', name_ru: 'Как уснуть быстрее', text_ua: textOf(50), ...extra });
const rows = <T>(query: ReturnType<typeof sql>) => api.context.database.rows<T>(query);
const publicSlugs = async (url: string) => {
  api.context.actAs(null);
  const answer = await get(url);
  api.context.actAs(roles.administrator);
  return (answer.body.data as { slug: string }[]).map((row) => row.slug);
};

/** The publishing jobs due by `at`, run by a worker whose clock says `at`. */
async function runJobsAt(at: Date): Promise<number> {
  const now = () => at;
  return createJobWorker(api.context.database, articlePublishingJobs(now), { now }).runDue();
}

describe('reading time', () => {
  test('is the words of the text at one rule of words a minute, rounded up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('раз два — три')).toBe(1);
    expect(
      readingMinutes(
        Array(READING_WORDS_PER_MINUTE * 2 + 1)
          .fill('слово')
          .join(' '),
      ),
    ).toBe(3);
  });
});

describe('blog articles through the back office API', () => {
  beforeEach(() => api.context.actAs(roles.administrator));

  test('a draft gets its slug transliterated, its reading time from the text, its tags; visitors never see it; the action log has it', async () => {
    const tag = await insertTag(api.context.database.db, { code: 'son' });
    const created = await send('POST', base, article({ text_ua: textOf(READING_WORDS_PER_MINUTE * 3 + 10), tags: [tag.id] }));
    expect(created.status).toBe(201);
    const { id } = created.body.data as { id: number };
    expect(created.body.data).toMatchObject({
      slug: 'yak-zasnuty-shvydshe',
      status: 'draft',
      reading_time: 4,
      published_at: null,
      text_ru: { type: 'doc', content: [] },
      version: 1,
    });
    expect((await get(`${base}/${id}`)).body.data.tags).toEqual([tag.id]);

    const typed = await send('PATCH', `${base}/${id}`, { reading_time: 1 });
    expect(typed.status).toBe(422);
    expect(typed.body.errors.reading_time).toBeDefined();

    const edited = await send('PATCH', `${base}/${id}`, { text_ua: textOf(20), version: 1 });
    expect(edited.body.data).toMatchObject({ reading_time: 1, version: 2 });
    expect((await send('PATCH', `${base}/${id}`, { name_ua: 'Застаріла правка', version: 1 })).status).toBe(409);

    expect(await publicSlugs(`${base}?filters[id]=${id}`)).toEqual([]);
    const log = await rows<{ action: string }>(sql`select action from action_log where resource = 'blog/articles' and record_id = ${id} order by id`);
    expect(log.map((line) => line.action)).toEqual(['create', 'update']);
  });

  test('a draft waits for review; publishing dates it now and shows it; an empty text cannot be published', async () => {
    const empty = await send('POST', base, { name_ua: 'Порожня', name_ru: 'Пустая', slug: 'empty-one', status: 'active' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.text_ua).toBeDefined();

    const review = await send('POST', base, article({ slug: 'waiting-review', status: 'review' }));
    expect(review.body.data).toMatchObject({ status: 'review', published_at: null });
    const before = Date.now();
    const published = await send('PATCH', `${base}/${review.body.data.id}`, { status: 'active' });
    expect(published.body.data.status).toBe('active');
    expect(new Date(published.body.data.published_at as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicSlugs(`${base}?filters[slug]=waiting-review`)).toEqual(['waiting-review']);
  });

  test('a future date schedules the article; the job publishes it at that date, into the blog, its category and the sitemap', async () => {
    const category = await insertCategory(api.context.database.db, { slug: 'sleep' });
    const at = new Date(Date.now() + 3 * DAY);
    const created = await send('POST', base, article({ slug: 'scheduled-one', status: 'active', published_at: at.toISOString(), category_id: category.id }));
    expect(created.body.data).toMatchObject({ status: 'scheduled', published_at: at.toISOString() });
    const id = created.body.data.id as number;
    const jobs = await rows<{ run_at: Date }>(
      sql`select run_at from jobs where kind = ${ARTICLE_PUBLISH_JOB} and payload->>'article_id' = ${String(id)} and status = 'pending'`,
    );
    expect(jobs.map((job) => new Date(job.run_at).toISOString())).toEqual([at.toISOString()]);

    const blog = api.context.services.content;
    // The category's page: `/blogs?category=sleep` (a category without a published article is not offered).
    const categoryPage = async () => {
      const page = await blog.listArticles({ locale: 'ua', category: 'sleep' });
      return { category: page.category?.slug ?? null, slugs: page.items.map((item) => item.slug) };
    };
    const inSitemap = async () => (await api.context.app.inject({ method: 'GET', url: '/sitemaps/articles-1.xml' })).body.includes('/blogs/scheduled-one');
    expect(await runJobsAt(new Date(at.getTime() - 60_000))).toBe(0);
    expect(await categoryPage()).toMatchObject({ category: null });
    expect((await categoryPage()).slugs).not.toContain('scheduled-one');
    expect(await inSitemap()).toBe(false);
    expect(await blog.articleBySlug({ slug: 'scheduled-one', locale: 'ua' })).toBeNull();

    expect(await runJobsAt(new Date(at.getTime() + 1000))).toBe(1);
    expect(await categoryPage()).toEqual({ category: 'sleep', slugs: ['scheduled-one'] });
    expect((await blog.listArticles({ locale: 'ua' })).items.map((item) => item.slug)).toContain('scheduled-one');
    expect(await inSitemap()).toBe(true);
    expect((await blog.articleBySlug({ slug: 'scheduled-one', locale: 'ua' }))?.name).toBe('Як заснути швидше');

    const [line] = await rows<{ user_id: number | null; action: string; changes: unknown }>(
      sql`select user_id, action, changes from action_log where resource = 'blog/articles' and record_id = ${id} order by id desc limit 1`,
    );
    expect(line).toEqual({ user_id: null, action: 'publish', changes: { status: { before: 'scheduled', after: 'active' } } });
    // The job raised the version: a form still holding the scheduled article is told, not obeyed.
    expect((await send('PATCH', `${base}/${id}`, { status: 'draft', version: 1 })).status).toBe(409);
  });

  test('a new date makes a new job; the job of the old date, or of an article taken back to draft, publishes nothing', async () => {
    const first = new Date(Date.now() + 2 * DAY);
    const later = new Date(Date.now() + 5 * DAY);
    const created = await send('POST', base, article({ slug: 'moved-one', status: 'scheduled', published_at: first.toISOString() }));
    const id = created.body.data.id as number;
    await send('PATCH', `${base}/${id}`, { published_at: later.toISOString() });
    expect(await runJobsAt(new Date(first.getTime() + 1000))).toBe(1);
    expect((await get(`${base}/${id}`)).body.data.status).toBe('scheduled');

    const undated = await send('POST', base, article({ slug: 'undated-one', status: 'scheduled' }));
    expect(undated.status).toBe(422);
    expect(undated.body.errors.published_at).toBeDefined();

    await send('PATCH', `${base}/${id}`, { status: 'draft' });
    expect(await runJobsAt(new Date(later.getTime() + 1000))).toBe(1);
    expect((await get(`${base}/${id}`)).body.data.status).toBe('draft');
  });

  test('micro-marking is a JSON object naming its type, typed as text', async () => {
    const typed = await send('POST', base, article({ slug: 'marked', micro_marking: '{"@type": "MedicalWebPage", "about": "сон"}' }));
    expect(typed.body.data.micro_marking).toEqual({ '@type': 'MedicalWebPage', about: 'сон' });
    for (const wrong of ['{"about": "сон"}', 'not json', '[1, 2]']) {
      const answer = await send('POST', base, article({ slug: 'wrong-marking', micro_marking: wrong }));
      expect(answer.status, wrong).toBe(422);
      expect(answer.body.errors.micro_marking, wrong).toBeDefined();
    }
  });

  test('visitors read published articles but never write them', async () => {
    api.context.actAs(null);
    expect((await send('POST', base, article({ slug: 'by-visitor' }))).status).toBe(401);
  });
});

describe('authors, categories and tags', () => {
  beforeEach(() => api.context.actAs(roles.administrator));

  test('an author gets a slug from surname and name; a category from its name', async () => {
    const author = await send('POST', '/api/v1/blog/authors', {
      last_name_ua: 'Гнатюк',
      last_name_ru: 'Гнатюк',
      first_name_ua: 'Олеся',
      first_name_ru: 'Олеся',
      type: 'doctor',
      regalia_ua: 'к.м.н.',
    });
    expect(author.status).toBe(201);
    expect(author.body.data).toMatchObject({ slug: 'hnatiuk-olesia', type: 'doctor', version: 1 });
    const category = await send('POST', '/api/v1/blog/categories', { name_ua: 'Здоровий сон', name_ru: 'Здоровый сон' });
    expect(category.body.data.slug).toBe('zdorovyi-son');
  });

  test('a taken tag code is refused as already taken', async () => {
    expect((await send('POST', '/api/v1/blog/tags', { name_ua: 'мелатонін', name_ru: 'мелатонин', code: 'melatonin' })).status).toBe(201);
    const again = await send('POST', '/api/v1/blog/tags', { name_ua: 'мелатонін 2', name_ru: 'мелатонин 2', code: 'melatonin' });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual(['Таке значення вже використовується']);
  });
});

describe('comments', () => {
  beforeEach(() => api.context.actAs(roles.administrator));

  test('staff answer a comment and publish it: it is dated then and shown under the article with the reply', async () => {
    const post = await createArticle(api.context.database.db, { slug: 'commented' });
    const created = await send('POST', '/api/v1/blog/comments', { article_id: post.id, author_name: 'Ірина', text: 'Дякую!', status: 'new' });
    expect(created.body.data.published_at).toBeNull();
    const id = created.body.data.id as number;
    const published = await send('PATCH', `/api/v1/blog/comments/${id}`, { status: 'published', reply: 'Раді допомогти.', version: created.body.data.version });
    expect(published.status).toBe(200);
    expect(published.body.data.published_at).not.toBeNull();
    const page = await api.context.services.content.articleBySlug({ slug: 'commented', locale: 'ua' });
    expect(page?.comments.map((comment) => [comment.text, comment.reply])).toEqual([['Дякую!', 'Раді допомогти.']]);
    const log = await rows<{ action: string }>(sql`select action from action_log where resource = 'blog/comments' and record_id = ${id} order by id`);
    expect(log.map((line) => line.action)).toEqual(['create', 'update']);
  });
});
