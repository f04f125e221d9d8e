import { and, asc, desc, eq, exists, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ArticleCard, ArticleDetail, BlogTag } from '../../contracts/content.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import { blog_article_tags, blog_articles, blog_authors, blog_categories, blog_tags } from '../../db/schema/index.ts';
import { articleExtras } from './blog-extras.ts';
import { safeHref } from '../../contracts/rich-text.ts';
import { countAll, documentIn, iso, live, offsetOf, optionalText, pageMeta, publishedArticle, text, type Paged } from './sql.ts';

/** Cards with a picture: twelve fill a three-column grid and keep the page light (docs/decisions/100). */
export const ARTICLES_PER_PAGE = 12;
const RELATED_ARTICLES = 3;

export interface BlogCategory {
  slug: string;
  name: string;
  /** Published articles in it. */
  articles: number;
}

export interface BlogList extends Paged<ArticleCard> {
  categories: BlogCategory[];
  tags: BlogTag[];
  /** The filters in effect; an unknown slug or code is ignored rather than answered with an empty page. */
  category: BlogCategory | null;
  tag: BlogTag | null;
}

/** Staff's video link, only when it is a web address (a `javascript:` link must never become an `href`). */
const httpUrl = (value: string | null): string | null => {
  const href = value ? safeHref(value.trim()) : null;
  return href && /^https?:\/\//i.test(href) ? href : null;
};

export function createBlogQueries(db: Db) {
  const cardColumns = (locale: Locale) => ({
    id: blog_articles.id,
    slug: blog_articles.slug,
    name: text(blog_articles.name_ua, blog_articles.name_ru, locale),
    intro: optionalText(blog_articles.intro_ua, blog_articles.intro_ru, locale),
    image: blog_articles.image,
    published_at: blog_articles.published_at,
    reading_time: blog_articles.reading_time,
    category_slug: blog_categories.slug,
    category_name: text(blog_categories.name_ua, blog_categories.name_ru, locale),
  });
  const toCard = ({
    published_at,
    category_slug,
    category_name,
    ...row
  }: {
    published_at: Date | null;
    category_slug: string | null;
    category_name: string | null;
  } & Omit<ArticleCard, 'published_at' | 'category'>): ArticleCard => ({
    ...row,
    published_at: iso(published_at) ?? '',
    category: category_slug ? { slug: category_slug, name: category_name ?? '' } : null,
  });
  const categoryJoin = and(eq(blog_categories.id, blog_articles.category_id), live(blog_categories));

  async function categoriesWithArticles(locale: Locale): Promise<BlogCategory[]> {
    return db
      .select({ slug: blog_categories.slug, name: text(blog_categories.name_ua, blog_categories.name_ru, locale), articles: countAll() })
      .from(blog_categories)
      .innerJoin(blog_articles, and(eq(blog_articles.category_id, blog_categories.id), publishedArticle()))
      .where(live(blog_categories))
      .groupBy(blog_categories.id)
      .orderBy(asc(blog_categories.order), asc(blog_categories.id));
  }

  /** Tags that label at least one published article, by name. */
  async function tagsInUse(locale: Locale): Promise<BlogTag[]> {
    const name = text(blog_tags.name_ua, blog_tags.name_ru, locale);
    return db
      .select({ code: blog_tags.code, name })
      .from(blog_tags)
      .where(
        and(
          live(blog_tags),
          exists(
            db
              .select({ one: sql`1` })
              .from(blog_article_tags)
              .innerJoin(blog_articles, eq(blog_articles.id, blog_article_tags.article_id))
              .where(and(eq(blog_article_tags.tag_id, blog_tags.id), publishedArticle())),
          ),
        ),
      )
      .orderBy(asc(name));
  }

  async function tagsOf(articleId: number, locale: Locale): Promise<BlogTag[]> {
    const name = text(blog_tags.name_ua, blog_tags.name_ru, locale);
    return db
      .select({ code: blog_tags.code, name })
      .from(blog_article_tags)
      .innerJoin(blog_tags, and(eq(blog_tags.id, blog_article_tags.tag_id), live(blog_tags)))
      .where(eq(blog_article_tags.article_id, articleId))
      .orderBy(asc(name));
  }

  /** Articles of the same category first, then the newest others. */
  async function relatedTo(article: { id: number; category_id: number | null }, locale: Locale): Promise<ArticleCard[]> {
    // No category: no such term at all (a bare constant `0` would read as "order by column 0", an error).
    const sameCategory: SQL[] = article.category_id === null ? [] : [desc(sql`(${blog_articles.category_id} = ${article.category_id})::int`)];
    const rows = await db
      .select(cardColumns(locale))
      .from(blog_articles)
      .leftJoin(blog_categories, categoryJoin)
      .where(and(publishedArticle(), ne(blog_articles.id, article.id)))
      .orderBy(...sameCategory, desc(blog_articles.published_at), desc(blog_articles.id))
      .limit(RELATED_ARTICLES);
    return rows.map(toCard);
  }

  const queries = {
    /** Cards of the published articles that meet `condition`, newest first (a disease's articles). */
    async articleCards(locale: Locale, condition: SQL, limit: number): Promise<ArticleCard[]> {
      const rows = await db
        .select(cardColumns(locale))
        .from(blog_articles)
        .leftJoin(blog_categories, categoryJoin)
        .where(and(publishedArticle(), condition))
        .orderBy(desc(blog_articles.published_at), desc(blog_articles.id))
        .limit(limit);
      return rows.map(toCard);
    },

    /** Published articles, newest first, optionally of one category and with one tag. */
    async listArticles({
      locale,
      page = 1,
      perPage = ARTICLES_PER_PAGE,
      category,
      tag,
    }: {
      locale: Locale;
      page?: number;
      perPage?: number;
      category?: string | null;
      tag?: string | null;
    }): Promise<BlogList> {
      const [categories, tags] = await Promise.all([categoriesWithArticles(locale), tagsInUse(locale)]);
      const chosenCategory = categories.find((item) => item.slug === category) ?? null;
      const chosenTag = tags.find((item) => item.code === tag) ?? null;
      const conditions: SQL[] = [publishedArticle()];
      if (chosenCategory) conditions.push(eq(blog_categories.slug, chosenCategory.slug));
      if (chosenTag) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(blog_article_tags)
              .innerJoin(blog_tags, eq(blog_tags.id, blog_article_tags.tag_id))
              .where(and(eq(blog_article_tags.article_id, blog_articles.id), eq(blog_tags.code, chosenTag.code), isNull(blog_tags.deleted_at))),
          ),
        );
      }
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(cardColumns(locale))
          .from(blog_articles)
          .leftJoin(blog_categories, categoryJoin)
          .where(where)
          .orderBy(desc(blog_articles.published_at), desc(blog_articles.id))
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ total: countAll() }).from(blog_articles).leftJoin(blog_categories, categoryJoin).where(where),
      ]);
      return { items: rows.map(toCard), meta: pageMeta(page, perPage, total), categories, tags, category: chosenCategory, tag: chosenTag };
    },

    /** A published article with everything its page shows, or null. */
    async articleBySlug({ slug, locale }: { slug: string; locale: Locale }): Promise<ArticleDetail | null> {
      return (await articleWhere(and(eq(blog_articles.slug, slug), publishedArticle())!, locale))?.article ?? null;
    },

    /**
     * Any article not in trash, published or not, as its page will show it, with its status: the staff's preview
     * (docs/decisions/285). Never for visitors: the route asks for the staff permission first.
     */
    async articlePreview({ id, locale }: { id: number; locale: Locale }): Promise<{ article: ArticleDetail; status: string } | null> {
      return articleWhere(and(eq(blog_articles.id, id), isNull(blog_articles.deleted_at))!, locale);
    },
  };

  async function articleWhere(condition: SQL, locale: Locale): Promise<{ article: ArticleDetail; status: string } | null> {
    const [row] = await db
      .select({
        ...cardColumns(locale),
        category_id: blog_articles.category_id,
        text: documentIn(blog_articles.text_ua, blog_articles.text_ru, locale),
        video_url: blog_articles.video_url,
        updated_at: blog_articles.updated_at,
        verified_by_doctor_id: blog_articles.verified_by_doctor_id,
        meta_title: optionalText(blog_articles.meta_title_ua, blog_articles.meta_title_ru, locale),
        meta_description: optionalText(blog_articles.meta_description_ua, blog_articles.meta_description_ru, locale),
        meta_keywords: optionalText(blog_articles.meta_keywords_ua, blog_articles.meta_keywords_ru, locale),
        micro_marking: blog_articles.micro_marking,
        author_slug: blog_authors.slug,
        author_first: text(blog_authors.first_name_ua, blog_authors.first_name_ru, locale),
        author_last: text(blog_authors.last_name_ua, blog_authors.last_name_ru, locale),
        author_regalia: optionalText(blog_authors.regalia_ua, blog_authors.regalia_ru, locale),
        author_description: optionalText(blog_authors.description_ua, blog_authors.description_ru, locale),
        author_image: blog_authors.image,
        author_type: blog_authors.type,
        status: blog_articles.status,
      })
      .from(blog_articles)
      .leftJoin(blog_categories, categoryJoin)
      .leftJoin(blog_authors, and(eq(blog_authors.id, blog_articles.author_id), live(blog_authors)))
      .where(condition)
      .limit(1);
    if (!row) return null;
    const {
      category_id,
      text: body,
      updated_at,
      verified_by_doctor_id,
      micro_marking,
      author_slug,
      author_first,
      author_last,
      author_regalia,
      author_description,
      author_image,
      author_type,
      status,
      ...card
    } = row;
    const [tags, related, extras] = await Promise.all([
      tagsOf(row.id, locale),
      relatedTo({ id: row.id, category_id }, locale),
      articleExtras(db, { articleId: row.id, verifiedByDoctorId: verified_by_doctor_id, locale }),
    ]);
    const article: ArticleDetail = {
      ...toCard(card),
      body,
      video_url: httpUrl(row.video_url),
      updated_at: updated_at.toISOString(),
      tags,
      author: author_slug
        ? {
            slug: author_slug,
            name: `${author_first ?? ''} ${author_last ?? ''}`.trim(),
            regalia: author_regalia,
            description: author_description,
            image: author_image,
            is_doctor: author_type === 'doctor',
          }
        : null,
      verified_by: extras.verifiedBy,
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      meta_keywords: row.meta_keywords,
      micro_marking: micro_marking && typeof micro_marking['@type'] === 'string' ? micro_marking : null,
      comments: extras.comments,
      questions: extras.questions,
      related,
    };
    return { article, status };
  }
  return queries;
}
