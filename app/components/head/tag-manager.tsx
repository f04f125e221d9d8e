import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageViewAfterNavigation } from './page-view-after-navigation.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tag-manager container, only when `GTM_ID` is configured. The script is an ordinary async
 * `<script src>` in `<head>` (no inline code, so the Content-Security-Policy needs only the GTM origin);
 * the start event is pushed from our own bundle. Each later client navigation is pushed as a
 * `virtual_page_view` 200 ms after it (SPEC §9), which the container's tags and widgets restart on.
 */
export function TagManager({ id }: { id?: string }) {
  const { pathname, search } = useLocation();
  const shownPage = useRef<string | null>(null);

  useEffect(() => {
    if (!id) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, [id]);

  useEffect(() => {
    const page = `${pathname}${search}`;
    const first = shownPage.current === null;
    shownPage.current = page;
    // The document's own load is the first page view: the container counts it when it starts.
    if (!id || first) return;
    return pageViewAfterNavigation(
      (entry) => (window.dataLayer = window.dataLayer ?? []).push(entry),
      () => ({ path: page, href: window.location.href, title: document.title }),
    );
  }, [id, pathname, search]);

  if (!id) return null;
  return <script async src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`} />;
}
