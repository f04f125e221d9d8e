import { currentBuildId } from './build-id.ts';
import { claimChunkReload, sessionStore } from './reload-guard.ts';

/** What browsers and Vite say when a script or style chunk of the page could not be loaded. */
const CHUNK_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/**
 * A chunk of the page failed to load: after a deployment the old build's files are gone, and a reload
 * brings the new ones (SPEC §8). Once per path and build: when the chunk fails again, the page stays as
 * it is (with its error screen) instead of reloading in a loop. Returns whether the page reloads.
 */
export function reloadAfterChunkError(): boolean {
  const path = `${window.location.pathname}${window.location.search}`;
  if (!claimChunkReload(sessionStore(), path, currentBuildId() ?? 'unknown')) return false;
  window.location.reload();
  return true;
}

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Watches for chunks that fail to load: Vite's `vite:preloadError` (a lazily loaded part of a page or its
 * styles) and promise rejections nobody handled. An error screen that shows a chunk error reloads too
 * (`LazyErrorScreen`). React Router reloads by itself when a route's own module fails.
 */
export function watchChunkErrors(): () => void {
  const onPreloadError = (event: PreloadErrorEvent) => {
    // Handled: the import then resolves to nothing while the page reloads. Not handled (the guard said
    // no): the import fails as usual and the error screen shows.
    if (reloadAfterChunkError()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
