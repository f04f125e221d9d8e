import type { ReactNode } from 'react';
import { requestShellHost } from './host-loader.ts';

/** SPEC §9 modal defaults. */
export const MODAL_DEFAULTS = {
  width: 1200,
  maxHeight: '90%',
  enterDurationMs: 150,
  zIndexOverlay: 200,
} as const;

export interface ConfirmOptions {
  /** The question body; the header is `confirm.question`. */
  message: ReactNode;
  header?: ReactNode;
}

export interface ModalOptions {
  /** Defaults to the translated "Modal" header (`modal.default.header`). */
  title?: ReactNode;
  children: ReactNode;
  /** Pixels or a Mantine size; SPEC §9 default 1200 px. */
  width?: number | string;
  onClose?: () => void;
}

export interface DialogSink {
  confirm(id: string, options: ConfirmOptions, settle: (accepted: boolean) => void): void;
  open(id: string, options: ModalOptions): void;
  close(id: string): void;
}

let sink: DialogSink | null = null;
const pending: ((target: DialogSink) => void)[] = [];
let counter = 0;

function run(action: (target: DialogSink) => void): void {
  if (sink) return action(sink);
  pending.push(action);
  requestShellHost();
}

/** Asks the SPEC §9 confirm question (top of the screen, yes / no). Resolves `true` when accepted. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const id = `confirm-${++counter}`;
  return new Promise((resolve) => run((target) => target.confirm(id, options, resolve)));
}

/** Opens a modal with the SPEC §9 defaults and returns its id for `closeModal`. */
export function openModal(options: ModalOptions): string {
  const id = `modal-${++counter}`;
  run((target) => target.open(id, options));
  return id;
}

export function closeModal(id: string): void {
  run((target) => target.close(id));
}

/** Called by the shell host once the dialogs are mounted. */
export function connectDialogs(next: DialogSink | null): void {
  sink = next;
  if (next) for (const action of pending.splice(0)) action(next);
}
