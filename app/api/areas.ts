import { localeFromPath, localizedPath, unlocalizedPath } from '../i18n/locale.ts';

/** The signed-in areas of the site, by path prefix (SPEC §2), and where each one signs in. */
const AREA_LOGIN: Record<string, string> = {
  '/admins': '/admins/login',
  '/partners': '/partners/login',
  '/patients': '/patients/login',
  '/cabinet-doctor': '/cabinet-doctor/login',
};

/** `/ru/admins/doctors` → `/admins`; `null` outside the signed-in areas. */
export function areaOf(pathname: string): string | null {
  const path = unlocalizedPath(pathname);
  return Object.keys(AREA_LOGIN).find((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ?? null;
}

/** SPEC §8 401: the login route of the area of the current path, locale prefix kept; else the site root. */
export function loginPathFor(pathname: string): string {
  const area = areaOf(pathname);
  return localizedPath(area ? AREA_LOGIN[area] : '/', localeFromPath(pathname));
}

/**
 * SPEC §2 after logout: the area's login route; patients and partners sign in from the public site
 * (their login routes redirect to `/`), so they go to the site root; outside the areas, the site root.
 */
export function logoutTargetFor(pathname: string): string {
  const area = areaOf(pathname);
  const locale = localeFromPath(pathname);
  if (area === '/admins' || area === '/cabinet-doctor') return localizedPath(AREA_LOGIN[area], locale);
  return localizedPath('/', locale);
}
