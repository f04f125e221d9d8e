import type { Route } from './+types/home';
import { localeFromRequest } from '../../i18n/locale.ts';
import { HomePage } from './home-page.tsx';
import { homePageSeo } from './home-seo.server.ts';
import { READING_PAGE_MAIN } from '../../components/layouts/public-layout.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';

export const handle = READING_PAGE_MAIN;
/** The same for every visitor, like the other pages to read: shared caches may keep it (docs/decisions/100, 174). */
export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const [seo, page] = await Promise.all([homePageSeo(context, locale, null), context.services.catalog.homePage({ locale })]);
  return { locale, city: null, ...seo, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
