import type { AccountsService } from './accounts.ts';

/** How often each instance deletes expired sessions, ended rate-limit windows and forgotten pairs. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/**
 * Keeps the accounts tables from growing without bound: every failed sign-in from a new address leaves a
 * row (docs/decisions/173). Every instance may run it; the deletes are idempotent.
 */
export function startAccountsHousekeeping(
  accounts: Pick<AccountsService, 'purgeExpired'>,
  { intervalMs = HOUSEKEEPING_INTERVAL_MS, onError }: { intervalMs?: number; onError?: (error: unknown) => void } = {},
) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= accounts
      .purgeExpired()
      .then(
        () => undefined,
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref?.();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
