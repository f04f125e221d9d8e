import type { Route } from './+types/home';
import { translate } from '../../i18n/messages.ts';
import { localeFromRequest } from '../../i18n/locale.ts';
import { HomePage } from './home-page.tsx';
import { READING_PAGE_MAIN } from '../../components/layouts/public-layout.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';

export const handle = READING_PAGE_MAIN;
/** The same for every visitor, like the other pages to read: shared caches may keep it (docs/decisions/100, 174). */
export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { locale, city: null, ...(await context.services.catalog.homePage({ locale })) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'ua';
  return [{ title: translate(locale, 'home.title') }, { name: 'description', content: translate(locale, 'home.description') }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
