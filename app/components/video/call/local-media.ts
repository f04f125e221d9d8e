import type { TVideoMediaState } from '../../../../contracts/video.ts';
import {
  audioConstraints,
  classifyMediaError,
  groupDevices,
  loadChoice,
  saveChoice,
  videoConstraints,
  type DeviceKind,
  type MediaProblem,
} from './media-devices.ts';
import type { LocalTracks, MediaKind } from './peer-session.ts';
import { IDLE_MEDIA, type LocalMediaSnapshot } from './local-media-state.ts';
import { localStore } from '../../../shell/web-storage.ts';

export { IDLE_MEDIA, type LocalMediaSnapshot } from './local-media-state.ts';

const storage = localStore;

/**
 * This side's microphone, camera and screen: one stream whose tracks are swapped in place, the device
 * lists (again on every `devicechange`), and why a device is missing. A call goes on without either
 * track: audio-only, or receive-only. `onTrack` tells the call which track to send now.
 */
export class LocalMedia {
  readonly stream = new MediaStream();
  private audio: MediaStreamTrack | null = null;
  private camera: MediaStreamTrack | null = null;
  private screen: MediaStreamTrack | null = null;
  private stopped = false;
  private snapshot: LocalMediaSnapshot = { ...IDLE_MEDIA, choice: loadChoice(storage()) };
  private readonly listeners = new Set<() => void>();
  /** The call's sender for `kind` should now carry `track`. */
  onTrack: ((kind: MediaKind, track: MediaStreamTrack | null) => void) | null = null;
  /** Microphone, camera or screen switched on or off: tell the other side. */
  onState: (() => void) | null = null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LocalMediaSnapshot => this.snapshot;

  tracks(): LocalTracks {
    return { stream: this.stream, audio: this.audio, video: this.screen ?? this.camera };
  }

  mediaState(): TVideoMediaState {
    return { audio: this.audio !== null && this.audio.enabled, video: (this.screen ?? this.camera) !== null, screen: this.screen !== null };
  }

  private get mediaDevices(): MediaDevices | null {
    return typeof navigator !== 'undefined' && navigator.mediaDevices ? navigator.mediaDevices : null;
  }

  async start(): Promise<void> {
    const media = this.mediaDevices;
    if (!media?.getUserMedia) {
      this.update({ ready: true, problems: { audio: 'unsupported', video: 'unsupported' } });
      return;
    }
    media.addEventListener('devicechange', this.refreshDevices);
    const present = groupDevices(await media.enumerateDevices().catch(() => []));
    const { choice } = this.snapshot;
    const wantAudio = present.audioinput.length > 0;
    const wantVideo = present.videoinput.length > 0;
    const problems: LocalMediaSnapshot['problems'] = { audio: wantAudio ? null : 'missing', video: wantVideo ? null : 'missing' };
    if (wantAudio || wantVideo) {
      try {
        const stream = await media.getUserMedia({
          audio: wantAudio ? audioConstraints(choice.audioinput) : false,
          video: wantVideo ? videoConstraints(choice.videoinput) : false,
        });
        this.adopt(stream);
      } catch (error) {
        const problem = classifyMediaError(error);
        // Refused: asking again, one device at a time, would only show more prompts.
        if (problem === 'denied') Object.assign(problems, { audio: wantAudio ? problem : problems.audio, video: wantVideo ? problem : problems.video });
        else {
          // Find out which of the two is the trouble; the other one may still work on its own.
          if (wantAudio) problems.audio = await this.tryKind('audio');
          if (wantVideo) problems.video = await this.tryKind('video');
        }
      }
    }
    if (this.stopped) return this.stop();
    this.update({ ready: true, problems });
    await this.refreshDevices();
  }

  private async tryKind(kind: MediaKind): Promise<MediaProblem | null> {
    const { choice } = this.snapshot;
    try {
      const stream = await navigator.mediaDevices.getUserMedia(
        kind === 'audio' ? { audio: audioConstraints(choice.audioinput) } : { video: videoConstraints(choice.videoinput) },
      );
      this.adopt(stream);
      return null;
    } catch (error) {
      return classifyMediaError(error);
    }
  }

  /** Takes the tracks of a fresh `getUserMedia` stream as this side's microphone and camera. */
  private adopt(stream: MediaStream): void {
    if (this.stopped) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    const [audio] = stream.getAudioTracks();
    const [camera] = stream.getVideoTracks();
    if (audio) this.setAudio(audio);
    if (camera) this.setCamera(camera);
  }

  private setAudio(track: MediaStreamTrack | null): void {
    const old = this.audio;
    if (old && track) track.enabled = old.enabled;
    this.audio = track;
    track?.addEventListener('ended', () => void this.lostDevice('audio', track));
    this.replaceInStream(old, track);
    this.onTrack?.('audio', track);
  }

  private setCamera(track: MediaStreamTrack | null): void {
    const old = this.camera;
    this.camera = track;
    track?.addEventListener('ended', () => void this.lostDevice('video', track));
    if (this.screen) {
      // The screen stays on show; the camera waits behind it.
      old?.stop();
      this.changed();
      return;
    }
    this.replaceInStream(old, track);
    this.onTrack?.('video', track);
  }

  private replaceInStream(old: MediaStreamTrack | null, track: MediaStreamTrack | null): void {
    if (old) {
      this.stream.removeTrack(old);
      old.stop();
    }
    if (track) this.stream.addTrack(track);
    this.changed();
  }

  /** A device was unplugged (its track ended): fall back to the browser's default one, if any is left. */
  private async lostDevice(kind: MediaKind, track: MediaStreamTrack): Promise<void> {
    if (this.stopped || (kind === 'audio' ? this.audio : this.camera) !== track) return;
    if (kind === 'audio') this.setAudio(null);
    else this.setCamera(null);
    const problem = await this.tryKind(kind);
    this.update({ problems: { ...this.snapshot.problems, [kind]: problem } });
  }

  toggleMic(): void {
    if (!this.audio) {
      void this.retry('audio');
      return;
    }
    this.audio.enabled = !this.audio.enabled;
    this.changed();
  }

  /** Camera off releases the device (its light goes out); on takes it again. */
  async toggleCamera(): Promise<void> {
    if (this.camera) {
      this.setCamera(null);
      return;
    }
    await this.retry('video');
  }

  /** Asks for the device again (after the person allowed it, closed the other program, plugged it in). */
  async retry(kind: MediaKind): Promise<void> {
    const problem = await this.tryKind(kind);
    this.update({ problems: { ...this.snapshot.problems, [kind]: problem } });
    await this.refreshDevices();
  }

  /** Another microphone, camera or speaker: taken at once, remembered for next time. */
  async selectDevice(kind: DeviceKind, id: string): Promise<void> {
    const choice = { ...this.snapshot.choice, [kind]: id };
    saveChoice(storage(), choice);
    this.update({ choice });
    if (kind === 'audiooutput' || !this.mediaDevices) return;
    const audio = kind === 'audioinput';
    if (!audio && !this.camera) return;
    try {
      const stream = await navigator.mediaDevices.getUserMedia(audio ? { audio: audioConstraints(id, true) } : { video: videoConstraints(id, true) });
      this.adopt(stream);
      this.update({ problems: { ...this.snapshot.problems, [audio ? 'audio' : 'video']: null } });
    } catch (error) {
      this.update({ problems: { ...this.snapshot.problems, [audio ? 'audio' : 'video']: classifyMediaError(error) } });
    }
  }

  /** Shares a screen or window in place of the camera until the browser's own "stop sharing" or ours. */
  async startShare(): Promise<boolean> {
    if (!this.mediaDevices?.getDisplayMedia || this.screen) return false;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      return false;
    }
    const [track] = stream.getVideoTracks();
    if (!track || this.stopped) {
      track?.stop();
      return false;
    }
    track.contentHint = 'detail';
    if (this.camera) this.stream.removeTrack(this.camera);
    this.stream.addTrack(track);
    this.screen = track;
    track.addEventListener('ended', () => this.stopShare());
    this.onTrack?.('video', track);
    this.changed();
    return true;
  }

  stopShare(): void {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    this.stream.removeTrack(screen);
    screen.stop();
    if (this.camera) this.stream.addTrack(this.camera);
    this.onTrack?.('video', this.camera);
    this.changed();
  }

  get canShare(): boolean {
    return Boolean(this.mediaDevices?.getDisplayMedia);
  }

  private refreshDevices = async (): Promise<void> => {
    const media = this.mediaDevices;
    if (!media || this.stopped) return;
    const devices = groupDevices(await media.enumerateDevices().catch(() => []));
    this.update({ devices });
  };

  stop(): void {
    this.stopped = true;
    this.mediaDevices?.removeEventListener('devicechange', this.refreshDevices);
    for (const track of [this.audio, this.camera, this.screen]) track?.stop();
    this.audio = this.camera = this.screen = null;
    this.listeners.clear();
  }

  private changed(): void {
    this.update({});
    this.onState?.();
  }

  private update(change: Partial<LocalMediaSnapshot>): void {
    this.snapshot = {
      ...this.snapshot,
      ...change,
      micOn: this.audio !== null && this.audio.enabled,
      cameraOn: this.camera !== null,
      sharing: this.screen !== null,
      audioTrack: this.audio,
      inUse: { audioinput: this.audio?.getSettings().deviceId, videoinput: this.camera?.getSettings().deviceId },
      version: this.snapshot.version + 1,
    };
    for (const listener of this.listeners) listener();
  }
}
