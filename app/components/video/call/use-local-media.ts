import { useEffect, useState, useSyncExternalStore } from 'react';
import { IDLE_MEDIA as IDLE, LocalMedia, type LocalMediaSnapshot } from './local-media.ts';

const noop = () => () => undefined;

/** This page's microphone and camera, taken when the page opens and released when it closes. */
export function useLocalMedia(): { media: LocalMedia | null; state: LocalMediaSnapshot } {
  const [media, setMedia] = useState<LocalMedia | null>(null);
  useEffect(() => {
    const next = new LocalMedia();
    setMedia(next);
    void next.start();
    return () => next.stop();
  }, []);
  const state = useSyncExternalStore(media?.subscribe ?? noop, media?.getSnapshot ?? (() => IDLE), () => IDLE);
  return { media, state };
}
