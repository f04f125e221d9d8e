import { contentMeta, crumbsFor, notFound, type PageRequest } from '../../components/content/meta.server.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, unlocalizedPath } from '../../i18n/locale.ts';
import { buildListingPath } from '../../../features/catalog/listing-url.ts';
import { VIDEO_PATIENT_LIST_PATH } from '../../../contracts/video-links.ts';
import { VIDEO_WAITING_ROOM_OPENS_MINUTES } from '../../../contracts/video.ts';
import { LEGAL_PAGES } from '../../../contracts/content.ts';

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
      defaults: {
        h1: page.title,
        title: page.meta_title ?? translate(locale, 'content.page.meta.title', { title: page.title }),
        description: page.meta_description ?? page.intro,
      },
    }),
    slug === 'conference' ? content.doctorFeatureSlug('online_consultation') : Promise.resolve(null),
  ]);
  const crumbs = crumbsFor(locale, [{ name: page.title, path: `/${slug}` }]);
  return {
    page,
    heading: texts.h1 ?? page.title,
    isLegal: LEGAL_PAGES.includes(slug),
    /** Where the page's main button leads (unlocalized). */
    action: actionOf(slug),
    /** `/conference` leads into the real flow: online doctors, and the patient's own waiting room (unlocalized). */
    video: slug === 'conference' ? videoGuide(onlineFeature) : null,
    seoText: texts.text,
    crumbs,
    head: contentMeta({ request, context, title: texts.title ?? page.title, description: texts.description, image: page.image, crumbs }),
  };
}

function actionOf(slug: string): { path: string; label: 'content.page.action.doctors' | 'content.page.action.partner' } | null {
  if (slug === 'about-us') return { path: '/doctors', label: 'content.page.action.doctors' };
  if (slug === 'for-partners') return { path: '/support?topic=other#support-form', label: 'content.page.action.partner' };
  return null;
}

/** The doctors listing filtered to online consultations (the catalogue's `online_consultation` feature), and the waiting room. */
function videoGuide(onlineFeature: string | null) {
  return {
    doctorsPath: buildListingPath('doctors', { doctorFeature: onlineFeature ?? undefined }),
    roomPath: VIDEO_PATIENT_LIST_PATH,
    minutes: VIDEO_WAITING_ROOM_OPENS_MINUTES,
  };
}
