import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import { blog_articles, disease_articles, disease_promotions, diseases, promotions, specializations } from '../../db/schema/index.ts';
import type { ArticleCard, PromotionCard } from '../../contracts/content.ts';
import type { RichDocument } from '../../contracts/rich-text.ts';
import { documentIn, live, optionalText, text } from './sql.ts';

/** The whole reference fits one page (names only); past this a search narrows it. */
const MAX_DISEASES = 2000;
const RELATED_LIMIT = 6;
/** Longest search text taken from a URL. */
export const DISEASE_SEARCH_MAX = 100;

export interface DiseaseListItem {
  slug: string;
  name: string;
  short_description: string | null;
  specialization: string | null;
}

/** Diseases under their first letter, in the alphabet of the page's language. */
export interface DiseaseGroup {
  letter: string;
  diseases: DiseaseListItem[];
}

export interface DiseaseDirectory {
  groups: DiseaseGroup[];
  total: number;
  /** The search text in effect (trimmed), `''` for the whole list. */
  search: string;
}

export interface DiseaseDetail {
  id: number;
  slug: string;
  name: string;
  short_description: string | null;
  body: RichDocument | null;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
  /** Who treats it: the page offers to book one of these doctors (`/doctors/{slug}`). */
  specialization: { slug: string; code: string; name: string; doctor_name: string } | null;
  articles: ArticleCard[];
  promotions: PromotionCard[];
}

/** Ukrainian and Russian order letters differently (є, і, ї, ґ): the collator of the page's language decides. */
export const collatorFor = (locale: Locale) => new Intl.Collator(locale === 'ua' ? 'uk' : 'ru', { sensitivity: 'base', numeric: true });

export function groupByLetter(items: readonly DiseaseListItem[], locale: Locale): DiseaseGroup[] {
  const collator = collatorFor(locale);
  const sorted = [...items].sort((a, b) => collator.compare(a.name, b.name));
  const groups: DiseaseGroup[] = [];
  for (const item of sorted) {
    const letter = item.name
      .trim()
      .charAt(0)
      .toLocaleUpperCase(locale === 'ua' ? 'uk' : 'ru');
    const last = groups[groups.length - 1];
    if (last && collator.compare(last.letter, letter) === 0) last.diseases.push(item);
    else groups.push({ letter, diseases: [item] });
  }
  return groups;
}

/** `%` and `_` typed by a visitor are letters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

interface RelatedCards {
  articleCards(locale: Locale, condition: SQL, limit: number): Promise<ArticleCard[]>;
  promotionCards(locale: Locale, condition: SQL, limit: number): Promise<PromotionCard[]>;
}

export function createDiseaseQueries(db: Db, related: RelatedCards) {
  return {
    /** Live diseases, grouped by first letter; `search` matches the name in either language. */
    async listDiseases({ locale, search = '' }: { locale: Locale; search?: string }): Promise<DiseaseDirectory> {
      const wanted = search.trim().slice(0, DISEASE_SEARCH_MAX);
      const conditions = [live(diseases)];
      if (wanted) conditions.push(or(ilike(diseases.name_ua, likePattern(wanted)), ilike(diseases.name_ru, likePattern(wanted))) as SQL);
      const rows = await db
        .select({
          slug: diseases.slug,
          name: text(diseases.name_ua, diseases.name_ru, locale),
          short_description: optionalText(diseases.short_description_ua, diseases.short_description_ru, locale),
          specialization: text(specializations.name_ua, specializations.name_ru, locale),
        })
        .from(diseases)
        .leftJoin(specializations, and(eq(specializations.id, diseases.specialization_id), live(specializations)))
        .where(and(...conditions))
        .limit(MAX_DISEASES);
      return { groups: groupByLetter(rows, locale), total: rows.length, search: wanted };
    },

    /** A live disease with its related published articles and running promotions, or null. */
    async diseaseBySlug({ slug, locale }: { slug: string; locale: Locale }): Promise<DiseaseDetail | null> {
      const [row] = await db
        .select({
          id: diseases.id,
          slug: diseases.slug,
          name: text(diseases.name_ua, diseases.name_ru, locale),
          short_description: optionalText(diseases.short_description_ua, diseases.short_description_ru, locale),
          text: documentIn(diseases.text_ua, diseases.text_ru, locale),
          meta_title: optionalText(diseases.meta_title_ua, diseases.meta_title_ru, locale),
          meta_description: optionalText(diseases.meta_description_ua, diseases.meta_description_ru, locale),
          updated_at: diseases.updated_at,
          specialization_slug: specializations.slug,
          specialization_code: specializations.code,
          specialization_name: text(specializations.name_ua, specializations.name_ru, locale),
          specialization_doctor: text(specializations.doctor_name_ua, specializations.doctor_name_ru, locale),
        })
        .from(diseases)
        .leftJoin(specializations, and(eq(specializations.id, diseases.specialization_id), live(specializations)))
        .where(and(eq(diseases.slug, slug), live(diseases)))
        .limit(1);
      if (!row) return null;
      const [articles, promotionCards] = await Promise.all([
        related.articleCards(
          locale,
          inArray(blog_articles.id, db.select({ id: disease_articles.article_id }).from(disease_articles).where(eq(disease_articles.disease_id, row.id))),
          RELATED_LIMIT,
        ),
        related.promotionCards(
          locale,
          inArray(promotions.id, db.select({ id: disease_promotions.promotion_id }).from(disease_promotions).where(eq(disease_promotions.disease_id, row.id))),
          RELATED_LIMIT,
        ),
      ]);
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        short_description: row.short_description,
        body: row.text,
        meta_title: row.meta_title,
        meta_description: row.meta_description,
        updated_at: row.updated_at.toISOString(),
        specialization: row.specialization_slug
          ? {
              slug: row.specialization_slug,
              code: row.specialization_code ?? '',
              name: row.specialization_name ?? '',
              doctor_name: row.specialization_doctor ?? '',
            }
          : null,
        articles,
        promotions: promotionCards,
      };
    },
  };
}
