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

let stayPath: (() => string) | null = null;

/**
 * A page whose state must survive a sign-in (a booking in progress) asks the header's dialog to come back
 * to it instead of the cabinet; the returned function withdraws the request when the page goes.
 */
export function stayHereOnSignIn(path: () => string): () => void {
  stayPath = path;
  return () => {
    if (stayPath === path) stayPath = null;
  };
}

/** Where the header's "Sign in" should return to, if the page asked to stay. */
export function signInReturnPath(): string | null {
  return stayPath?.() ?? null;
}
