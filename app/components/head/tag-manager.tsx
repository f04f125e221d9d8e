import { useEffect } from 'react';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tag-manager container, only when `GTM_ID` is configured. The script is an ordinary async
 * `<script src>` in `<head>` (no inline code, so the Content-Security-Policy needs only the GTM origin);
 * the start event is pushed from our own bundle.
 */
export function TagManager({ id }: { id?: string }) {
  useEffect(() => {
    if (!id) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, [id]);
  if (!id) return null;
  return <script async src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`} />;
}
