import { lazy, Suspense } from 'react';

const ErrorScreen = lazy(() => import('./error-screen.tsx').then((module) => ({ default: module.ErrorScreen })));

/**
 * The error screen as its own chunk: pages that never fail (nearly all) do not load it or the button
 * components it uses (docs/decisions/160). The server still renders it whole.
 */
export function LazyErrorScreen({ error }: { error: unknown }) {
  return (
    <Suspense>
      <ErrorScreen error={error} />
    </Suspense>
  );
}
