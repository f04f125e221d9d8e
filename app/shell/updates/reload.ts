import { isBusy, onBusyChange } from './busy.ts';
import { hideUpdateNotice, showUpdateNotice } from './update-notice.ts';
import { claimVersionReload, sessionStore, versionReloadAllowedAt } from './reload-guard.ts';

/** While a reload waits for the person, how often the page looks again (forms leave, spinners stop). */
const RECHECK_MS = 2_000;

let pending: 'build' | 'worker' | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopListening: (() => void) | null = null;

function reloadNow(): void {
  claimVersionReload(sessionStore(), Date.now());
  window.location.reload();
}

function attempt(): void {
  clearTimeout(timer);
  if (!pending) return;
  if (isBusy()) {
    showUpdateNotice(reloadNow);
    stopListening ??= onBusyChange(() => setTimeout(attempt, 0));
    timer = setTimeout(attempt, RECHECK_MS);
    return;
  }
  const now = Date.now();
  const allowedAt = versionReloadAllowedAt(sessionStore(), now);
  if (allowedAt > now) {
    timer = setTimeout(attempt, allowedAt - now);
    return;
  }
  if (!claimVersionReload(sessionStore(), now)) return;
  stopListening?.();
  stopListening = null;
  hideUpdateNotice();
  window.location.reload();
}

/**
 * A new version of the site is live (`build`: the build id changed; `worker`: a new service worker took
 * control). Reloads the page at once, at most once per 10 s (SPEC §9), unless the person is filling a form
 * or in a video call: then a polite notice offers "Reload", and the page reloads by itself once they are
 * done (the form sent or cleared, the call left).
 */
export function reloadForNewVersion(reason: 'build' | 'worker'): void {
  if (typeof window === 'undefined') return;
  pending ??= reason;
  attempt();
}
