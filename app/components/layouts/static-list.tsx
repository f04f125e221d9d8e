import { createContext, useContext, type FormEvent, type HTMLAttributes, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/**
 * A list a page to read renders on the server and never hydrates (docs/decisions/279).
 *
 * Fifty cards of a listing are most of its HTML; sent again as hydration data, their fields were ~50 KB
 * more, only so that React could rebuild markup the browser already shows. Here the loader keeps the items
 * on the server for a document request ({@link keptOnServer} in `server-only-data.server.ts`); the server
 * renders them from {@link ServerOnlyData}; the browser hydrates an empty list whose content React leaves
 * as it is (`dangerouslySetInnerHTML` is not compared when hydrating). What the items' buttons do is
 * served from the list itself by event delegation (`onClick`, `onSubmit`) and effects on its elements.
 *
 * A client navigation's loader sends the items, and the list is React's as any other: a new element
 * (another `key`), so the server's markup is replaced rather than added to.
 */
const ServerOnlyData = createContext<ReadonlyMap<string, unknown> | null>(null);
export const ServerOnlyDataProvider = ServerOnlyData.Provider;

/**
 * On the server: an item's markup, rendered apart from the page once per distinct `key` and kept
 * (`app/item-markup.server.ts`). Absent in the browser.
 */
export type ItemMarkupRenderer = (key: string, render: () => ReactNode) => string;
const ItemMarkup = createContext<ItemMarkupRenderer | null>(null);
export const ItemMarkupProvider = ItemMarkup.Provider;

/** What the loader kept on the server under `key`: there while the server renders, never in the browser. */
export function useServerOnly<T>(key: string): T | undefined {
  return useContext(ServerOnlyData)?.get(key) as T | undefined;
}

/**
 * The props of an element whose content is the server's markup, kept as it is in the browser: React does
 * not compare or replace `dangerouslySetInnerHTML` content when it hydrates, and the empty value is not a
 * mismatch to warn of.
 */
export const KEEP_SERVER_MARKUP = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;

/** What the loader sent, else what it kept on the server under `key` while the server renders; `undefined` for the server's markup in the browser. */
export function useSentOrKept<T>(sent: T | null, key: string): T | undefined {
  const kept = useServerOnly<T>(key);
  return sent ?? kept;
}

/**
 * A press on a link of server-rendered markup that React Router would follow itself (the left button, no
 * keys held, this site, this tab): followed as a client navigation, as its own `<Link>` would be.
 */
export function followOwnLink(event: MouseEvent, navigate: NavigateFunction): boolean {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin) return false;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
  return true;
}

/**
 * A GET form of server-rendered markup, submitted as a client navigation: its fields and the pressed
 * button's value, as the browser would send them.
 */
export function submitGetForm(event: FormEvent, navigate: NavigateFunction): boolean {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'get') return false;
  event.preventDefault();
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (submitter instanceof HTMLButtonElement && submitter.name) query.append(submitter.name, submitter.value);
  const target = new URL(form.action);
  target.search = query.toString();
  void navigate(`${target.pathname}${target.search}${target.hash}`);
  return true;
}

/**
 * A block of a page to read that needs no script of its own, only its links and GET forms (a listing's
 * filters, docs/decisions/280). `children` when React has what it shows (the server, a client navigation);
 * `undefined` in the browser for the server's markup, which is then kept as it is and served from here:
 * links and forms become client navigations.
 */
export function KeptMarkup({ children }: { children: ReactNode | undefined }) {
  const navigate = useNavigate();
  if (children !== undefined) return <div key="react">{children}</div>;
  return <div key="server" onClick={(event) => followOwnLink(event, navigate)} onSubmit={(event) => submitGetForm(event, navigate)} {...KEEP_SERVER_MARKUP} />;
}

/** Set on a server-rendered list once its buttons are served (the paint-first loader replays a held press then). */
export const STATIC_LIST_READY = 'data-vz-static';

/**
 * How the server keeps an item's markup: `key` says everything the item's markup depends on besides the
 * contexts `wrap` provides again around it (it is rendered apart from the page).
 */
export interface KeptItems<T> {
  key: (item: T, index: number) => string;
  wrap: (node: ReactNode) => ReactNode;
}

export type StaticListProps<T> = {
  /** The items when React has them (the server, a client navigation); `undefined` for the server's markup. */
  items: readonly T[] | undefined;
  children: (item: T, index: number) => ReactNode;
  listRef?: RefObject<HTMLUListElement | null>;
  onClick?: (event: MouseEvent<HTMLUListElement>) => void;
  onSubmit?: (event: FormEvent<HTMLUListElement>) => void;
} & Omit<HTMLAttributes<HTMLUListElement>, 'children' | 'onClick' | 'onSubmit'>;

/**
 * A list the browser keeps as the server sent it. With `kept`, the server writes each item from the markup it
 * kept for the same item (docs/decisions/310): the browser never compares it with anything, so the markup need
 * only say the same to a person, and an unchanged card is not rendered again for every visitor.
 */
export function StaticList<T extends { id: number | string }>({
  items,
  children,
  listRef,
  onClick,
  onSubmit,
  kept,
  ...attributes
}: StaticListProps<T> & { kept?: KeptItems<T> }) {
  const renderItem = useContext(ItemMarkup);
  if (items && renderItem && kept)
    return (
      <ul key="items" {...attributes}>
        {items.map((item, index) => (
          <li key={item.id} dangerouslySetInnerHTML={{ __html: renderItem(kept.key(item, index), () => kept.wrap(children(item, index))) }} />
        ))}
      </ul>
    );
  if (items)
    return (
      <ul key="items" ref={listRef} {...attributes}>
        {items.map((item, index) => (
          <li key={item.id}>{children(item, index)}</li>
        ))}
      </ul>
    );
  return <ul key="server" ref={listRef} onClick={onClick} onSubmit={onSubmit} {...attributes} {...KEEP_SERVER_MARKUP} />;
}
