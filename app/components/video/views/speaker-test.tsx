import { Button } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { canChooseSpeaker, playTone } from '../call/speaker-tone.ts';
import classes from './video.module.css';

/** "Check the sound": a short tone on the chosen speaker, then the question whether it was heard. */
export function SpeakerTest({ deviceId }: { deviceId: string | undefined }) {
  const { t } = useT();
  const [state, setState] = useState<'idle' | 'playing' | 'played' | 'failed'>('idle');
  async function play() {
    setState('playing');
    setState((await playTone(deviceId)) ? 'played' : 'failed');
  }
  return (
    <div className={classes.row}>
      <Button variant="light" onClick={() => void play()} loading={state === 'playing'} data-speaker-test>
        {t('video.device.test.speaker')}
      </Button>
      <p className={classes.muted} role="status">
        {state === 'playing' && t('video.device.test.playing')}
        {state === 'played' && t('video.device.test.question')}
        {state === 'failed' && t('video.device.test.failed')}
        {state === 'idle' && !canChooseSpeaker() && t('video.device.speaker.system')}
      </p>
    </div>
  );
}
