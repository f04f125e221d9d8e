/**
 * Whether the person is in the middle of something a reload would destroy: a form they have typed into
 * and not yet sent or cleared, or a video call (the room marks itself). Forms need no opt-in: every
 * `<form>` of the site (Mantine's included) is watched through the `input` and `change` events it
 * receives; a form marked `data-reload-safe` (nothing to lose in it) is not.
 */

export type BusyReason = 'video';

/** After a submit the request it started is given this long before the page counts as free. */
export const SUBMIT_SETTLE_MS = 2_000;

const reasons = new Map<BusyReason, number>();
const editedForms = new Set<HTMLFormElement>();
const listeners = new Set<() => void>();
let settlingUntil = 0;
let watching = false;

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks the page busy for `reason` until as many `unmarkBusy(reason)` calls. */
export function markBusy(reason: BusyReason): void {
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  changed();
}

export function unmarkBusy(reason: BusyReason): void {
  const count = (reasons.get(reason) ?? 0) - 1;
  if (count > 0) reasons.set(reason, count);
  else reasons.delete(reason);
  changed();
}

/** Calls `listener` whenever something may have stopped (or started) keeping the person busy. */
export function onBusyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function formOf(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element)) return null;
  const form = (target as HTMLInputElement).form ?? target.closest('form');
  return form && !form.hasAttribute('data-reload-safe') ? form : null;
}

function onEdit(event: Event): void {
  const form = formOf(event.target);
  if (!form || editedForms.has(form)) return;
  editedForms.add(form);
  changed();
}

function onDone(event: Event): void {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form || !editedForms.delete(form)) return;
  // The submit starts a request; reloading at once would cut it off.
  if (event.type === 'submit') {
    settlingUntil = Date.now() + SUBMIT_SETTLE_MS;
    setTimeout(changed, SUBMIT_SETTLE_MS + 50);
  }
  changed();
}

/** Starts watching the page's forms (once; listeners on the document, in the capture phase). */
export function watchForms(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('input', onEdit, { capture: true, passive: true });
  document.addEventListener('change', onEdit, { capture: true, passive: true });
  document.addEventListener('submit', onDone, { capture: true, passive: true });
  document.addEventListener('reset', onDone, { capture: true, passive: true });
}

/** Whether a reload now would cost the person something (see the file's comment). */
export function isBusy(now = Date.now()): boolean {
  for (const form of editedForms) if (!form.isConnected) editedForms.delete(form);
  if (reasons.size > 0 || editedForms.size > 0 || now < settlingUntil) return true;
  // A button showing its spinner (Mantine's `data-loading`) has a request on its way.
  return typeof document !== 'undefined' && document.querySelector('button[data-loading]') !== null;
}

/** For tests: forgets every mark and edited form. */
export function resetBusyForTests(): void {
  reasons.clear();
  editedForms.clear();
  settlingUntil = 0;
}
