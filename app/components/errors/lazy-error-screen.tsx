import { lazy, Suspense, useEffect } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '../../shell/updates/chunk-errors.ts';

const ErrorScreen = lazy(() => import('./error-screen.tsx').then((module) => ({ default: module.ErrorScreen })));

/**
 * The error screen as its own chunk: pages that never fail (nearly all) do not load it or the button
 * components it uses (docs/decisions/160). The server still renders it whole. An error that is a chunk
 * which failed to load (a deployment removed the old files) reloads the page once instead (SPEC §8).
 */
export function LazyErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return (
    <Suspense>
      <ErrorScreen error={error} />
    </Suspense>
  );
}
