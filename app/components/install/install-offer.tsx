import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { offerAllowedOn, useInstallOffer } from './install-state.ts';

/** The banner's code and styles load only when there is something to offer (most visits: never). */
const InstallBanner = lazy(() => import('./install-banner.tsx'));

/**
 * SPEC §4 app install prompt: offered when the browser signals it (or, on iOS Safari, a hint to add the
 * site to the home screen), hidden for good once dismissed (docs/decisions/248, 249). Renders nothing on
 * the server and until the browser has something to offer, so it costs a page to read nothing.
 */
export function InstallOffer() {
  const { pathname } = useLocation();
  const { kind, install, dismiss } = useInstallOffer();
  if (!kind || !offerAllowedOn(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner kind={kind} onInstall={install} onDismiss={dismiss} />
    </Suspense>
  );
}
