import { and, asc, eq } from 'drizzle-orm';
import type { ContentPage } from '../../contracts/content.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import { CONTENT_BLOCK_SECTIONS, content_blocks, content_pages, doctor_features } from '../../db/schema/index.ts';
import { documentIn, live, optionalText, text } from './sql.ts';

/**
 * Pages staff edit in the back office (SPEC §2 content-pages): about-us, for-partners, the video
 * consultation page and the legal documents (docs/decisions/100). Each is a `content_pages` row with its
 * blocks (advantages, opportunities, dashboard features, statistics, steps) in staff's order.
 */

export function createPageQueries(db: Db) {
  return {
    /** A live content page with its live blocks, or null. */
    async contentPage({ slug, locale }: { slug: string; locale: Locale }): Promise<ContentPage | null> {
      const [page] = await db
        .select({
          id: content_pages.id,
          slug: content_pages.slug,
          title: text(content_pages.title_ua, content_pages.title_ru, locale),
          intro: optionalText(content_pages.intro_ua, content_pages.intro_ru, locale),
          meta_title: optionalText(content_pages.meta_title_ua, content_pages.meta_title_ru, locale),
          meta_description: optionalText(content_pages.meta_description_ua, content_pages.meta_description_ru, locale),
          image: content_pages.image,
          updated_at: content_pages.updated_at,
        })
        .from(content_pages)
        .where(and(eq(content_pages.slug, slug), live(content_pages)))
        .limit(1);
      if (!page) return null;
      const blocks = await db
        .select({
          id: content_blocks.id,
          section: content_blocks.section,
          title: text(content_blocks.title_ua, content_blocks.title_ru, locale),
          text: documentIn(content_blocks.text_ua, content_blocks.text_ru, locale),
          icon: content_blocks.icon,
          image: content_blocks.image,
        })
        .from(content_blocks)
        .where(and(eq(content_blocks.page_id, page.id), live(content_blocks)))
        .orderBy(asc(content_blocks.order), asc(content_blocks.id));
      const sections = CONTENT_BLOCK_SECTIONS.map((section) => ({
        section,
        blocks: blocks.filter((block) => block.section === section).map(({ section: _, ...block }) => block),
      })).filter((group) => group.blocks.length > 0);
      const { id: _, updated_at, ...rest } = page;
      return { ...rest, updated_at: updated_at.toISOString(), sections };
    },

    /** The listing slug of a doctor feature by its code (`online_consultation`), for links into the catalogue. */
    async doctorFeatureSlug(code: string): Promise<string | null> {
      const [row] = await db
        .select({ slug: doctor_features.slug })
        .from(doctor_features)
        .where(and(eq(doctor_features.code, code), live(doctor_features)))
        .limit(1);
      return row?.slug ?? null;
    },
  };
}
