import { reloadForNewVersion } from '../shell/updates/reload.ts';

/** SPEC §9: the page asks for `/sw.js` again every 20 s while it is visible. */
export const UPDATE_CHECK_MS = 20_000;

/**
 * Whether a change of controller means a new version: only when the page already had a worker. The very
 * first install also takes control of the page (`clients.claim`), and that is no reason to reload.
 */
export function isNewVersion(hadController: boolean): boolean {
  return hadController;
}

function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
}

/** Registers `/sw.js` (SPEC §4) and reloads the page when a new version of it takes control. */
export async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  let hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (isNewVersion(hadController)) reloadForNewVersion('worker');
    hadController = true;
  });
  // `updateViaCache: 'none'`: the checks always reach the server, whatever a cache in between keeps.
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  checkForUpdates(registration);
}
