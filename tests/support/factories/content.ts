/**
 * Content factories: blog rubrics, tags, authors, articles and comments, promotions, diseases and content
 * pages. Each inserts one row (and its links) with sensible defaults, lets the test override any column
 * and returns the inserted row.
 */
import type { Db } from '../../../db/client.ts';
import { documentOfText } from '../../../contracts/rich-text.ts';
import {
  blog_article_tags,
  blog_articles,
  blog_authors,
  blog_categories,
  blog_comments,
  blog_tags,
  content_blocks,
  content_pages,
  disease_articles,
  disease_promotions,
  diseases,
  type doctor_services,
  promotion_participants,
  promotions,
} from '../../../db/schema/index.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
type Service = typeof doctor_services.$inferSelect;

export const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number, now = Date.now()) => new Date(now + days * DAY);

let sequence = 0;
const next = () => ++sequence;

export async function insertCategory(db: Db, overrides: Insert<typeof blog_categories> = {}) {
  const n = next();
  const [row] = await db
    .insert(blog_categories)
    .values({ slug: `category-${n}`, name_ua: `Рубрика ${n}`, name_ru: `Рубрика ${n} ru`, ...overrides })
    .returning();
  return row;
}

export async function insertTag(db: Db, overrides: Insert<typeof blog_tags> = {}) {
  const n = next();
  const [row] = await db
    .insert(blog_tags)
    .values({ code: `tag-${n}`, name_ua: `тег ${n}`, name_ru: `тэг ${n}`, ...overrides })
    .returning();
  return row;
}

export async function insertAuthor(db: Db, overrides: Insert<typeof blog_authors> = {}) {
  const n = next();
  const [row] = await db
    .insert(blog_authors)
    .values({
      slug: `author-${n}`,
      first_name_ua: 'Ірина',
      first_name_ru: 'Ирина',
      last_name_ua: 'Коваль',
      last_name_ru: 'Коваль',
      regalia_ua: 'Лікар вищої категорії',
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * A published article (since yesterday) with the given tags: the blog lists it, and the comment and
 * question forms accept it.
 */
export async function createArticle(db: Db, { tags = [], ...overrides }: Insert<typeof blog_articles> & { tags?: { id: number }[] } = {}) {
  const n = next();
  const [row] = await db
    .insert(blog_articles)
    .values({
      slug: `article-${n}`,
      name_ua: `Стаття ${n}`,
      name_ru: `Статья ${n}`,
      text_ua: documentOfText(`Текст статті ${n}.`),
      text_ru: documentOfText(`Текст статьи ${n}.`),
      intro_ua: `Вступ ${n}`,
      published_at: daysFromNow(-1),
      ...overrides,
    })
    .returning();
  if (tags.length) await db.insert(blog_article_tags).values(tags.map((tag) => ({ article_id: row.id, tag_id: tag.id })));
  return row;
}

export async function insertComment(db: Db, article: { id: number }, overrides: Insert<typeof blog_comments> = {}) {
  const [row] = await db
    .insert(blog_comments)
    .values({ article_id: article.id, author_name: 'Марія', text: 'Дякую!', status: 'published', published_at: daysFromNow(-1), ...overrides })
    .returning();
  return row;
}

/** A started promotion running from yesterday for a month; `values` sets its discount and anything else. */
async function insertPromotionRow(db: Db, values: Insert<typeof promotions> & Pick<typeof promotions.$inferInsert, 'discount_type'>) {
  const n = next();
  const [row] = await db
    .insert(promotions)
    .values({
      slug: `promotion-${n}`,
      name_ua: `Акція ${n}`,
      name_ru: `Акция ${n}`,
      status: 'started',
      start_at: daysFromNow(-1),
      end_at: daysFromNow(30),
      ...values,
    })
    .returning();
  return row;
}

/** `service` takes part in `promotion` at `cost_with_discount` kopecks (at `institution_id` when given). */
async function insertParticipant(db: Db, promotion: { id: number }, service: Service, cost_with_discount: number, institution_id: number | null = null) {
  await db.insert(promotion_participants).values({
    promotion_id: promotion.id,
    service_id: service.id,
    doctor_id: service.doctor_id,
    specialization_id: service.specialization_id,
    institution_id,
    cost: service.cost,
    cost_with_discount,
  });
}

/** A running promotion with one participating service: an amount discount down to `cost_with_discount` kopecks. */
export async function createPromotion(
  db: Db,
  { service, cost_with_discount, ...overrides }: Insert<typeof promotions> & { service: Service; cost_with_discount: number },
) {
  const promotion = await insertPromotionRow(db, { discount_type: 'amount', amount: service.cost - cost_with_discount, ...overrides });
  await insertParticipant(db, promotion, service, cost_with_discount);
  return promotion;
}

/** A running 20 % promotion; with `service`, that service takes part at `discounted` kopecks (20 % off unless given). */
export async function insertPromotion(
  db: Db,
  { service, discounted, institution_id, ...overrides }: Insert<typeof promotions> & { service?: Service; discounted?: number; institution_id?: number } = {},
) {
  const promotion = await insertPromotionRow(db, { discount_type: 'percentage', percentage: 20, ...overrides });
  if (service) await insertParticipant(db, promotion, service, discounted ?? Math.round(service.cost * 0.8), institution_id);
  return promotion;
}

/** A disease, linked to the given articles and promotions. */
export async function createDisease(
  db: Db,
  { articles = [], promotionIds = [], ...overrides }: Insert<typeof diseases> & { articles?: { id: number }[]; promotionIds?: number[] } = {},
) {
  const n = next();
  const [row] = await db
    .insert(diseases)
    .values({ slug: `disease-${n}`, name_ua: `Хвороба ${n}`, name_ru: `Болезнь ${n}`, ...overrides })
    .returning();
  if (articles.length) await db.insert(disease_articles).values(articles.map((article) => ({ disease_id: row.id, article_id: article.id })));
  if (promotionIds.length) await db.insert(disease_promotions).values(promotionIds.map((promotion_id) => ({ disease_id: row.id, promotion_id })));
  return row;
}

export async function insertContentPage(
  db: Db,
  {
    blocks = [],
    ...overrides
  }: Insert<typeof content_pages> & { blocks?: (Insert<typeof content_blocks> & Pick<typeof content_blocks.$inferInsert, 'section'>)[] } = {},
) {
  const n = next();
  const [page] = await db
    .insert(content_pages)
    .values({ slug: `page-${n}`, title_ua: `Сторінка ${n}`, title_ru: `Страница ${n}`, ...overrides })
    .returning();
  if (blocks.length) {
    await db
      .insert(content_blocks)
      .values(blocks.map((block, order) => ({ title_ua: `Блок ${order}`, title_ru: `Блок ${order} ru`, order, ...block, page_id: page.id })));
  }
  return page;
}
