import { lazy, Suspense, useEffect, useState } from 'react';
import { onShellHostRequested, requestShellHost } from './host-loader.ts';

const ShellHost = lazy(() => import('./shell-host.tsx'));

/** What tells us a person has started to use the page (and may soon be answered with a toast or dialog). */
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Mounts the toast area and dialog host in the browser: at a person's first press, touch or key (a
 * toast or dialog usually follows some action), or at once when one is requested. Reading a page never
 * loads it: nothing of it is in the server HTML, the first chunks or the work done after hydration.
 */
export function ShellHostLoader() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stop = onShellHostRequested(() => setWanted(true));
    const request = () => requestShellHost();
    for (const type of FIRST_USE) window.addEventListener(type, request, { once: true, passive: true, capture: true });
    return () => {
      stop();
      for (const type of FIRST_USE) window.removeEventListener(type, request, { capture: true });
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShellHost />
    </Suspense>
  );
}
