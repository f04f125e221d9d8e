/** Shared client infrastructure: the public site, cabinets and back office use the same toasts and dialogs. */
export { showToast, TOAST_LIFE_MS, toastTitle, type ToastMessage, type ToastSeverity } from './toasts.ts';
export { confirmAction, openModal, closeModal, MODAL_DEFAULTS, type ConfirmOptions, type ModalOptions } from './dialogs.ts';
export { LoadingOverlay } from './loading-overlay.tsx';
export { ShellHostLoader } from './shell-host-loader.tsx';
