import type { DeviceChoice, DeviceLists, MediaProblem } from './media-devices.ts';
import type { MediaKind } from './peer-session.ts';

/** What the page shows of this side's microphone, camera and screen, as `LocalMedia` reports it. */
export interface LocalMediaSnapshot {
  /** The first attempt at the devices is over (granted, refused or none there). */
  ready: boolean;
  /** The microphone track exists and is not muted. */
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  problems: Record<MediaKind, MediaProblem | null>;
  devices: DeviceLists;
  choice: DeviceChoice;
  /** Bumped whenever a track changes, so previews re-attach. */
  version: number;
  audioTrack: MediaStreamTrack | null;
  /** The devices the tracks come from right now (the browser's default has an id too). */
  inUse: Partial<Record<'audioinput' | 'videoinput', string>>;
}

/** Nothing taken yet: the state before the devices are asked for (and while the page renders on the server). */
export const IDLE_MEDIA: LocalMediaSnapshot = {
  ready: false,
  micOn: false,
  cameraOn: false,
  sharing: false,
  problems: { audio: null, video: null },
  devices: { audioinput: [], videoinput: [], audiooutput: [] },
  choice: {},
  version: 0,
  audioTrack: null,
  inUse: {},
};
