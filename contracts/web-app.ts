import type { Locale } from './locale.ts';
import { localizedPath } from './page-url.ts';

/**
 * The site as an installable app (SPEC §1, §4; docs/decisions/247): where the web app manifest and its
 * icons are served, shared by the document head and the server that answers them.
 */

/** One manifest per language: the Ukrainian app at `/`, the Russian one at `/ru` (each its own `id`). */
export function webAppManifestPath(locale: Locale): string {
  return localizedPath('/manifest.webmanifest', locale);
}

export const WEB_APP_MANIFEST_TYPE = 'application/manifest+json';

/** How an icon is drawn: `any` keeps the favicon's rounded tile; `maskable` and `touch` fill the square. */
export type AppIconShape = 'any' | 'maskable' | 'touch';

export interface AppIcon {
  path: string;
  size: number;
  shape: AppIconShape;
}

/** The manifest's icons (Chromium asks for 192 and 512), maskable twins, and the home-screen icon of iOS. */
export const APP_ICONS: readonly AppIcon[] = [
  { path: '/app-icons/192.png', size: 192, shape: 'any' },
  { path: '/app-icons/512.png', size: 512, shape: 'any' },
  { path: '/app-icons/maskable-192.png', size: 192, shape: 'maskable' },
  { path: '/app-icons/maskable-512.png', size: 512, shape: 'maskable' },
  // iOS asks for this address at the root whatever the page says; the head names it too.
  { path: '/apple-touch-icon.png', size: 180, shape: 'touch' },
];

export const APPLE_TOUCH_ICON = APP_ICONS.find((icon) => icon.shape === 'touch') as AppIcon;

/** The site's pages the app's shortcuts open (SPEC §2): the doctors list and the patient's appointments. */
export const APP_SHORTCUTS = [
  { key: 'doctors', path: '/doctors' },
  { key: 'appointments', path: '/patients/appointment' },
] as const;

/** The window property the document head's tiny script keeps the browser's install offer in (see install-capture). */
export const INSTALL_OFFER_PROPERTY = '__vzInstallOffer';
/** Dispatched on `window` when the browser's install offer arrives after the page's scripts are running. */
export const INSTALL_OFFER_EVENT = 'vz:install-offer';
/** Set on `window` by the head's script when the app was installed before the page's scripts ran. */
export const INSTALLED_PROPERTY = '__vzInstalled';
