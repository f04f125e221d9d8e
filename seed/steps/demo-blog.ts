import { asc, isNull } from 'drizzle-orm';
import { ARTICLE_PUBLISH_JOB, articlePublishJobKey, readingMinutes } from '../../contracts/blog-articles.ts';
import { documentText, type RichDocument } from '../../contracts/rich-text.ts';
import { scheduleJobs } from '../../features/jobs/queue.ts';
import { blog_article_tags, blog_articles, blog_authors, blog_categories, blog_tags } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import type { SeedContext } from './context.ts';

const DAY = 24 * 60 * 60 * 1000;

type Pair = readonly [ua: string, ru: string];

/** A text with a heading, paragraphs and a list, as the editor writes it. */
function articleText(heading: string, paragraphs: readonly string[], items: readonly string[]): RichDocument {
  const paragraph = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
      ...paragraphs.map(paragraph),
      { type: 'bulletList', content: items.map((item) => ({ type: 'listItem' as const, content: [paragraph(item)] })) },
    ],
  };
}

interface DemoArticle {
  slug: string;
  name: Pair;
  intro: Pair;
  text: readonly [RichDocument, RichDocument];
  status: 'review' | 'scheduled';
  /** Days after the seed's today, at 09:00 Kyiv (07:00 UTC): a scheduled article's date. */
  inDays?: number;
}

const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'yak-pidhotuvatysia-do-analizu-krovi',
    name: ['Як підготуватися до аналізу крові', 'Как подготовиться к анализу крови'],
    intro: ['Що можна їсти напередодні і чому результат залежить від ранку.', 'Что можно есть накануне и почему результат зависит от утра.'],
    text: [
      articleText(
        'Напередодні',
        ['Вечеря має бути легкою, без жирного і алкоголю.', 'Зранку — лише вода.'],
        ['не куріть за годину до аналізу', 'візьміть направлення лікаря'],
      ),
      articleText(
        'Накануне',
        ['Ужин должен быть лёгким, без жирного и алкоголя.', 'Утром — только вода.'],
        ['не курите за час до анализа', 'возьмите направление врача'],
      ),
    ],
    status: 'review',
  },
  {
    slug: 'vesniana-alerhiia-pershi-oznaky',
    name: ['Весняна алергія: перші ознаки', 'Весенняя аллергия: первые признаки'],
    intro: ['Як відрізнити алергію від застуди і коли йти до алерголога.', 'Как отличить аллергию от простуды и когда идти к аллергологу.'],
    text: [
      articleText(
        'Ознаки',
        ['Алергія не дає температури, а свербіж очей — її частий знак.'],
        ['чхання зранку', 'сльозотеча', 'закладений ніс без температури'],
      ),
      articleText(
        'Признаки',
        ['Аллергия не даёт температуры, а зуд глаз — её частый признак.'],
        ['чихание по утрам', 'слезотечение', 'заложенный нос без температуры'],
      ),
    ],
    status: 'scheduled',
    inDays: 3,
  },
];

/**
 * The blog's back-office demo (docs/decisions/285), after the content step: an article waiting for review and
 * one scheduled a few days after the seed's today, whose publishing job is queued, both with a category, an
 * author and a tag, for the demo content manager to open, preview and publish.
 */
export async function seedDemoBlog(context: SeedContext): Promise<void> {
  const { db, today } = context;
  const [category] = await db
    .select({ id: blog_categories.id })
    .from(blog_categories)
    .where(isNull(blog_categories.deleted_at))
    .orderBy(asc(blog_categories.order), asc(blog_categories.id))
    .limit(1);
  const [author] = await db.select({ id: blog_authors.id }).from(blog_authors).where(isNull(blog_authors.deleted_at)).orderBy(asc(blog_authors.id)).limit(1);
  const [tag] = await db.select({ id: blog_tags.id }).from(blog_tags).where(isNull(blog_tags.deleted_at)).orderBy(asc(blog_tags.id)).limit(1);
  const dateOf = (article: DemoArticle) => (article.inDays === undefined ? null : new Date(today.getTime() + article.inDays * DAY + 7 * 60 * 60 * 1000));
  const ids = await insertRows(
    db,
    blog_articles,
    DEMO_ARTICLES.map((article) => ({
      slug: article.slug,
      name_ua: article.name[0],
      name_ru: article.name[1],
      intro_ua: article.intro[0],
      intro_ru: article.intro[1],
      text_ua: article.text[0],
      text_ru: article.text[1],
      reading_time: readingMinutes(documentText(article.text[0])),
      status: article.status,
      published_at: dateOf(article),
      category_id: category?.id ?? null,
      author_id: author?.id ?? null,
      meta_title_ua: `${article.name[0]} | Vizyt`,
      meta_title_ru: `${article.name[1]} | Vizyt`,
    })),
  );
  if (tag)
    await insertRows(
      db,
      blog_article_tags,
      ids.map((article_id) => ({ article_id, tag_id: tag.id })),
    );
  await scheduleJobs(
    db,
    DEMO_ARTICLES.flatMap((article, i) => {
      const runAt = dateOf(article);
      return article.status === 'scheduled' && runAt
        ? [{ kind: ARTICLE_PUBLISH_JOB, runAt, payload: { article_id: ids[i] }, dedupeKey: articlePublishJobKey(ids[i], 1) }]
        : [];
    }),
  );
}
