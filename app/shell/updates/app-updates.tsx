import { useEffect } from 'react';
import { whenIdle } from '../idle.ts';
import { watchForms } from './busy.ts';
import { watchChunkErrors } from './chunk-errors.ts';

/** Polling is not needed for the first seconds of a page: its code loads when the browser is idle. */
const POLLING_START_TIMEOUT_MS = 10_000;

/**
 * Keeps an open page on the live build (SPEC §4, §8, §9): reloads after a chunk that failed to load, and
 * polls the build id to reload after a deployment (not while the person is busy). Starts with the page's
 * scripts — on a page to read that is the visitor's first activity (docs/decisions/166). Hydration costs
 * a few listeners; the polling, the reload and the notice are a chunk of their own, loaded at idle time.
 */
export function AppUpdates() {
  useEffect(() => {
    const stopChunkWatch = watchChunkErrors();
    watchForms();
    let stopPolling: (() => void) | undefined;
    let stopped = false;
    const start = () =>
      void import('./version-poll.ts').then((polling) => {
        if (!stopped) stopPolling = polling.startVersionPolling();
      });
    const cancelStart = whenIdle(start, { timeout: POLLING_START_TIMEOUT_MS, fallback: POLLING_START_TIMEOUT_MS / 5 });
    return () => {
      stopped = true;
      cancelStart();
      stopChunkWatch();
      stopPolling?.();
    };
  }, []);
  return null;
}
