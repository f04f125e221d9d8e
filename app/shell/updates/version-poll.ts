import { currentBuildId } from './build-id.ts';
import { reloadForNewVersion } from './reload.ts';

/**
 * How often a visible page asks for the latest build id (docs/decisions/255): a deployment reaches an open
 * tab within a minute, at one tiny request a minute per visible tab. A page coming back into view asks at
 * once (a tab left in the background for hours is the likeliest to be old).
 */
export const VERSION_POLL_MS = 60_000;
/** Two checks closer than this are one: the tab flicking between visible and hidden asks once. */
const MIN_GAP_MS = 5_000;

/** `contracts/routes/build.ts` (read without zod, which public pages do not load). */
export const BUILD_MANIFEST_URL = '/api/v1/build-manifest';

let lastCheck = 0;
let inFlight = false;

async function latestBuildId(): Promise<string | null> {
  const response = await fetch(BUILD_MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { build_id?: unknown } | null;
  return typeof body?.build_id === 'string' ? body.build_id : null;
}

/** Asks the server for its build; a different one than the page's starts the reload. */
export async function checkForNewVersion(): Promise<void> {
  const now = Date.now();
  const own = currentBuildId();
  if (!own || inFlight || now - lastCheck < MIN_GAP_MS) return;
  inFlight = true;
  lastCheck = now;
  try {
    const latest = await latestBuildId();
    if (latest && latest !== own) reloadForNewVersion('build');
  } catch {
    // Offline or the server restarting: the next check will tell.
  } finally {
    inFlight = false;
  }
}

/** Polls while the page is visible and checks when it becomes visible again; returns the stop. */
export function startVersionPolling(): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const schedule = () => {
    clearInterval(timer);
    timer = document.visibilityState === 'visible' ? setInterval(() => void checkForNewVersion(), VERSION_POLL_MS) : undefined;
  };
  const onVisibility = () => {
    schedule();
    if (document.visibilityState === 'visible') void checkForNewVersion();
  };
  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
