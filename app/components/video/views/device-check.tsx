import { Loader, Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { MediaToggles } from './call-controls.tsx';
import { DeviceSelects } from './device-selects.tsx';
import type { LocalMedia, LocalMediaSnapshot } from '../call/local-media.ts';
import { MediaProblems } from './media-problems.tsx';
import { MicMeter } from './mic-meter.tsx';
import { SpeakerTest } from './speaker-test.tsx';
import { StreamVideo } from './stream-video.tsx';
import classes from './video.module.css';

/** The waiting room's check: own camera, the microphone's level, a speaker tone, the device pickers, and what is wrong. */
export function DeviceCheck({ media, state }: { media: LocalMedia; state: LocalMediaSnapshot }) {
  const { t } = useT();
  const titleId = useId();
  return (
    <section className={classes.panel} aria-labelledby={titleId} data-device-check>
      <Title order={2} size="h3" id={titleId}>
        {t('video.device.title')}
      </Title>
      <div className={classes.preview}>
        <StreamVideo stream={media.stream} version={state.version} label={t('video.device.preview')} mirrored />
        {!state.cameraOn && (
          <p className={classes.videoOff} role="status">
            {state.ready ? (
              t('video.device.preview.off')
            ) : (
              <span>
                <Loader size="sm" color="white" aria-hidden /> {t('video.device.starting')}
              </span>
            )}
          </p>
        )}
      </div>
      <div className={classes.row}>
        <MediaToggles media={media} state={state} />
      </div>
      <MediaProblems media={media} state={state} />
      <MicMeter track={state.audioTrack} on={state.micOn} />
      <DeviceSelects media={media} state={state} />
      <SpeakerTest deviceId={state.choice.audiooutput} />
    </section>
  );
}
