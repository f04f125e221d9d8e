import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { confirmAction } from '../../shell/dialogs.ts';

type Translate = (key: string) => string;

/**
 * While a form holds unsaved changes, leaving it asks first: a move inside the app through a confirmation (not while
 * a save runs), closing or reloading the tab through the browser's own question. Answers a flag the form sets just
 * before it moves on itself after a save or a delete: the blocker may still hold the function of a render from
 * before the new baseline, and must not ask about changes that are already stored.
 */
export function useUnsavedGuard(unsaved: boolean, saving: boolean, t: Translate): RefObject<boolean> {
  const movingOn = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !movingOn.current && unsaved && !saving && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({ header: t('admin.form.unsaved.title'), message: t('admin.form.unsaved.text') }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, t]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return movingOn;
}

/** Ctrl+S / Cmd+S submits the form (whatever the keyboard layout); not while a dialog is open, which keeps its keys. */
export function useSaveShortcut(enabled: boolean, formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (!enabled) return;
    const save = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.code !== 'KeyS') return;
      event.preventDefault();
      if (!document.querySelector('[role="dialog"][aria-modal="true"]')) formRef.current?.requestSubmit();
    };
    window.addEventListener('keydown', save);
    return () => window.removeEventListener('keydown', save);
  }, [enabled, formRef]);
}
