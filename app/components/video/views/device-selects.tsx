import '@mantine/core/styles/Input.css';
import { NativeSelect } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import type { LocalMedia, LocalMediaSnapshot } from '../call/local-media.ts';
import type { DeviceKind } from '../call/media-devices.ts';
import { canChooseSpeaker } from '../call/speaker-tone.ts';
import classes from './video.module.css';

const LABEL = { audioinput: 'video.device.microphone', videoinput: 'video.device.camera', audiooutput: 'video.device.speaker' } as const;
const UNNAMED = { audioinput: 'video.device.microphone.n', videoinput: 'video.device.camera.n', audiooutput: 'video.device.speaker.n' } as const;

/** Camera, microphone and speaker pickers (native selects: a phone shows its own list). */
export function DeviceSelects({ media, state }: { media: LocalMedia; state: LocalMediaSnapshot }) {
  const kinds: DeviceKind[] = ['videoinput', 'audioinput', ...(canChooseSpeaker() ? (['audiooutput'] as const) : [])];
  return (
    <div className={classes.devices}>
      {kinds.map((kind) => (
        <DeviceSelect key={kind} kind={kind} media={media} state={state} />
      ))}
    </div>
  );
}

function DeviceSelect({ kind, media, state }: { kind: DeviceKind; media: LocalMedia; state: LocalMediaSnapshot }) {
  const { t } = useT();
  const list = state.devices[kind].filter((device) => device.id !== '');
  if (list.length === 0) return null;
  const wanted = kind === 'audiooutput' ? state.choice.audiooutput : (state.inUse[kind] ?? state.choice[kind]);
  const value = wanted && list.some((device) => device.id === wanted) ? wanted : '';
  const data = [
    ...(value === '' ? [{ value: '', label: t('video.device.default') }] : []),
    ...list.map((device, index) => ({ value: device.id, label: device.label ?? t(UNNAMED[kind], { n: index + 1 }) })),
  ];
  return (
    <NativeSelect
      label={t(LABEL[kind])}
      data={data}
      value={value}
      onChange={(event) => {
        if (event.currentTarget.value) void media.selectDevice(kind, event.currentTarget.value);
      }}
      data-device-select={kind}
    />
  );
}
