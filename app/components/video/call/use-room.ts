import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { API_BASE_URL } from '../../../api/browser.ts';
import { markBusy, unmarkBusy } from '../../../shell/updates/busy.ts';
import type { LocalMedia } from './local-media.ts';
import { INITIAL_ROOM_SNAPSHOT, RoomController, type RoomSnapshot, type VideoTestHandle } from './room-controller.ts';
import { signalUrl } from './signal-socket.ts';

const DISCONNECTED = INITIAL_ROOM_SNAPSHOT;

const noop = () => () => undefined;

/** The object a browser test page may define before the app loads; the room assigns its connection and socket to it. */
function testHandle(): VideoTestHandle | null {
  return (window as { __vizytVideo?: VideoTestHandle }).__vizytVideo ?? null;
}

type NetworkInformationLike = EventTarget & { type?: string };

/**
 * The room's line and call while `enabled`: connects once the local media object exists, passes track
 * changes to the call, restarts ICE when the browser goes back online or changes networks.
 */
export function useRoom(
  id: number,
  media: LocalMedia | null,
  enabled: boolean,
  onRepeatedFailure: () => void,
): { controller: RoomController | null; snapshot: RoomSnapshot } {
  const [controller, setController] = useState<RoomController | null>(null);
  const failure = useRef(onRepeatedFailure);
  failure.current = onRepeatedFailure;
  useEffect(() => {
    if (!media || !enabled) {
      setController(null);
      return;
    }
    const next = new RoomController({
      socketUrl: signalUrl(API_BASE_URL, id, window.location.href),
      localTracks: () => media.tracks(),
      mediaState: () => media.mediaState(),
      onRepeatedFailure: () => failure.current(),
      testHandle: testHandle(),
    });
    media.onTrack = (kind, track) => next.setTrack(kind, track);
    media.onState = () => next.mediaChanged();
    const networkChanged = () => next.networkChanged();
    const connection = (navigator as { connection?: NetworkInformationLike }).connection;
    window.addEventListener('online', networkChanged);
    connection?.addEventListener('change', networkChanged);
    setController(next);
    next.start();
    // In the room a reload would drop the call: a new version waits until the person leaves.
    markBusy('video');
    return () => {
      window.removeEventListener('online', networkChanged);
      connection?.removeEventListener('change', networkChanged);
      media.onTrack = null;
      media.onState = null;
      next.stop();
      unmarkBusy('video');
    };
  }, [id, media, enabled]);
  const snapshot = useSyncExternalStore(controller?.subscribe ?? noop, controller?.getSnapshot ?? (() => DISCONNECTED), () => DISCONNECTED);
  return { controller, snapshot };
}
