import { Button } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { routeTo, type SinkElement } from '../call/speaker-tone.ts';
import classes from './video.module.css';

/**
 * The other side's video and sound on the chosen speaker. A browser that refuses to start sound without
 * a click plays it muted and offers "Turn on sound".
 */
export function RemoteVideo({ stream, label, speaker }: { stream: MediaStream | null; label: string; speaker: string | undefined }) {
  const { t } = useT();
  const ref = useRef<SinkElement & HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (!stream) return;
    element.muted = false;
    element.play().catch((error: unknown) => {
      if (!(error instanceof Error) || error.name !== 'NotAllowedError') return;
      element.muted = true;
      setBlocked(true);
      void element.play().catch(() => undefined);
    });
  }, [stream]);
  useEffect(() => {
    if (ref.current) void routeTo(ref.current, speaker);
  }, [speaker]);
  function unmute() {
    const element = ref.current;
    if (!element) return;
    element.muted = false;
    void element.play().then(
      () => setBlocked(false),
      () => undefined,
    );
  }
  return (
    <>
      <video ref={ref} autoPlay playsInline aria-label={label} data-remote-video />
      {blocked && (
        <div className={classes.stageMessage}>
          <Button onClick={unmute} leftSection={<IconVolume size={20} aria-hidden />}>
            {t('video.control.sound')}
          </Button>
        </div>
      )}
    </>
  );
}
