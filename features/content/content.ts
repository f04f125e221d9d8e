import type { Db } from '../../db/client.ts';
import { createBlogQueries } from './blog.ts';
import { createDiseaseQueries } from './diseases.ts';
import { createPageQueries } from './pages.ts';
import { createPromotionQueries } from './promotions.ts';

/**
 * Read models of the public content pages (SPEC §2 "Public": promotions, blog, disease reference, content
 * pages). Everything comes back in the page's language, only live records (not in trash, active; articles
 * published, promotions running), as plain data a page loader can hand to the browser.
 */
export function createContentService(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  const blog = createBlogQueries(db);
  const promotions = createPromotionQueries(db, now);
  const pages = createPageQueries(db);
  const diseases = createDiseaseQueries(db, { articleCards: blog.articleCards, promotionCards: promotions.promotionCards });
  return {
    listPromotions: promotions.listPromotions,
    promotionBySlug: promotions.promotionBySlug,
    listArticles: blog.listArticles,
    articleBySlug: blog.articleBySlug,
    articlePreview: blog.articlePreview,
    listDiseases: diseases.listDiseases,
    diseaseBySlug: diseases.diseaseBySlug,
    contentPage: pages.contentPage,
    doctorFeatureSlug: pages.doctorFeatureSlug,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
