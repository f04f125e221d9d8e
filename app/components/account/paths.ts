import { areaOf } from '../../api/areas.ts';
import { localizedPath, unlocalizedPath, type Locale } from '../../i18n/locale.ts';
import type { DialogArea, SignInArea, UserType } from './account.ts';

/** `?login=patients|partners` on any public page opens the sign-in dialog on that tab (docs/decisions/053). */
export const LOGIN_QUERY = 'login';
export const NEXT_QUERY = 'next';

const CABINET_HOME: Record<UserType, string> = {
  patient: '/patients/general-information',
  partner: '/partners/general-information',
  doctor: '/cabinet-doctor',
  user: '/admins',
};

const AREA_OF_USER_TYPE: Record<UserType, string> = { patient: '/patients', partner: '/partners', doctor: '/cabinet-doctor', user: '/admins' };

export function cabinetPathFor(userType: UserType, locale: Locale): string {
  return localizedPath(CABINET_HOME[userType], locale);
}

const PROBE_ORIGIN = 'https://next.invalid';
const MAX_NEXT_LENGTH = 2048;

/**
 * A `next` value we may send the browser to after sign-in: a path on this site only. Absolute URLs,
 * protocol-relative `//host`, backslash tricks (`/\host`, which browsers read as `//host`), control
 * characters, the API and login routes (a redirect loop) are refused. Returns the normalised path.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_NEXT_LENGTH || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = unlocalizedPath(url.pathname);
  if (path === '/api' || path.startsWith('/api/') || /\/login\/?$/.test(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where a person goes after signing in: a safe `next` inside their own area or on the public site
 * (another area's page would only answer "insufficient rights"), else their cabinet.
 */
export function signInTarget(userType: UserType, locale: Locale, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (safe) {
    const area = areaOf(safe.split(/[?#]/)[0]);
    if (area === null || area === AREA_OF_USER_TYPE[userType]) return safe;
  }
  return cabinetPathFor(userType, locale);
}

/** `/patients/login` → `/?login=patients&next=…` in the same language (docs/decisions/053). */
export function loginDialogPath(area: DialogArea, locale: Locale, next?: string | null): string {
  const query = new URLSearchParams({ [LOGIN_QUERY]: area });
  const safe = safeNextPath(next);
  if (safe) query.set(NEXT_QUERY, safe);
  return `${localizedPath('/', locale)}?${query.toString()}`;
}

export function parseDialogArea(value: string | null | undefined): DialogArea | null {
  return value === 'patients' || value === 'partners' ? value : null;
}

export function parseSignInArea(value: string | null | undefined): SignInArea {
  return value === 'partners' || value === 'doctors' ? value : 'patients';
}

/** "Forgot password?" of an area: patients are the default and need no query. */
export function passwordRestorePath(area: SignInArea, locale: Locale): string {
  const path = localizedPath('/password-restore', locale);
  return area === 'patients' ? path : `${path}?area=${area}`;
}
