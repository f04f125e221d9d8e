import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions_answers } from '../../db/schema/index.ts';
import { createDoctor, createSpecialization } from '../../tests/support/factories.ts';
import { createArticle as insertArticle, daysFromNow, insertAuthor, insertCategory, insertComment, insertTag } from '../../tests/support/factories/content.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createContentService } from './content.ts';
import { documentOfText } from '../../contracts/rich-text.ts';
import { htmlToDocument } from '../../db/html/html-to-document.ts';

let database: TestDatabase;
let content: ReturnType<typeof createContentService>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  content = createContentService(db);
  const heart = await insertCategory(db, { slug: 'heart', name_ua: 'Серце', name_ru: 'Сердце', order: 1 });
  const kids = await insertCategory(db, { slug: 'kids', name_ua: 'Діти', name_ru: 'Дети', order: 0 });
  const empty = await insertCategory(db, { slug: 'empty' });
  const pressure = await insertTag(db, { code: 'pressure', name_ua: 'тиск', name_ru: 'давление' });
  const unused = await insertTag(db, { code: 'unused' });
  const author = await insertAuthor(db, { slug: 'iryna-koval', type: 'doctor' });
  const specialization = await createSpecialization(db, { name_ua: 'Кардіологія', name_ru: 'Кардиология' });
  const checker = await createDoctor(db, { specialization, slug: 'checker' });

  const main = await insertArticle(db, {
    slug: 'pressure-at-home',
    name_ua: 'Тиск удома',
    name_ru: 'Давление дома',
    category_id: heart.id,
    author_id: author.id,
    verified_by_doctor_id: checker.id,
    tags: [pressure],
    published_at: daysFromNow(-2),
    text_ua: htmlToDocument('<p>Перший абзац.</p><script>alert(1)</script>'),
    text_ru: documentOfText(''),
    micro_marking: { '@type': 'MedicalWebPage' },
  });
  await insertArticle(db, { slug: 'heart-signs', category_id: heart.id, published_at: daysFromNow(-5) });
  await insertArticle(db, { slug: 'kids-fever', category_id: kids.id, published_at: daysFromNow(-1), tags: [pressure] });
  await insertArticle(db, { slug: 'scheduled', status: 'scheduled', category_id: empty.id, published_at: daysFromNow(3), tags: [unused] });
  await insertArticle(db, { slug: 'draft', status: 'draft', published_at: null });
  await insertArticle(db, { slug: 'inactive', status: 'inactive' });
  await insertArticle(db, { slug: 'trashed', deleted_at: new Date() });

  const first = await insertComment(db, main, { author_name: 'Оксана', text: 'Корисно', published_at: daysFromNow(-1), reply: 'Дякуємо!' });
  await insertComment(db, main, {
    parent_id: first.id,
    author_name: 'Лікар',
    text: 'Відповідь',
    doctor_id: checker.id,
    published_at: new Date(daysFromNow(-1).getTime() + 1000),
  });
  await insertComment(db, main, { author_name: 'Новий', status: 'new', published_at: null });
  await insertComment(db, main, { author_name: 'Відхилений', status: 'rejected' });
  await insertComment(db, main, { author_name: 'Видалений', deleted_at: new Date() });
  await db.insert(questions_answers).values([
    { article_id: main.id, author_name: 'Петро', question: 'Як часто міряти?', answer: 'Двічі на день.', status: 'published', published_at: new Date() },
    { article_id: main.id, author_name: 'Ганна', question: 'Без відповіді?', status: 'new' },
  ]);
});

afterAll(() => database?.dispose());

describe('blog list', () => {
  it('shows published articles only, newest first, with the categories and tags that have some', async () => {
    const list = await content.listArticles({ locale: 'ua' });
    expect(list.items.map((item) => item.slug)).toEqual(['kids-fever', 'pressure-at-home', 'heart-signs']);
    expect(list.categories).toEqual([
      { slug: 'kids', name: 'Діти', articles: 1 },
      { slug: 'heart', name: 'Серце', articles: 2 },
    ]);
    expect(list.tags).toEqual([{ code: 'pressure', name: 'тиск' }]);
    expect(list.meta).toEqual({ current_page: 1, total_pages: 1, per_page: 12, total: 3 });
    expect(list.items[1]).toMatchObject({ category: { slug: 'heart', name: 'Серце' }, name: 'Тиск удома' });
  });

  it('filters by category and by tag, and ignores filters that name nothing', async () => {
    const heart = await content.listArticles({ locale: 'ru', category: 'heart' });
    expect(heart.items.map((item) => item.slug)).toEqual(['pressure-at-home', 'heart-signs']);
    expect(heart.category).toEqual({ slug: 'heart', name: 'Сердце', articles: 2 });
    const tagged = await content.listArticles({ locale: 'ua', tag: 'pressure', category: 'heart' });
    expect(tagged.items.map((item) => item.slug)).toEqual(['pressure-at-home']);
    const unknown = await content.listArticles({ locale: 'ua', tag: 'unused', category: 'nope' });
    expect(unknown.category).toBeNull();
    expect(unknown.tag).toBeNull();
    expect(unknown.meta.total).toBe(3);
  });

  it('pages through the list', async () => {
    const page = await content.listArticles({ locale: 'ua', page: 2, perPage: 2 });
    expect(page.items.map((item) => item.slug)).toEqual(['heart-signs']);
    expect(page.meta).toMatchObject({ current_page: 2, total_pages: 2 });
  });
});

describe('article page', () => {
  it('has the author, category, tags, checker, safe body, published comments and answered questions', async () => {
    const article = await content.articleBySlug({ slug: 'pressure-at-home', locale: 'ua' });
    expect(article).toMatchObject({
      name: 'Тиск удома',
      body: documentOfText('Перший абзац.'),
      category: { slug: 'heart' },
      tags: [{ code: 'pressure', name: 'тиск' }],
      author: { slug: 'iryna-koval', name: 'Ірина Коваль', regalia: 'Лікар вищої категорії', is_doctor: true },
      verified_by: { slug: 'checker', specialization: 'Кардіологія' },
      micro_marking: { '@type': 'MedicalWebPage' },
      questions: [{ question: 'Як часто міряти?', answer: 'Двічі на день.' }],
    });
    expect(article?.comments).toHaveLength(1);
    expect(article?.comments[0]).toMatchObject({ author_name: 'Оксана', reply: 'Дякуємо!', replies: [{ author_name: 'Лікар', doctor: { slug: 'checker' } }] });
  });

  it('lists related articles of the same category first', async () => {
    const article = await content.articleBySlug({ slug: 'pressure-at-home', locale: 'ua' });
    expect(article?.related.map((item) => item.slug)).toEqual(['heart-signs', 'kids-fever']);
  });

  it('falls back to the Ukrainian text where the Russian one is empty', async () => {
    const article = await content.articleBySlug({ slug: 'pressure-at-home', locale: 'ru' });
    expect(article?.name).toBe('Давление дома');
    expect(article?.body).toEqual(documentOfText('Перший абзац.'));
  });

  it('has no page for articles that are not published', async () => {
    for (const slug of ['scheduled', 'draft', 'inactive', 'trashed', 'nope']) {
      expect(await content.articleBySlug({ slug, locale: 'ua' }), slug).toBeNull();
    }
  });
});
