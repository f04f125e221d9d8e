/**
 * The in-site path a link leads to, when following it would be a client navigation worth preparing:
 * same origin, same window, not a download, not the page already shown, not marked `data-no-preload`.
 */
export function preloadablePath(
  anchor: Pick<HTMLAnchorElement, 'href' | 'hasAttribute' | 'getAttribute'>,
  here: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>,
): string | null {
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-no-preload') || anchor.hasAttribute('data-reload-document')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  // Files and the API are not pages.
  if (/^\/(api|assets)\//.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}`;
}
