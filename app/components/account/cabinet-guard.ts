import { redirect } from 'react-router';
import { loginPathFor } from '../../api/areas.ts';
import { localeFromPath, localizedPath } from '../../i18n/locale.ts';
import { showToast } from '../../shell/toasts.ts';
import type { AccountProfile, UserType } from './account.ts';
import { NEXT_QUERY } from './paths.ts';
import { loadAccount } from './session.ts';

/**
 * The cabinets' layout guard (SPEC §8): no session goes to the area's login route, keeping the page
 * to come back to; a session of another user type gets "insufficient rights" and the site root.
 */
export async function guardCabinet(request: Request, userType: UserType): Promise<AccountProfile> {
  const url = new URL(request.url);
  const account = await loadAccount();
  if (!account) {
    const next = new URLSearchParams({ [NEXT_QUERY]: `${url.pathname}${url.search}` });
    throw redirect(`${loginPathFor(url.pathname)}?${next.toString()}`);
  }
  if (account.user_type !== userType) {
    showToast({ severity: 'error', detail: 'lack.of.rights' });
    throw redirect(localizedPath('/', localeFromPath(url.pathname)));
  }
  return account;
}
