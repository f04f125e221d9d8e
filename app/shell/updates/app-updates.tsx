import { useEffect } from 'react';
import { watchForms } from './busy.ts';
import { watchChunkErrors } from './chunk-errors.ts';
import { startVersionPolling } from './version-poll.ts';

/**
 * Keeps an open page on the live build (SPEC §4, §8, §9): polls the build id, reloads after a deployment
 * (not while the person is busy) and after a chunk that failed to load. Starts with the page's scripts —
 * on a page to read that is the visitor's first activity (docs/decisions/166) — and costs a few listeners
 * and a timer, no work during hydration.
 */
export function AppUpdates() {
  useEffect(() => {
    const stopChunkWatch = watchChunkErrors();
    watchForms();
    const stopPolling = startVersionPolling();
    return () => {
      stopChunkWatch();
      stopPolling();
    };
  }, []);
  return null;
}
