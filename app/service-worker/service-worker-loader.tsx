import { useEffect } from 'react';
import { whenIdle } from '../shell/idle.ts';

/**
 * Registers the service worker once the page has loaded and the browser is idle (docs/decisions/252): on
 * a page to read that is after the visitor's first activity, when its scripts start, so the first load
 * gains no work. Not in development: Vite serves the files there (`/sw.js` retires any worker).
 */
export function ServiceWorkerLoader() {
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let cancelRegister: (() => void) | undefined;
    const register = () => void import('./register.ts').then((module) => module.registerServiceWorker()).catch(() => undefined);
    const start = () => {
      cancelRegister = whenIdle(register, { timeout: 5_000, fallback: 1_000 });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelRegister?.();
      window.removeEventListener('load', start);
    };
  }, []);
  return null;
}
