import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '../../../contracts/cookies.ts';
import { localeFromPath } from '../../i18n/locale.ts';
import type { AccountProfile } from './account.ts';
import { currentAccount, setAccount } from './account-store.ts';

// The same configured base as the API client (app/api/browser.ts); read here so this module stays tiny.
const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api/v1').replace(/\/+$/, '');

/**
 * The public header's "who is signed in?" after hydration. A bare `fetch` rather than the API
 * client: every public page view runs it, and the client (with its query-string library) would add
 * about 18 KB of compressed script to each of them. A failure just leaves the header signed out; the
 * cabinets' guards ask again through the API client with its retries and error handling.
 */
export async function probeAccount(): Promise<void> {
  if (currentAccount() !== undefined) return;
  // Never signed in on this browser (or signed out): no request, no 401 in the console.
  if (!hasSignedInHint(document.cookie)) return setAccount(null);
  const response = await fetch(`${API_BASE}/auth/me`, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': localeFromPath(window.location.pathname) },
  });
  // Read the body whatever the status: an unread one keeps the request open in the browser.
  const text = await response.text();
  if (response.status === 401) {
    // The session ended (expired, or signed out elsewhere): stop asking on every page.
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    return setAccount(null);
  }
  if (!response.ok) return;
  const body = JSON.parse(text) as { data: AccountProfile };
  // A sign-in that finished meanwhile knows better than this older answer.
  if (currentAccount() === undefined) setAccount(body.data);
}
