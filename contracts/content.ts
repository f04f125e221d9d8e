/**
 * What the public content pages answer (blog, promotions, content pages), as their loaders hand it to
 * the browser: the services build these, the page components render them.
 */
import type { RichDocument } from './rich-text.ts';

/** Under an article: a published comment with its replies, and an answered question. */
export interface ArticleComment {
  id: number;
  author_name: string;
  text: string;
  published_at: string | null;
  /** Staff's reply shown under the comment. */
  reply: string | null;
  /** Set when a doctor of the site wrote the comment. */
  doctor: { slug: string; name: string } | null;
  /** Published answers to this comment, oldest first. */
  replies: ArticleComment[];
}

export interface ArticleQuestion {
  id: number;
  author_name: string;
  question: string;
  answer: string;
  published_at: string | null;
}

export interface ArticleCard {
  id: number;
  slug: string;
  name: string;
  intro: string | null;
  image: string | null;
  published_at: string;
  /** Minutes. */
  reading_time: number;
  category: { slug: string; name: string } | null;
}

export interface BlogTag {
  code: string;
  name: string;
}

export interface ArticleAuthor {
  slug: string;
  name: string;
  regalia: string | null;
  description: string | null;
  image: string | null;
  is_doctor: boolean;
}

export interface ArticleDetail extends ArticleCard {
  body: RichDocument | null;
  video_url: string | null;
  updated_at: string;
  tags: BlogTag[];
  author: ArticleAuthor | null;
  verified_by: { slug: string; name: string; specialization: string | null } | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  /** Staff's own schema.org node, added to the page when it names a `@type`. */
  micro_marking: Record<string, unknown> | null;
  comments: ArticleComment[];
  questions: ArticleQuestion[];
  related: ArticleCard[];
}

/** SPEC §3 discount: a percentage (1–99) or an amount in UAH. */
export type PromotionDiscount = { type: 'percentage'; value: number } | { type: 'amount'; value: number };

export interface PromotionCard {
  id: number;
  slug: string;
  name: string;
  short_description: string | null;
  image: string | null;
  discount: PromotionDiscount;
  kind: 'permanent' | 'temporary';
  start_at: string | null;
  end_at: string | null;
  /** Participating services of live doctors. */
  participants_count: number;
  /** The lowest discounted price among them, UAH. */
  price_from: number | null;
}

export interface PromotionParticipant {
  id: number;
  doctor: { slug: string; name: string; photo: string | null };
  specialization: { slug: string; name: string } | null;
  service: { name: string; duration: number; format: 'offline' | 'online' };
  /** Where the service is given: the participant's institution, else the doctor's first workplace. */
  institution: { slug: string; name: string; address: string } | null;
  /** UAH. */
  cost: number;
  /** UAH. */
  cost_with_discount: number;
}

/** Pages staff edit in the back office (SPEC §2 content-pages) and their blocks. */
/** The kinds of block a content page has, in the order the page shows them. */
export const CONTENT_BLOCK_SECTIONS = ['advantages', 'opportunities', 'dashboard_features', 'statistics', 'steps'] as const;
export type ContentBlockSection = (typeof CONTENT_BLOCK_SECTIONS)[number];

/** Pages that read as one document (numbered clauses and a table of contents) rather than a landing page. */
export const LEGAL_PAGES: readonly string[] = ['dogovir-oferty', 'privacy-policy', 'terms-of-service'];

export interface ContentBlock {
  id: number;
  title: string;
  /** Rich text: a legal clause has paragraphs and lists; an advantage has a sentence. */
  text: RichDocument | null;
  /** A line icon of the bundled set (`certificate`, served as `/media/icons/certificate.svg`) or an image path. */
  icon: string | null;
  image: string | null;
}

export interface ContentPage {
  slug: string;
  title: string;
  intro: string | null;
  meta_title: string | null;
  meta_description: string | null;
  image: string | null;
  updated_at: string;
  /** Every section the page has blocks in, in the schema's order; empty sections are left out. */
  sections: { section: ContentBlockSection; blocks: ContentBlock[] }[];
}
