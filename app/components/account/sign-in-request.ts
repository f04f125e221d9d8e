import type { DialogArea } from './account.ts';

/** Lets any page open the header's sign-in dialog (e.g. "this e-mail is registered: sign in"). */
export interface SignInRequest {
  area: DialogArea;
  /** Fills the login field, e.g. with the e-mail that turned out to be registered already. */
  login?: string;
}

const listeners = new Set<(request: SignInRequest) => void>();

export function requestSignIn(request: SignInRequest): void {
  for (const listener of listeners) listener(request);
}

export function onSignInRequest(listener: (request: SignInRequest) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
