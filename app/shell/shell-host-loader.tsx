import { lazy, Suspense, useEffect, useState } from 'react';
import { onShellHostRequested, requestShellHost } from './host-loader.ts';

const ShellHost = lazy(() => import('./shell-host.tsx'));

/**
 * Mounts the toast area and dialog host in the browser: when the page is idle after hydration, or at
 * once when a toast or dialog is requested. Nothing of it is in the server HTML or the first chunk.
 */
export function ShellHostLoader() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stop = onShellHostRequested(() => setWanted(true));
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => requestShellHost());
    return stop;
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShellHost />
    </Suspense>
  );
}
