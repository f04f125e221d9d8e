import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element (the call), where the browser allows it; Escape leaves as usual. */
export function useFullscreen(ref: RefObject<HTMLElement | null>): { active: boolean; supported: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(typeof document !== 'undefined' && document.fullscreenEnabled === true);
    const changed = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);
  return { active, supported, toggle };
}
