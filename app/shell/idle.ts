/**
 * Runs `task` once the browser is idle, at the latest after `timeout` ms; where there is no
 * `requestIdleCallback` (Safari), after `fallback` ms. Returns the cancel.
 */
export function whenIdle(task: () => void, { timeout, fallback }: { timeout: number; fallback: number }): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallback);
  return () => clearTimeout(timer);
}
