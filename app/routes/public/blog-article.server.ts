import type { ArticleDetail } from '../../../contracts/content.ts';
import type { JsonLd } from '../../../features/seo/json-ld.ts';
import { articleJsonLd, faqJsonLd } from '../../../features/seo/structured-data-content.ts';
import { contentMeta, crumbsFor, notFound, siteFor, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, localizedPath } from '../../i18n/locale.ts';

/**
 * `/blogs/{slug}`: a published article. Head: staff's meta texts when written (else the title and the
 * introduction), `Article` with author and checking doctor, `BreadcrumbList`, the answered questions as
 * `FAQPage`, and staff's own micro-marking when it names a type.
 */
export async function loadArticle({ request, context, slug }: PageRequest & { slug: string }) {
  const locale = localeFromRequest(request);
  const article = await context.services.content.articleBySlug({ slug, locale });
  if (!article) notFound();
  return articlePageData({ request, context }, article);
}

/** What an article's page shows and says in its head, for the published page and the staff's preview alike. */
export function articlePageData({ request, context }: PageRequest, article: ArticleDetail) {
  const locale = localeFromRequest(request);
  const path = localizedPath(`/blogs/${article.slug}`, locale);
  const crumbs = crumbsFor(locale, [
    { name: translate(locale, 'content.blog.title'), path: '/blogs' },
    ...(article.category ? [{ name: article.category.name, path: `/blogs?category=${encodeURIComponent(article.category.slug)}` }] : []),
    { name: article.name, path: `/blogs/${article.slug}` },
  ]);
  const description = article.meta_description ?? article.intro;
  const structured: JsonLd = articleJsonLd(siteFor({ request, context }), {
    url: path,
    headline: article.name,
    description,
    image: article.image,
    datePublished: new Date(article.published_at),
    dateModified: new Date(article.updated_at),
    author: article.author ? { name: article.author.name, jobTitle: article.author.regalia, image: article.author.image } : null,
    reviewedBy: article.verified_by
      ? { name: article.verified_by.name, url: localizedPath(`/doctor/${article.verified_by.slug}`, locale), jobTitle: article.verified_by.specialization }
      : null,
    section: article.category?.name,
    keywords: article.tags.map((tag) => tag.name),
  });
  const ownMarking = article.micro_marking ? ({ '@context': 'https://schema.org', ...article.micro_marking } as JsonLd) : null;
  return {
    article,
    crumbs,
    head: contentMeta({
      request,
      context,
      title: article.meta_title ?? translate(locale, 'content.article.meta.title', { name: article.name }),
      description,
      keywords: article.meta_keywords,
      image: article.image,
      type: 'article',
      crumbs,
      jsonLd: [structured, faqJsonLd(article.questions), ownMarking],
    }),
  };
}
