import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { useAccount } from '../account/account-store.ts';
import type { ApiError } from '../../api/client.ts';
import { requestSignIn } from '../account/sign-in-request.ts';
import { loadFavourites, readFavourites, setFavourite, subscribeFavourites, type FavouriteKind } from './favourite-store.ts';
import { useNamedLabel } from './card-labels.tsx';
import './buttons.module.css';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  id: number;
  /** Names the item in the button's label ("Add Olena Petrenko to favourites"). */
  name: string;
  /** The element that shows the name, for a label shared by a list's cards (card-labels.tsx). */
  nameId?: string;
}

export interface FavouriteToggle {
  pressed(id: number): boolean;
  busy(id: number): boolean;
  toggle(id: number): Promise<void>;
}

/**
 * The hearts of one kind (SPEC §6: favourites require registration). A signed-in patient toggles them
 * through the wishlist API; anybody else gets the header's sign-in dialog on the Patient tab, where
 * "Register" is offered. On the server every heart is unpressed: the page stays the same for everyone.
 */
export function useFavouriteToggle(kind: FavouriteKind): FavouriteToggle {
  const { t } = useT();
  const account = useAccount();
  const lists = useSyncExternalStore(subscribeFavourites, readFavourites, () => null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const patient = account?.user_type === 'patient';
  const pressed = (id: number) => patient && (lists?.[kind].has(id) ?? false);

  useEffect(() => {
    if (patient) void loadFavourites();
  }, [patient]);

  const mark = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function toggle(id: number) {
    if (!patient) {
      if (account) showToast({ severity: 'info', detail: t('catalog.favourite.signin') });
      else requestSignIn({ area: 'patients' });
      return;
    }
    mark(id, true);
    try {
      const now = await setFavourite(kind, id, !pressed(id));
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
      mark(id, false);
    }
  }

  return { pressed, busy: (id) => busy.has(id), toggle };
}

/** The heart of a card or profile: never inside a form, so it needs no `type` (docs/decisions/280). */
export function FavouriteButton({ kind, id, name, nameId }: FavouriteButtonProps) {
  const label = useNamedLabel();
  const favourite = useFavouriteToggle(kind);
  return (
    <button
      aria-pressed={favourite.pressed(id)}
      {...label('catalog.favourite.add', name, nameId)}
      disabled={favourite.busy(id)}
      onClick={() => void favourite.toggle(id)}
      data-favourite={id}
    />
  );
}
