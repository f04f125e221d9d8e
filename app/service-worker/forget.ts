import { FORGET_PERSONAL, type WorkerMessage } from './messages.ts';

/**
 * Tells the service worker to drop the kept appointments (at sign-out). The worker also drops them when it
 * sees the sign-out request; this covers a request that never reached it (docs/decisions/251).
 */
export function forgetPersonalData(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const message: WorkerMessage = { type: FORGET_PERSONAL };
  navigator.serviceWorker.controller?.postMessage(message);
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.active?.postMessage(message))
    .catch(() => undefined);
}
