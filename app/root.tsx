import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles/app.css';
// The theme's variables (docs/decisions/277), after Mantine's defaults they override.
import './styles/theme-variables.css';
import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { errorMeta } from './components/errors/error-meta.ts';
import { LazyErrorScreen } from './components/errors/lazy-error-screen.tsx';
import { HeadLinks } from './components/head/head-links.tsx';
import { TagManager } from './components/head/tag-manager.tsx';
import { WebAppLinks } from './components/head/web-app-links.tsx';
import { InstallOffer } from './components/install/install-offer.tsx';
import { I18nProvider, pageI18n } from './i18n/i18n.ts';
import { loadMessages } from './i18n/load-messages.ts';
import { htmlLang, localeFromPath, localeFromRequest } from './i18n/locale.ts';
import { messageScopeOfPath } from './i18n/message-scopes.ts';
import { MESSAGES_ATTRIBUTE } from './i18n/messages-file.ts';
import { translate } from './i18n/messages.ts';
import { pageMessages } from './i18n/page-messages.server.ts';
import { ShellHostLoader } from './shell/shell-host-loader.tsx';
import { AppUpdates } from './shell/updates/app-updates.tsx';
import { RoutePreloader } from './shell/route-preload/route-preloader.tsx';
import { ServiceWorkerLoader } from './service-worker/service-worker-loader.tsx';
import { theme } from './theme.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    origin: context.publicConfig.publicOrigin ?? new URL(request.url).origin,
    gtmId: context.publicConfig.gtmId ?? null,
    /** The configured map tile template (MAP_TILE_URL), for every map on the site. */
    mapTileUrl: context.publicConfig.mapTileUrl,
    /**
     * The file of the page's messages: its language, the keys of its part of the site (docs/decisions/160).
     * Fetched by the browser apart from the page, and kept (docs/decisions/277).
     */
    messagesPath: pageMessages(localeFromRequest(request), new URL(request.url).pathname).path,
  };
}

/** A navigation that loads the root again (another language or part of the site) waits for its messages too. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadMessages(localeFromPath(new URL(request.url).pathname), data.messagesPath);
  return data;
}

/**
 * Settings never change during a visit: they load with the document. The messages load again only when
 * a navigation changes the language or the part of the site (public pages, cabinets, back office).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const messageSet = (url: URL) => `${localeFromPath(url.pathname)}:${messageScopeOfPath(url.pathname)}`;
  return messageSet(currentUrl) !== messageSet(nextUrl);
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
  const scope = messageScopeOfPath(pathname);
  const messagesPath = data?.messagesPath;
  // The messages are registered before React renders (app/entry.client.tsx, the clientLoader above); a new
  // file means new messages.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const i18n = useMemo(() => pageI18n(locale, scope), [locale, scope, messagesPath]);
  return (
    <html lang={htmlLang(locale)} data-mantine-color-scheme="light" {...{ [MESSAGES_ATTRIBUTE]: messagesPath }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1A4B48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <WebAppLinks locale={locale} />
        <Meta />
        {data && <HeadLinks origin={data.origin} />}
        {/* Stylesheets need no CSP nonce (style-src allows 'self'); an explicit empty one keeps the
            server and client markup equal, as browsers hide nonce values from the DOM. */}
        <Links nonce="" />
        <TagManager id={data?.gtmId ?? undefined} />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
            {children}
            <ShellHostLoader />
            <AppUpdates />
            <RoutePreloader />
            <ServiceWorkerLoader />
            <InstallOffer />
          </MantineProvider>
        </I18nProvider>
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
      <LazyErrorScreen error={error} />
    </main>
  );
}
