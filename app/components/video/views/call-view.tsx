import { Alert } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import type { TVideoRoom } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import { CallControls } from './call-controls.tsx';
import { CallStatus } from './call-status.tsx';
import { DeviceSelects } from './device-selects.tsx';
import { MediaProblems } from './media-problems.tsx';
import { ChatPanel, type ChatPanelProps } from './chat-panel.tsx';
import type { LocalMedia, LocalMediaSnapshot } from '../call/local-media.ts';
import { RemoteVideo } from './remote-video.tsx';
import type { RoomController, RoomSnapshot } from '../call/room-controller.ts';
import { StreamVideo } from './stream-video.tsx';
import { useFullscreen } from './use-fullscreen.ts';
import { useNetworkQuality } from '../call/use-network-quality.ts';
import classes from './video.module.css';

export interface CallViewProps {
  room: TVideoRoom;
  snapshot: RoomSnapshot;
  controller: RoomController;
  media: LocalMedia;
  state: LocalMediaSnapshot;
  chat: ChatPanelProps;
  onEnd: () => void;
}

/** The call: the other side large, oneself small, the controls, the timer and quality, the chat beside (or below on a phone). */
export function CallView({ room, snapshot, controller, media, state, chat, onEnd }: CallViewProps) {
  const { t } = useT();
  const callRef = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(callRef);
  const [chatOpen, setChatOpen] = useState(true);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const peerRole = room.role === 'doctor' ? 'patient' : 'doctor';
  const peerName = room[peerRole].name;
  const connected = snapshot.call === 'connected';
  const getPc = useCallback(() => controller.pc, [controller]);
  const { quality, sample } = useNetworkQuality(getPc, connected);
  return (
    <section ref={callRef} className={classes.call} data-chat={chatOpen} aria-label={t('video.call.label')} data-call={snapshot.call}>
      <div className={classes.main}>
        <CallStatus
          startedAt={snapshot.startedAt}
          quality={connected ? quality : 'unknown'}
          sample={connected ? sample : null}
          peerRole={peerRole}
          peerOnline={snapshot.peerOnline}
        />
        <div className={classes.stage}>
          <RemoteVideo stream={snapshot.remoteStream} label={t('video.call.remote', { name: peerName })} speaker={state.choice.audiooutput} />
          <StageMessage snapshot={snapshot} peerName={peerName} />
          <PeerChips snapshot={snapshot} peerRole={peerRole} />
          <div className={classes.self}>
            <StreamVideo stream={media.stream} version={state.version} label={t('video.call.self')} mirrored={!state.sharing} />
          </div>
        </div>
        <CallControls
          media={media}
          state={state}
          fullscreen={fullscreen}
          chatOpen={chatOpen}
          onChat={() => setChatOpen((open) => !open)}
          devicesOpen={devicesOpen}
          onDevices={() => setDevicesOpen((open) => !open)}
          role={room.role}
          onEnd={onEnd}
        />
        {devicesOpen && (
          <div className={classes.panel} data-call-devices>
            <DeviceSelects media={media} state={state} />
            <MediaProblems media={media} state={state} />
          </div>
        )}
      </div>
      {chatOpen && <ChatPanel {...chat} />}
    </section>
  );
}

/** What the big picture shows when there is no picture: waiting, connecting, recovering, or the camera off. */
function StageMessage({ snapshot, peerName }: { snapshot: RoomSnapshot; peerName: string }) {
  const { t } = useT();
  let text: string | null = null;
  if (!snapshot.peerOnline && snapshot.call === 'idle') text = t('video.call.waiting.peer', { name: peerName });
  else if (snapshot.call === 'new' || snapshot.call === 'connecting') text = t('video.call.connecting');
  else if (snapshot.call === 'disconnected' || snapshot.call === 'failed') text = t('video.call.reconnecting');
  else if (snapshot.call === 'connected' && snapshot.peerMedia && !snapshot.peerMedia.video) text = t('video.call.peer.camera.off');
  if (!text) return null;
  return (
    <p className={classes.stageMessage} data-stage-message>
      {text}
    </p>
  );
}

function PeerChips({ snapshot, peerRole }: { snapshot: RoomSnapshot; peerRole: 'doctor' | 'patient' }) {
  const { t } = useT();
  const role = t(`video.role.${peerRole}`);
  const media = snapshot.peerMedia;
  const chips = [
    ...(snapshot.line === 'reconnecting' ? [['line', t('video.line.reconnecting')]] : []),
    ...(!snapshot.peerOnline && snapshot.call !== 'idle' ? [['left', t('video.peer.left', { role })]] : []),
    ...(snapshot.peerOnline && media && !media.audio ? [['mic', t('video.peer.mic.off', { role })]] : []),
    ...(snapshot.peerOnline && media && !media.video ? [['camera', t('video.peer.camera.off', { role })]] : []),
    ...(snapshot.peerOnline && media?.screen ? [['screen', t('video.peer.screen', { role })]] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <div className={classes.overlayTop}>
      {chips.map(([key, text]) => (
        <span key={key} className={classes.chip} data-peer-state={key}>
          {text}
        </span>
      ))}
    </div>
  );
}

/** A banner for a lost line outside the call (the waiting room). */
export function LineBanner({ snapshot }: { snapshot: RoomSnapshot }) {
  const { t } = useT();
  if (snapshot.line === 'connecting') return <Alert color="blue">{t('video.line.connecting')}</Alert>;
  if (snapshot.line === 'reconnecting')
    return (
      <Alert color="yellow" data-line-reconnecting>
        {t('video.line.reconnecting')}
      </Alert>
    );
  return null;
}
