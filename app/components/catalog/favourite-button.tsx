import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { useAccount } from '../account/account-store.ts';
import type { ApiError } from '../../api/client.ts';
import { requestSignIn } from '../account/sign-in-request.ts';
import { loadFavourites, readFavourites, setFavourite, subscribeFavourites, type FavouriteKind } from './favourite-store.ts';
import classes from './buttons.module.css';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  id: number;
  /** Names the item in the button's label ("Add Olena Petrenko to favourites"). */
  name: string;
}

/**
 * The heart of a card or profile (SPEC §6: favourites require registration). A signed-in patient toggles
 * it through the wishlist API; anybody else gets the header's sign-in dialog on the Patient tab, where
 * "Register" is offered. The server renders it unpressed: the page stays the same for everyone (cacheable).
 */
export function FavouriteButton({ kind, id, name }: FavouriteButtonProps) {
  const { t } = useT();
  const account = useAccount();
  const lists = useSyncExternalStore(subscribeFavourites, readFavourites, () => null);
  const [busy, setBusy] = useState(false);
  const patient = account?.user_type === 'patient';
  const pressed = patient && (lists?.[kind].has(id) ?? false);

  useEffect(() => {
    if (patient) void loadFavourites();
  }, [patient]);

  async function toggle() {
    if (!patient) {
      if (account) showToast({ severity: 'info', detail: t('catalog.favourite.signin') });
      else requestSignIn({ area: 'patients' });
      return;
    }
    setBusy(true);
    try {
      const now = await setFavourite(kind, id, !pressed);
      showToast({ severity: 'success', detail: t(now ? 'catalog.favourite.added' : 'catalog.favourite.removed') });
    } catch (caught) {
      // Not `isApiError` from form-errors: that would bring the schema messages into every card's chunk.
      const error = caught instanceof Error && caught.name === 'ApiError' ? (caught as ApiError) : null;
      if (error?.status === 401) requestSignIn({ area: 'patients' });
      else if (error?.status === 422) {
        // "favourites limit reached" arrives translated, as the field error or the message.
        const texts = Object.values(error.fieldErrors).flat();
        showToast({ severity: 'warning', detail: texts[0] ?? error.body?.message ?? t('error.occured') });
      } else showToast({ severity: 'error', detail: t('error.occured') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`${classes.toggle} ${classes.heart}`}
      aria-pressed={pressed}
      aria-label={t('catalog.favourite.add', { name })}
      disabled={busy}
      onClick={() => void toggle()}
      data-favourite={id}
    />
  );
}
