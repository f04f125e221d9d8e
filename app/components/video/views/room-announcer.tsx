import { useEffect, useRef, useState } from 'react';
import type { TVideoRole } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { RoomSnapshot } from '../call/room-controller.ts';

/**
 * Says what changed in the room to screen readers, once per change: the other party came or left, the
 * call started, connected, or is recovering. Visible banners say the same for sighted people.
 */
export function RoomAnnouncer({ snapshot, peerRole }: { snapshot: RoomSnapshot; peerRole: TVideoRole }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const previous = useRef(snapshot);
  useEffect(() => {
    const before = previous.current;
    previous.current = snapshot;
    const role = t(`video.role.${peerRole}`);
    let next: string | null = null;
    if (snapshot.line === 'reconnecting' && before.line !== 'reconnecting') next = t('video.line.reconnecting');
    else if (snapshot.status === 'in_progress' && before.status !== 'in_progress' && before.status !== null) next = t('video.announce.started');
    else if (snapshot.call === 'connected' && before.call !== 'connected') next = t('video.announce.connected');
    else if ((snapshot.call === 'disconnected' || snapshot.call === 'failed') && before.call === 'connected') next = t('video.call.reconnecting');
    else if (snapshot.peerOnline && !before.peerOnline) next = t('video.announce.joined', { role });
    else if (!snapshot.peerOnline && before.peerOnline) next = t('video.peer.left', { role });
    if (next) setText(next);
  }, [snapshot, peerRole, t]);
  return (
    <div className="vz-visually-hidden" role="status" aria-live="polite" data-room-announcer>
      {text}
    </div>
  );
}
