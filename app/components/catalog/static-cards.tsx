import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { followOwnLink, STATIC_LIST_READY, submitGetForm, useSentOrKept } from '../layouts/static-list.tsx';
import { CompareOpenLink, useCompareToggle } from './compare-button.tsx';
import type { CompareKind } from './compare-store.ts';
import { useFavouriteToggle } from './favourite-button.tsx';

const COMPARE = 'button[data-compare]';
const FAVOURITE = 'button[data-favourite]';
const idOf = (button: HTMLElement, key: 'compare' | 'favourite') => Number(button.dataset[key]);

export interface StaticCards<T> {
  /** The loader's cards, else those kept on the server while it renders; `undefined` for the server's markup. */
  items: readonly T[] | undefined;
  /** For the {@link StaticList}. */
  list: {
    listRef: RefObject<HTMLUListElement | null>;
    onClick: (event: MouseEvent<HTMLUListElement>) => void;
    onSubmit: (event: FormEvent<HTMLUListElement>) => void;
  };
  /** The compare links of pressed toggles, as portals: render them anywhere on the page. */
  links: ReactNode;
}

/**
 * The cards the server rendered in a {@link StaticList} (docs/decisions/279), served from the list: a press on
 * a favourite or compare toggle reaches the list (`onClick`) and the toggles' state is written onto the
 * buttons; a pressed compare toggle gets its link to the comparison page beside it (a portal into the card's
 * compare group); the cards' links and free-time forms are client navigations, as React Router's own would be.
 * `sent` is what the loader returned (`null` on a document request, whose cards stay under `key` on the
 * server). Does nothing while the list is React's own: its cards serve themselves.
 */
export function useStaticCards<T>(kind: CompareKind, sent: readonly T[] | null, key: string): StaticCards<T> {
  const items = useSentOrKept(sent, key);
  const active = items === undefined;
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const compare = useCompareToggle(kind);
  const favourite = useFavouriteToggle(kind);
  const [groups, setGroups] = useState<ReadonlyMap<number, HTMLElement>>(() => new Map());

  useEffect(() => {
    const list = listRef.current;
    if (!active || !list) return;
    const found = new Map<number, HTMLElement>();
    for (const button of list.querySelectorAll<HTMLButtonElement>(COMPARE)) if (button.parentElement) found.set(idOf(button, 'compare'), button.parentElement);
    setGroups(found);
  }, [active]);

  useEffect(() => {
    const list = listRef.current;
    if (!active || !list) return;
    for (const button of list.querySelectorAll<HTMLButtonElement>(COMPARE))
      button.setAttribute('aria-pressed', String(compare.list.includes(idOf(button, 'compare'))));
    for (const button of list.querySelectorAll<HTMLButtonElement>(FAVOURITE)) {
      const id = idOf(button, 'favourite');
      button.setAttribute('aria-pressed', String(favourite.pressed(id)));
      button.disabled = favourite.busy(id);
    }
    // The buttons are served from here on: a press held before the scripts came is replayed now.
    list.setAttribute(STATIC_LIST_READY, '');
  });

  function onClick(event: MouseEvent<HTMLUListElement>) {
    if (!active || event.defaultPrevented || !(event.target instanceof Element)) return;
    if (followOwnLink(event, navigate)) return;
    const button = event.target.closest<HTMLButtonElement>(`${COMPARE},${FAVOURITE}`);
    if (!button || button.disabled) return;
    if (button.dataset.compare) compare.toggle(idOf(button, 'compare'));
    else void favourite.toggle(idOf(button, 'favourite'));
  }

  /** A free time's GET form, as the browser would send it. */
  function onSubmit(event: FormEvent<HTMLUListElement>) {
    if (active) submitGetForm(event, navigate);
  }

  const links = active
    ? compare.list.flatMap((id) => {
        const group = groups.get(id);
        return group ? [createPortal(<CompareOpenLink kind={kind} count={compare.list.length} />, group, `compare-${id}`)] : [];
      })
    : null;
  return { items, list: { listRef, onClick, onSubmit }, links };
}
