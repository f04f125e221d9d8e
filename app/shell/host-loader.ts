const listeners = new Set<() => void>();
let requested = false;

/**
 * The toast area and dialogs are loaded after the page is interactive (they are not needed to read a
 * page), or at once when something asks for them.
 */
export function requestShellHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function onShellHostRequested(listener: () => void): () => void {
  listeners.add(listener);
  if (requested) listener();
  return () => listeners.delete(listener);
}
