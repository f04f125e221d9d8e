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
/** SPEC §9: a success toast's summary is this fixed word. */
export const SUCCESS_SUMMARY = 'Success';

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
