import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { errorMeta } from '../../components/errors/error-meta.ts';
import { LazyErrorScreen } from '../../components/errors/lazy-error-screen.tsx';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { translate } from '../../i18n/messages.ts';
import { localeFromPath, localeFromRequest } from '../../i18n/locale.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const locale = localeFromRequest(request);
  const [cities, footerSpecializations] = await Promise.all([catalog.listCities(), catalog.footerSpecializations({ locale })]);
  return {
    cities: cities.map(({ city_slug, name_ua, name_ru }) => ({ city_slug, name_ua, name_ru })),
    footerSpecializations,
  };
}

/**
 * The city list and footer are loaded with the first page of a visit and kept in memory: client
 * navigations never fetch them again (SPEC §7 "fetched once per session").
 */
export function shouldRevalidate() {
  return false;
}

export function meta({ error, location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return error ? errorMeta(error, locale) : [{ title: translate(locale, 'brand.name') }];
}

export default function MainLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout cities={loaderData.cities} footerSpecializations={loaderData.footerSpecializations}>
      <Outlet />
    </PublicLayout>
  );
}

/** Errors of public pages keep the header and footer when the layout's own data is there. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeFromPath(useLocation().pathname);
  const data = useRouteLoaderData<typeof loader>(`${locale}:layout-main`);
  return (
    <PublicLayout cities={data?.cities ?? []} footerSpecializations={data?.footerSpecializations ?? []}>
      <LazyErrorScreen error={error} />
    </PublicLayout>
  );
}
