import { localeFromPath } from '../../contracts/page-url.ts';
import { reloadForNewVersion } from '../shell/updates/reload.ts';
import { KEEP_UPCOMING, type WorkerMessage } from './messages.ts';

/** SPEC §9: the page asks for `/sw.js` again every 20 s while it is visible. */
export const UPDATE_CHECK_MS = 20_000;

/**
 * Whether a change of controller means a new version: only when the page already had a worker. The very
 * first install also takes control of the page (`clients.claim`), and that is no reason to reload.
 */
export function isNewVersion(hadController: boolean): boolean {
  return hadController;
}

/**
 * A patient whose first visit is her cabinet has read her appointments before the worker existed: the
 * worker reads them once itself, so they are there offline after this one visit (docs/decisions/251).
 */
function keepUpcomingOnFirstControl(worker: ServiceWorker | null): void {
  const { pathname } = window.location;
  if (!worker || !/^(\/ru)?\/patients(\/|$)/.test(pathname)) return;
  const message: WorkerMessage = { type: KEEP_UPCOMING, locale: localeFromPath(pathname) };
  worker.postMessage(message);
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
    else keepUpcomingOnFirstControl(container.controller);
    hadController = true;
  });
  // `updateViaCache: 'none'`: the checks always reach the server, whatever a cache in between keeps.
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  checkForUpdates(registration);
}
