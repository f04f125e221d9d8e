import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles/app.css';
import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { errorMeta } from './components/errors/error-meta.ts';
import { ErrorScreen } from './components/errors/error-screen.tsx';
import { HeadLinks } from './components/head/head-links.tsx';
import { TagManager } from './components/head/tag-manager.tsx';
import { translate } from './i18n/catalogs.ts';
import { i18nFor } from './i18n/i18n.ts';
import { htmlLang, localeFromPath } from './i18n/locale.ts';
import { ShellHostLoader } from './shell/shell-host-loader.tsx';
import { theme, themeCssText } from './theme.ts';

const THEME_CSS = themeCssText();

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    origin: context.publicConfig.publicOrigin ?? new URL(request.url).origin,
    gtmId: context.publicConfig.gtmId ?? null,
    /** The configured map tile template (MAP_TILE_URL), for every map on the site. */
    mapTileUrl: context.publicConfig.mapTileUrl,
  };
}

/** Settings that never change during a visit: load them with the document only. */
export function shouldRevalidate() {
  return false;
}

export function meta({ error, location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  if (error) return errorMeta(error, locale);
  return [{ title: translate(locale, 'brand.name') }];
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const i18n = useMemo(() => i18nFor(locale), [locale]);
  return (
    <html lang={htmlLang(locale)} data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1A4B48" />
        <Meta />
        {data && <HeadLinks origin={data.origin} />}
        {/* Stylesheets need no CSP nonce (style-src allows 'self'); an explicit empty one keeps the
            server and client markup equal, as browsers hide nonce values from the DOM. */}
        <Links nonce="" />
        {/* Theme variables belong in <head>: the provider's own <style> would land in <body> (invalid HTML). */}
        <style data-vz-theme dangerouslySetInnerHTML={{ __html: THEME_CSS }} />
        <TagManager id={data?.gtmId ?? undefined} />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
            {children}
            <ShellHostLoader />
          </MantineProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors outside the public layout (or in it): the SPEC §2 screens without site chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorScreen error={error} />
    </main>
  );
}
