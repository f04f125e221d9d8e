import { requestShellHost } from './host-loader.ts';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** SPEC §3 toast message. `summary` and `detail` may be catalog keys (`lack.of.rights`): they are translated. */
export interface ToastMessage {
  severity: ToastSeverity;
  summary?: string;
  detail?: string;
  /** Milliseconds; SPEC §9: 5000 for warning, error and success. */
  life?: number;
  closable?: boolean;
}

export const TOAST_LIFE_MS = 5000;
/**
 * The catalog key of a toast's title when the caller gives none. SPEC §9 fixes an English "Success"; it
 * stood above Ukrainian or Russian text, so every severity is titled in the page's language (docs/decisions/180).
 */
export const TOAST_TITLE_KEYS: Record<ToastSeverity, string> = {
  success: 'toast.title.success',
  info: 'toast.title.info',
  warning: 'toast.title.warning',
  error: 'toast.title.error',
};

/** The title (a catalog key or a text) a toast is shown with. */
export function toastTitle(message: ToastMessage): string {
  return message.summary ?? TOAST_TITLE_KEYS[message.severity];
}

type ToastSink = (message: ToastMessage) => void;
let sink: ToastSink | null = null;
const pending: ToastMessage[] = [];

/** Shows a toast in the toast area (bottom right, docs/decisions/177). Safe to call before the toast area has loaded: it waits. */
export function showToast(message: ToastMessage): void {
  if (sink) return sink(message);
  pending.push(message);
  requestShellHost();
}

/** Called by the shell host once the toast area is mounted. */
export function connectToasts(next: ToastSink | null): void {
  sink = next;
  if (next) for (const message of pending.splice(0)) next(message);
}
