import { ApiError } from '../../api/client.ts';
import { call } from '../../api/call.ts';
import { authRoutes } from './on-demand.ts';
import type { AccountProfile, SignInArea } from './account.ts';
import { currentAccount, setAccount } from './account-store.ts';
import { forgetPersonalData } from '../../service-worker/forget.ts';

let pending: Promise<AccountProfile | null> | null = null;

async function fetchAccount(): Promise<AccountProfile | null> {
  try {
    return (await call((await authRoutes()).whoAmI, { expected: [401] })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in person for the cabinets' guards: from memory once known, else `GET /auth/me`
 * (concurrent callers share the request). "Signed out" is asked again each time: the person may have
 * signed in in another tab since.
 */
export function loadAccount(): Promise<AccountProfile | null> {
  const known = currentAccount();
  if (known) return Promise.resolve(known);
  pending ??= fetchAccount()
    .then((account) => {
      setAccount(account);
      return account;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Statuses a sign-in form explains itself: no toast, no redirect (docs/decisions/051). */
const SIGN_IN_EXPECTED: readonly number[] = [401, 403, 422, 429];

/** `smsCode`: the code from the SMS, once the server asked for it (docs/decisions/173). */
export async function signIn(area: SignInArea, login: string, password: string, smsCode?: string): Promise<AccountProfile> {
  const body = smsCode ? { login, password, sms_code: smsCode } : { login, password };
  const answer = await call((await authRoutes()).signIn, { params: { area }, body, expected: SIGN_IN_EXPECTED });
  setAccount(answer.data);
  return answer.data;
}

/** Ends the session on the server; the tab forgets the person even when the server is unreachable. */
export async function signOut(): Promise<void> {
  await call((await authRoutes()).signOut, { expected: [401] }).catch(() => undefined);
  forgetPersonalData();
  setAccount(null);
}
