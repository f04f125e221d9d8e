import { index, layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { adminRoutes } from './admins/route-list.ts';
import { doctorRoutes } from './cabinet-doctor/route-list.ts';
import { partnerRoutes } from './partners/route-list.ts';
import { patientRoutes } from './patients/route-list.ts';
import type { Locale } from '../../contracts/locale.ts';

/** Staff-edited pages with blocks from `content_pages` (one route module renders them all). */
const CONTENT_PAGES = ['about-us', 'for-partners', 'conference', 'dogovir-oferty', 'privacy-policy', 'terms-of-service'] as const;

/**
 * The one route list of the site. It is produced twice: Ukrainian without a prefix and Russian under
 * `/ru`; route ids carry the locale so both variants can share modules.
 */
function siteRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:${name}`;
  return [
    // Cabinets first, so nothing below (`:city`, `*`) could ever shadow them: they run in the browser
    // behind their guards; their login routes are in docs/decisions/053.
    ...prefix('patients', patientRoutes(locale)),
    ...prefix('partners', partnerRoutes(locale)),
    ...prefix('cabinet-doctor', doctorRoutes(locale)),
    layout('routes/public/layout.tsx', { id: id('layout-main') }, [
      index('routes/public/home.tsx', { id: id('home') }),
      route('registration', 'routes/public/registration.tsx', { id: id('registration') }),
      route('password-restore', 'routes/public/password-restore.tsx', { id: id('password-restore') }),
      // Content pages (docs/decisions/100).
      route('promotions', 'routes/public/promotions.tsx', { id: id('promotions') }),
      route('promotions/:slug', 'routes/public/promotion.tsx', { id: id('promotion') }),
      route('blogs', 'routes/public/blogs.tsx', { id: id('blogs') }),
      route('blogs/:slug', 'routes/public/blog-article.tsx', { id: id('blog-article') }),
      // Staff only: an article of any status as its page will be (docs/decisions/285).
      route('blogs/preview/:id', 'routes/public/blog-article-preview.tsx', { id: id('blog-article-preview') }),
      route('directory-diseases', 'routes/public/diseases.tsx', { id: id('diseases') }),
      route('directory-diseases/:slug', 'routes/public/disease.tsx', { id: id('disease') }),
      ...CONTENT_PAGES.map((slug) => route(slug, 'routes/public/content-page.tsx', { id: id(`content-${slug}`) })),
      route('support', 'routes/public/support.tsx', { id: id('support') }),
      // Clinic listing and profile, comparison, search (docs/decisions/120).
      route('med-centers/*', 'routes/public/med-centers.tsx', { id: id('med-centers') }),
      route('clinic/:slug', 'routes/public/clinic-profile.tsx', { id: id('clinic-profile') }),
      route('compare', 'routes/public/compare.tsx', { id: id('compare') }),
      route('compare/doctors', 'routes/public/compare.tsx', { id: id('compare-doctors') }),
      route('compare/medical-institutions', 'routes/public/compare.tsx', { id: id('compare-institutions') }),
      route('search', 'routes/public/search.tsx', { id: id('search') }),
      // Doctor listing and profile (docs/decisions/110): before `:city`, which would take `doctors`.
      route('doctors/*', 'routes/public/doctors.tsx', { id: id('doctors') }),
      route('doctor/:slug', 'routes/public/doctor-profile.tsx', { id: id('doctor-profile') }),
      // Booking (docs/decisions/145).
      route('doctor/:slug/appointment', 'routes/public/doctor-appointment.tsx', { id: id('doctor-appointment') }),
      // The sandbox checkout (docs/decisions/150): what LiqPay's page is when no keys are configured.
      route('payments/sandbox/:orderId', 'routes/public/payment-sandbox.tsx', { id: id('payment-sandbox') }),
      route(':city', 'routes/public/city-home.tsx', { id: id('city-home') }),
      // Anything else under the public layout is the 404 screen, with the site's header and footer.
      route('*', 'routes/public/not-found.tsx', { id: id('not-found') }),
    ]),
    ...prefix('admins', adminRoutes(locale)),
  ];
}

export function localizedRoutes(): RouteConfigEntry[] {
  return [...siteRoutes('ua'), ...prefix('ru', siteRoutes('ru'))];
}
