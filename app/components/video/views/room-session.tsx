import { Alert, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { TVideoRoom } from '../../../../contracts/video.ts';
import { loginPathFor } from '../../../api/areas.ts';
import { useT } from '../../../i18n/use-t.ts';
import { confirmAction } from '../../../shell/dialogs.ts';
import { showToast } from '../../../shell/toasts.ts';
import { CallView, LineBanner } from './call-view.tsx';
import type { ChatPanelProps } from './chat-panel.tsx';
import { RoomAnnouncer } from './room-announcer.tsx';
import { useLocalMedia } from '../call/use-local-media.ts';
import { useNow } from './use-now.ts';
import { useRoom } from '../call/use-room.ts';
import { sendVideoFile } from './video-api.ts';
import { WaitingRoom } from './waiting-room.tsx';

export interface RoomSessionProps {
  room: TVideoRoom;
  /** Ask the API for the room again (the window opened, the call ended, the line keeps failing). */
  refresh: () => void;
  /** The patient left the call on purpose. */
  onLeave: () => void;
  /** Another tab took the room over: start this one again ("Continue here"). */
  onTakeOver: () => void;
}

/** One visit to a room: the local media, the line and the call from entering until leaving. */
export function RoomSession({ room, refresh, onLeave, onTakeOver }: RoomSessionProps) {
  const { t } = useT();
  const now = useNow(1000);
  const { media, state } = useLocalMedia();
  const { controller, snapshot } = useRoom(room.id, media, room.can_join, refresh);
  const peerRole = room.role === 'doctor' ? 'patient' : 'doctor';
  const opensAt = Date.parse(room.opens_at);

  // The window opened while the page was open: ask whether this party may connect now.
  // Every ten seconds until it says yes (the two clocks may differ by a little).
  const askAgain = now >= opensAt && !room.can_join ? Math.floor(now / 10_000) : null;
  useEffect(() => {
    if (askAgain !== null) refresh();
  }, [askAgain, refresh]);
  // The start, the end or a refusal come over the line; the page then shows what the API says of the room.
  const changed = (snapshot.status !== null && snapshot.status !== room.status) || snapshot.end === 'forbidden' || snapshot.end === 'ended';
  useEffect(() => {
    if (changed) refresh();
  }, [changed, refresh]);

  if (!media) return null;
  if (snapshot.end === 'replaced') {
    return (
      <Alert color="yellow" role="alert" data-room-end="replaced">
        <Stack gap="sm" align="flex-start">
          <span>{t('video.end.replaced')}</span>
          <Button onClick={onTakeOver}>{t('video.end.here')}</Button>
        </Stack>
      </Alert>
    );
  }
  if (snapshot.end === 'unauthenticated') {
    return (
      <Alert color="yellow" role="alert" data-room-end="unauthenticated">
        {t('video.end.unauthenticated')} <Link to={loginPathFor(window.location.pathname)}>{t('video.end.sign.in')}</Link>
      </Alert>
    );
  }
  if (snapshot.end === 'forbidden') {
    return (
      <Alert color="red" role="alert" data-room-end="forbidden">
        {t('video.end.forbidden')}
      </Alert>
    );
  }

  const chat: ChatPanelProps | null = controller
    ? {
        chat: snapshot.chat,
        ownRole: room.role,
        names: { doctor: room.doctor.name, patient: room.patient.name },
        offline: snapshot.line !== 'open',
        onSend: (text) => controller.sendChat(text),
        onFile: async (file) => controller.addMessage(await sendVideoFile(room.id, file)),
      }
    : null;
  const refusal = snapshot.refusal && (
    <Alert color="red" role="alert">
      {t(`video.refusal.${snapshot.refusal as 'invalid'}`)}
    </Alert>
  );

  async function end() {
    if (!controller) return;
    if (room.role === 'patient') {
      if (await confirmAction({ message: t('video.leave.confirm') })) onLeave();
      return;
    }
    if (!(await confirmAction({ message: t('video.end.confirm') }))) return;
    if (!controller.command('end')) showToast({ severity: 'warning', detail: t('video.line.reconnecting') });
  }

  const status = snapshot.status ?? room.status;
  return (
    <Stack gap="lg">
      <RoomAnnouncer snapshot={snapshot} peerRole={peerRole} />
      {controller && status !== 'in_progress' && <LineBanner snapshot={snapshot} />}
      {refusal}
      {controller && chat && status === 'in_progress' ? (
        <CallView room={room} snapshot={snapshot} controller={controller} media={media} state={state} chat={chat} onEnd={() => void end()} />
      ) : (
        <WaitingRoom
          room={room}
          media={media}
          state={state}
          now={now}
          peerOnline={controller && snapshot.line !== 'connecting' ? snapshot.peerOnline : null}
          onStart={room.role === 'doctor' && controller ? (snapshot.line === 'open' ? () => void controller.command('start') : null) : undefined}
          chat={chat}
        />
      )}
    </Stack>
  );
}
