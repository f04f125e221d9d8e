import type { SessionUser } from '../features/accounts/permissions.ts';
import type { Services } from '../features/services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** Logs a page error through the server's logger (which strips personal data). */
    logError(error: unknown): void;
    /** Build-time and runtime settings a page may need (never secrets). */
    publicConfig: { gtmId?: string; mapTileUrl: string; publicOrigin?: string };
    /**
     * Whether this request renders a document (not a client navigation's `.data`), and what its loaders
     * render on the server without sending it for hydration (app/components/layouts/static-list.tsx).
     */
    documentRequest?: boolean;
    serverOnly?: Map<string, unknown>;
    /**
     * The signed-in user of the request, for the few pages only staff may see (an article's preview,
     * docs/decisions/285). Shared pages never read it: they are the same for everyone.
     */
    sessionUser?: SessionUser | null;
  }
}

export {};
