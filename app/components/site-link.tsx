import type { AnchorHTMLAttributes, ComponentProps, FormHTMLAttributes } from 'react';
import { Form, Link } from 'react-router';

const ON_SERVER = typeof document === 'undefined';

/** A path of this site (`/…`): not another site (`//host`, `https:`) nor a path relative to the page. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** What only the router reads: kept out of markup written directly. */
const ROUTER_ONLY = new Set([
  'prefetch',
  'discover',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'relative',
  'viewTransition',
  'mask',
  'defaultShouldRevalidate',
  'fetcherKey',
  'navigate',
]);

/** The element's attributes from a router component's props: its own, the address, and `data-discover` as the router writes them. */
function markupOf(props: Record<string, unknown>, address: 'href' | 'action', path: string): Record<string, unknown> {
  const markup: Record<string, unknown> = {};
  for (const name in props) if (!ROUTER_ONLY.has(name)) markup[name] = props[name];
  markup[address] = path;
  markup['data-discover'] = props.discover === 'none' ? undefined : 'true';
  return markup;
}

/**
 * A link to a page of this site. In the browser it is React Router's `<Link>` (client navigation, route
 * discovery); on the server, where a link is only its markup, the same `<a>` is written directly
 * (docs/decisions/299): the router's hooks that resolve the address and prepare the handlers were a tenth of
 * a listing's rendering. Hydration finds the element and attributes it renders itself and adds the handlers;
 * markup the browser keeps as it is (a listing's cards) is served by its list (`followOwnLink`).
 */
export function SiteLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  if (!ON_SERVER || (props.prefetch ?? 'none') !== 'none' || !isSitePath(to)) return <Link to={to} {...props} />;
  return <a {...(markupOf(props, 'href', to) as AnchorHTMLAttributes<HTMLAnchorElement>)} />;
}

/** A GET form to a page of this site: React Router's `<Form>` in the browser, the same `<form>` written directly on the server (see {@link SiteLink}). */
export function SiteForm({ action, ...props }: ComponentProps<typeof Form> & { action: string; method: 'get' }) {
  if (!ON_SERVER || !isSitePath(action)) return <Form action={action} {...props} />;
  return <form {...(markupOf(props, 'action', action) as FormHTMLAttributes<HTMLFormElement>)} />;
}
