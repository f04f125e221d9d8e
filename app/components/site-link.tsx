import type { ComponentProps } from 'react';
import { Form, Link } from 'react-router';

const ON_SERVER = typeof document === 'undefined';

/** A path of this site (`/…`): not another site (`//host`, `https:`) nor a path relative to the page. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * A link to a page of this site. In the browser it is React Router's `<Link>` (client navigation, route
 * discovery); on the server, where a link is only its markup, the same `<a>` is written directly
 * (docs/decisions/299): the router's hooks that resolve the address and prepare the handlers were a tenth of
 * a listing's rendering. Hydration finds the element and attributes it renders itself and adds the handlers;
 * markup the browser keeps as it is (a listing's cards) is served by its list (`followOwnLink`).
 */
export function SiteLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const {
    prefetch = 'none',
    discover = 'render',
    reloadDocument,
    replace,
    state,
    preventScrollReset,
    relative,
    viewTransition,
    mask,
    defaultShouldRevalidate,
    ...anchor
  } = props;
  if (!ON_SERVER || prefetch !== 'none' || !isSitePath(to)) return <Link to={to} {...props} />;
  // What only the router reads stays out of the markup.
  void [reloadDocument, replace, state, preventScrollReset, relative, viewTransition, mask, defaultShouldRevalidate];
  return <a {...anchor} href={to} data-discover={discover === 'render' ? 'true' : undefined} />;
}

/** A GET form to a page of this site: React Router's `<Form>` in the browser, the same `<form>` written directly on the server (see {@link SiteLink}). */
export function SiteForm({ action, ...props }: ComponentProps<typeof Form> & { action: string; method: 'get' }) {
  const {
    discover = 'render',
    fetcherKey,
    navigate,
    reloadDocument,
    replace,
    state,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    ...form
  } = props;
  if (!ON_SERVER || !isSitePath(action)) return <Form action={action} {...props} />;
  void [fetcherKey, navigate, reloadDocument, replace, state, preventScrollReset, relative, viewTransition, defaultShouldRevalidate];
  return <form {...form} action={action} data-discover={discover === 'render' ? 'true' : undefined} />;
}
