import { showToast } from '../shell/toasts.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { createApiClient, type ApiClient, type ApiEffects } from './client.ts';

/** The configured API base address (VITE_API_BASE at build time), same origin by default. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE ?? '/api/v1';

/**
 * What the page around the client does on failures. Layouts replace pieces while mounted: a router
 * navigation instead of a full load, the session cache to clear, the layout name for 502 handling.
 */
interface BrowserApiHooks {
  navigate: (path: string) => void;
  clearSession: () => void;
  showErrorPage: (status: number) => void;
  layout: string;
}

const hooks: BrowserApiHooks = {
  navigate: (path) => window.location.assign(path),
  clearSession: () => undefined,
  // Without a mounted error-page handler a full reload shows the server's 502 screen.
  showErrorPage: () => window.location.reload(),
  layout: 'default',
};

/** Installs layout-specific hooks; returns a function restoring the previous ones. */
export function configureBrowserApi(next: Partial<BrowserApiHooks>): () => void {
  const previous = { ...hooks };
  Object.assign(hooks, next);
  return () => Object.assign(hooks, previous);
}

const effects: ApiEffects = {
  toast: (severity, messageKey) => showToast({ severity, detail: messageKey }),
  navigate: (path) => hooks.navigate(path),
  showErrorPage: (status) => hooks.showErrorPage(status),
  clearSession: () => hooks.clearSession(),
};

let instance: ApiClient | null = null;

/** The browser's one API client. */
export function browserApi(): ApiClient {
  instance ??= createApiClient({
    baseUrl: API_BASE_URL,
    effects,
    locale: () => localeFromPath(window.location.pathname),
    pathname: () => window.location.pathname,
    layout: () => hooks.layout,
  });
  return instance;
}
