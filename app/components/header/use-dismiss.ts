import { useEffect, type RefObject } from 'react';

/**
 * Closes an open menu on a tap or click outside it (and outside its own toggle) and on Escape, which then
 * gives focus back to the toggle, as people expect of any menu (issue 18: the header's menu stayed open).
 */
export function useDismiss(open: boolean, close: () => void, inside: readonly RefObject<HTMLElement | null>[], toggle: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if ([...inside, toggle].some((ref) => ref.current?.contains(target))) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // `close` and the refs are stable for the component's life; only opening and closing matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
