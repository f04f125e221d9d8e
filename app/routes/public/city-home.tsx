import { data, redirect } from 'react-router';
import type { Route } from './+types/city-home';
import { localeFromRequest } from '../../i18n/locale.ts';
import { HomePage } from './home-page.tsx';
import { homePageSeo } from './home-seo.server.ts';
import { READING_PAGE_MAIN } from '../../components/layouts/public-layout.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';

export const handle = READING_PAGE_MAIN;
/** The same for every visitor, like the other pages to read: shared caches may keep it (docs/decisions/100, 174). */
export const headers = publicPageHeaders;

/** `/{city}`: the home page of one city. Only known slugs; `/Kyiv` is sent to `/kyiv` (docs/decisions/041). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const city = await catalog.findCity(params.city);
  if (!city) throw data(null, { status: 404, statusText: 'Not Found' });
  if (params.city !== city.city_slug) {
    const url = new URL(request.url);
    // The last segment is the city as it was written (capitals, escapes, a trailing slash): replace it whole.
    const path = url.pathname.replace(/\.data$/, '').replace(/\/[^/]*\/?$/, `/${city.city_slug}`);
    throw redirect(`${path}${url.search}`, 301);
  }
  const locale = localeFromRequest(request);
  const name = locale === 'ru' ? city.name_ru : city.name_ua;
  const [seo, page] = await Promise.all([homePageSeo(context, locale, city), catalog.homePage({ locale, cityId: city.id })]);
  return { locale, city: { city_slug: city.city_slug, name }, ...seo, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function CityHome({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
