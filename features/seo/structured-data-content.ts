import { isoDate, languageTag, node, toAbsolute, type JsonLd, type SiteInfo } from './json-ld.ts';

/** schema.org JSON-LD for the site itself, breadcrumbs, blog articles and published Q&A (docs/decisions/090). */

/** Google shows at most 110 characters of an article headline; longer ones are cut on a word. */
export const HEADLINE_MAX = 110;

function headline(text: string): string {
  if (text.length <= HEADLINE_MAX) return text;
  const cut = text.slice(0, HEADLINE_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/** The site as an organization: the home page's markup and every article's publisher. */
export function organizationJsonLd(site: SiteInfo, extra: { telephone?: string | null; sameAs?: readonly string[] } = {}): JsonLd {
  return node('Organization', {
    '@id': `${toAbsolute(site, '/')}#organization`,
    name: site.name,
    url: toAbsolute(site, '/'),
    logo: site.logo ? toAbsolute(site, site.logo) : null,
    telephone: extra.telephone,
    sameAs: extra.sameAs ? [...extra.sameAs] : null,
  });
}

export interface BreadcrumbInput {
  name: string;
  /** Path or absolute URL of the crumb's page. */
  url: string;
}

/** Breadcrumbs from the home page down to the current page, positions from 1. */
export function breadcrumbJsonLd(site: SiteInfo, items: readonly BreadcrumbInput[]): JsonLd | null {
  if (!items.length) return null;
  return node('BreadcrumbList', {
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: toAbsolute(site, item.url),
    })),
  });
}

export interface ArticleAuthorInput {
  name: string;
  /** The author's page or profile, if any. */
  url?: string | null;
  jobTitle?: string | null;
  image?: string | null;
}

export interface ArticleInput {
  url: string;
  headline: string;
  description?: string | null;
  image?: string | null;
  datePublished: Date;
  dateModified: Date;
  /** Without an author the site itself is named (Google requires an author). */
  author?: ArticleAuthorInput | null;
  /** The doctor who checked the medical facts. */
  reviewedBy?: ArticleAuthorInput | null;
  section?: string | null;
  keywords?: readonly string[];
}

const person = (site: SiteInfo, author: ArticleAuthorInput) => ({
  '@type': 'Person',
  name: author.name,
  url: author.url ? toAbsolute(site, author.url) : null,
  jobTitle: author.jobTitle,
  image: author.image ? toAbsolute(site, author.image) : null,
});

export function articleJsonLd(site: SiteInfo, article: ArticleInput): JsonLd {
  const url = toAbsolute(site, article.url);
  const publisher = {
    '@type': 'Organization',
    name: site.name,
    url: toAbsolute(site, '/'),
    logo: site.logo ? { '@type': 'ImageObject', url: toAbsolute(site, site.logo) } : null,
  };
  return node('Article', {
    '@id': `${url}#article`,
    headline: headline(article.headline),
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: article.image ? [toAbsolute(site, article.image)] : null,
    datePublished: isoDate(article.datePublished),
    // A modification before publication (drafting) is not a change readers saw.
    dateModified: isoDate(article.dateModified > article.datePublished ? article.dateModified : article.datePublished),
    author: article.author ? person(site, article.author) : publisher,
    // `reviewedBy` is a WebPage property: carried on the page the article is the main entity of.
    ...(article.reviewedBy ? { mainEntityOfPage: { '@type': 'WebPage', '@id': url, reviewedBy: person(site, article.reviewedBy) } } : {}),
    publisher,
    articleSection: article.section,
    keywords: article.keywords?.length ? article.keywords.join(', ') : null,
    inLanguage: languageTag(site.locale),
  });
}

export interface QuestionInput {
  question: string;
  /** Null until staff answer; unanswered questions are left out. */
  answer: string | null;
}

/** FAQ markup for the published questions that have an answer; null when there are none. */
export function faqJsonLd(items: readonly QuestionInput[]): JsonLd | null {
  const answered = items.filter((item) => item.question.trim() && item.answer?.trim());
  if (!answered.length) return null;
  return node('FAQPage', {
    mainEntity: answered.map((item) => ({
      '@type': 'Question',
      name: item.question.trim(),
      acceptedAnswer: { '@type': 'Answer', text: item.answer!.trim() },
    })),
  });
}
