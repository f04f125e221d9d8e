import type { AppLoadContext } from 'react-router';

/**
 * A loader's value for a {@link import('./static-list.tsx').StaticList}: on a document request it is kept on
 * the server (rendered, not sent for hydration) and the loader returns `null`; a client navigation gets it.
 */
export function keptOnServer<T>(context: AppLoadContext, key: string, value: T): T | null {
  if (!context.documentRequest || !context.serverOnly) return value;
  context.serverOnly.set(key, value);
  return null;
}
