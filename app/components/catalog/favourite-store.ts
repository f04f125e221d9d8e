import { accountRoutes, callRoute as call } from '../account/on-demand.ts';
import { currentAccount, onAccountChange } from '../account/account-store.ts';

/**
 * What the signed-in patient has in favourites, for the heart buttons of a page: one `GET /wishlist`
 * per page view (on the first button that needs it), then kept in step with the buttons' own
 * `PUT`/`DELETE`. The API client is imported on demand so visitors never load it (docs/decisions/053).
 */

export type FavouriteKind = 'doctors' | 'medical-institutions' | 'articles';

/** `GET /wishlist` names the lists with underscores. */
const LIST_OF: Record<FavouriteKind, 'doctors' | 'medical_institutions' | 'articles'> = {
  doctors: 'doctors',
  'medical-institutions': 'medical_institutions',
  articles: 'articles',
};

type Lists = Record<FavouriteKind, ReadonlySet<number>>;

let lists: Lists | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Another person signing in (or signing out) in this tab makes what we knew wrong.
let watching = false;
function watchAccount(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  onAccountChange(() => {
    lists = null;
    loading = null;
    notify();
  });
}

export function subscribeFavourites(listener: () => void): () => void {
  watchAccount();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Null until known (signed out, or not loaded yet). */
export function readFavourites(): Lists | null {
  return lists;
}

/** Loads the patient's favourites once; a failure leaves the buttons unpressed and lets a later call retry. */
export function loadFavourites(): Promise<void> {
  if (currentAccount()?.user_type !== 'patient') return Promise.resolve();
  loading ??= (async () => {
    const answer = await call((await accountRoutes()).wishlist, { expected: [401, 403] });
    const ids = (kind: FavouriteKind) => new Set(answer.data[LIST_OF[kind]].map((item) => item.id));
    lists = { doctors: ids('doctors'), 'medical-institutions': ids('medical-institutions'), articles: ids('articles') };
    notify();
  })().catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Adds or removes one favourite. Resolves to the new state; rejects with the API error (422 "favourites
 * limit reached", 401 when the session ended) for the button to show.
 */
export async function setFavourite(kind: FavouriteKind, id: number, favourite: boolean): Promise<boolean> {
  const routes = await accountRoutes();
  if (favourite) await call(routes.addToWishlist, { params: { kind, id }, expected: [401, 403, 422] });
  else await call(routes.removeFromWishlist, { params: { kind, id }, expected: [401, 403] });
  if (lists) {
    const next = new Set(lists[kind]);
    if (favourite) next.add(id);
    else next.delete(id);
    lists = { ...lists, [kind]: next };
    notify();
  }
  return favourite;
}
