import { Button, Stack, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { VIDEO_WAITING_ROOM_OPENS_MINUTES, type TVideoRoom } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ChatPanel, type ChatPanelProps } from './chat-panel.tsx';
import { DeviceCheck } from './device-check.tsx';
import type { LocalMedia, LocalMediaSnapshot } from '../call/local-media.ts';
import { PersonCard } from './person-card.tsx';
import { CLOCK_WITHIN_SECONDS } from './room-paths.ts';
import { VisitTips } from './tips.tsx';
import { formatClock, formatWhen, secondsUntil } from './video-format.ts';
import classes from './video.module.css';

export interface WaitingRoomProps {
  room: TVideoRoom;
  media: LocalMedia;
  state: LocalMediaSnapshot;
  now: number;
  /** Connected to the room: whether the other party is here too. Null before the room opens. */
  peerOnline: boolean | null;
  /** The doctor's "Start consultation"; absent for the patient. `null` while the line is down. */
  onStart?: (() => void) | null;
  chat: ChatPanelProps | null;
}

/**
 * The waiting room (and, before it opens, the device check): own camera and sound, the other party and
 * whether they are here, the time left, the chat, tips; the doctor starts the call from here.
 */
export function WaitingRoom({ room, media, state, now, peerOnline, onStart, chat }: WaitingRoomProps) {
  const { t } = useT();
  const titleId = useId();
  const peerRole = room.role === 'doctor' ? 'patient' : 'doctor';
  return (
    <Stack gap="lg">
      {/* The other party, the time and "Start" come first on a phone and for the keyboard; beside the check on a wide screen. */}
      <div className={classes.waiting}>
        <section className={`${classes.panel} ${classes.areaStatus}`} aria-labelledby={titleId} data-waiting-room>
          <Title order={2} size="h3" id={titleId}>
            {t('video.wait.title')}
          </Title>
          <PersonCard person={room[peerRole]} role={peerRole} online={peerOnline ?? undefined} />
          <TimeLeft room={room} now={now} open={peerOnline !== null} />
          {peerOnline !== null && <p className={classes.muted}>{t(room.role === 'doctor' ? 'video.wait.doctor.text' : 'video.wait.patient.text')}</p>}
          {onStart !== undefined && (
            <div>
              <Button
                size="md"
                onClick={onStart ?? undefined}
                disabled={onStart === null}
                leftSection={<IconPlayerPlay size={20} aria-hidden />}
                data-start-call
              >
                {t('video.call.start')}
              </Button>
            </div>
          )}
        </section>
        <div className={classes.areaCheck}>
          <DeviceCheck media={media} state={state} />
        </div>
        <div className={classes.areaChat}>{chat ? <ChatPanel {...chat} /> : <p className={classes.muted}>{t('video.chat.closed')}</p>}</div>
      </div>
      <VisitTips />
    </Stack>
  );
}

function TimeLeft({ room, now, open }: { room: TVideoRoom; now: number; open: boolean }) {
  const { t, locale } = useT();
  if (!open) {
    const untilOpen = secondsUntil(room.opens_at, now);
    return (
      <>
        <p className={classes.countdown} data-opens-in={untilOpen}>
          {untilOpen <= CLOCK_WITHIN_SECONDS
            ? t('video.wait.opens.in', { time: formatClock(untilOpen) })
            : t('video.wait.opens.at', { when: formatWhen(locale, room.opens_at) })}
        </p>
        <p className={classes.muted}>{t('video.wait.early', { minutes: VIDEO_WAITING_ROOM_OPENS_MINUTES })}</p>
      </>
    );
  }
  const untilStart = secondsUntil(room.start, now);
  return (
    <p className={classes.countdown} data-starts-in={untilStart}>
      {untilStart > 0 ? t('video.wait.starts.in', { time: formatClock(untilStart) }) : t('video.wait.time.come')}
    </p>
  );
}
