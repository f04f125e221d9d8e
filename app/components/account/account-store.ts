import { useSyncExternalStore } from 'react';
import type { AccountProfile } from './account.ts';

/**
 * The signed-in person as this tab knows it: `undefined` until asked, `null` when signed out. A tiny
 * store with no API imports, so the public header can read it without shipping the API client in
 * the first chunk (it loads `session.ts` after hydration); the cabinets keep other data in TanStack Query.
 */
export type AccountState = AccountProfile | null | undefined;

let current: AccountState;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAccount(): AccountState {
  return current;
}

export function setAccount(next: AccountProfile | null): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** After a profile is saved: the header shows the name from here, so it is kept in step with what was just saved. */
export function keepProfileInStep(saved: Pick<AccountProfile, 'first_name' | 'last_name' | 'middle_name' | 'email' | 'phone'>): void {
  if (!current) return;
  const { first_name, last_name, middle_name, email, phone } = saved;
  setAccount({ ...current, first_name, last_name, middle_name, email, phone });
}

export function onAccountChange(listener: (account: AccountState) => void): () => void {
  return subscribe(() => listener(current));
}

/** The server always renders the signed-out state (cacheable HTML); the browser fills in the person. */
export function useAccount(): AccountState {
  return useSyncExternalStore(subscribe, currentAccount, () => undefined);
}
