import { contentMeta, crumbsFor, notFound, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, unlocalizedPath } from '../../i18n/locale.ts';

/** Pages that read as one document (numbered clauses and a table of contents) rather than a landing page. */
export const LEGAL_PAGES: readonly string[] = ['dogovir-oferty', 'privacy-policy', 'terms-of-service'];

/**
 * `/about-us`, `/for-partners`, `/conference` and the legal documents: one `content_pages` row each, found
 * by the path (the route has no parameter). Texts: `seo_texts` for the slug first, then the page's own
 * meta fields, then its title and introduction.
 */
export async function loadContentPage({ request, context }: PageRequest) {
  const { content, seo } = context.services;
  const locale = localeFromRequest(request);
  const slug = unlocalizedPath(new URL(request.url).pathname.replace(/\.data$/, '')).replace(/^\/|\/$/g, '');
  const page = await content.contentPage({ slug, locale });
  if (!page) notFound();
  const [texts, onlineFeature] = await Promise.all([
    seo.fixedPageSeo({
      page: slug,
      locale,
      defaults: { h1: page.title, title: page.meta_title ?? translate(locale, 'content.page.meta.title', { title: page.title }), description: page.meta_description ?? page.intro },
    }),
    slug === 'conference' ? content.doctorFeatureSlug('online_consultation') : Promise.resolve(null),
  ]);
  const crumbs = crumbsFor(locale, [{ name: page.title, path: `/${slug}` }]);
  return {
    page,
    heading: texts.h1 ?? page.title,
    isLegal: LEGAL_PAGES.includes(slug),
    /** Where the page's main button leads (unlocalized). */
    action: actionOf(slug, onlineFeature),
    seoText: texts.text,
    crumbs,
    head: contentMeta({ request, context, title: texts.title ?? page.title, description: texts.description, image: page.image, crumbs }),
  };
}

function actionOf(slug: string, onlineFeature: string | null): { path: string; label: 'content.page.action.doctors' | 'content.page.action.partner' | 'content.page.action.online' } | null {
  if (slug === 'about-us') return { path: '/doctors', label: 'content.page.action.doctors' };
  if (slug === 'for-partners') return { path: '/support?topic=other#support-form', label: 'content.page.action.partner' };
  if (slug === 'conference') return { path: onlineFeature ? `/doctors/${onlineFeature}` : '/doctors', label: 'content.page.action.online' };
  return null;
}
