import type { TVideoSignal } from '../../../../contracts/video.ts';
import type { PeerState } from './connection-watchdog.ts';

export type MediaKind = 'audio' | 'video';

/** What this side sends: one stream with at most one microphone and one camera (or screen) track. */
export interface LocalTracks {
  stream: MediaStream;
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}

export interface PeerSessionOptions {
  /** The patient yields when both offer at once; the doctor, impolite, keeps its own offer. */
  polite: boolean;
  configuration: RTCConfiguration;
  sendSignal(signal: TVideoSignal): void;
  onRemoteStream(stream: MediaStream): void;
  onState(state: PeerState): void;
  /** An offer this connection cannot take (it belongs to a new connection of the other side): start over with it. */
  onForeignOffer(description: RTCSessionDescriptionInit): void;
}

const KINDS: readonly MediaKind[] = ['audio', 'video'];

/**
 * One RTCPeerConnection with "perfect negotiation" (W3C WebRTC §10.7): either side may renegotiate at any
 * time, an offer collision is settled by politeness. The doctor makes the first offer: it adds a
 * transceiver per kind (receive-only where it has no device) so the call has both m-lines; the patient
 * adds its tracks, which the doctor's offer picks up, and makes no offer before it has one to answer.
 */
export class PeerSession {
  readonly pc: RTCPeerConnection;
  readonly remoteStream = new MediaStream();
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private closed = false;
  /** Signals are taken one at a time, in the order they came. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: PeerSessionOptions,
    local: LocalTracks,
  ) {
    const pc = new RTCPeerConnection(options.configuration);
    this.pc = pc;
    for (const kind of KINDS) {
      const track = local[kind];
      if (!options.polite) pc.addTransceiver(track ?? kind, { direction: track ? 'sendrecv' : 'recvonly', streams: [local.stream] });
      else if (track) pc.addTrack(track, local.stream);
    }
    pc.addEventListener('track', ({ track }) => {
      for (const old of this.remoteStream.getTracks()) if (old.kind === track.kind && old !== track) this.remoteStream.removeTrack(old);
      if (!this.remoteStream.getTracks().includes(track)) this.remoteStream.addTrack(track);
      options.onRemoteStream(this.remoteStream);
    });
    pc.addEventListener('icecandidate', ({ candidate }) => {
      if (!candidate) return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate.toJSON();
      options.sendSignal({
        candidate: { candidate: candidate.candidate, sdpMid: sdpMid ?? null, sdpMLineIndex: sdpMLineIndex ?? null, usernameFragment: usernameFragment ?? null },
      });
    });
    pc.addEventListener('connectionstatechange', () => options.onState(pc.connectionState));
    pc.addEventListener('negotiationneeded', () => void this.offer());
  }

  private async offer(): Promise<void> {
    // The patient answers the doctor's first offer rather than racing it with its own.
    if (this.options.polite && !this.pc.remoteDescription) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.sendDescription();
    } catch {
      // A collision or a closed connection: the other side's offer or the next rebuild takes over.
    } finally {
      this.makingOffer = false;
    }
  }

  private sendDescription(): void {
    const description = this.pc.localDescription;
    if (description && !this.closed) this.options.sendSignal({ description: { type: description.type, sdp: description.sdp } });
  }

  /** An offer, answer or candidate of the other side. */
  handleSignal(signal: TVideoSignal): Promise<void> {
    this.queue = this.queue.then(() => this.take(signal));
    return this.queue;
  }

  private async take(signal: TVideoSignal): Promise<void> {
    if (this.closed) return;
    const pc = this.pc;
    try {
      if ('description' in signal) {
        const description = signal.description;
        const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
        const collision = description.type === 'offer' && !readyForOffer;
        this.ignoreOffer = !this.options.polite && collision;
        if (this.ignoreOffer) return;
        this.settingRemoteAnswer = description.type === 'answer';
        try {
          await pc.setRemoteDescription(description);
        } catch (error) {
          // An offer from the other side's new connection (another DTLS fingerprint) cannot renegotiate an
          // established one; a fresh connection that fails on it has nothing better to try.
          if (description.type === 'offer' && pc.currentRemoteDescription && !this.closed) return this.options.onForeignOffer(description);
          throw error;
        } finally {
          this.settingRemoteAnswer = false;
        }
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          this.sendDescription();
        }
      } else if (signal.candidate) {
        await pc.addIceCandidate(signal.candidate);
      }
    } catch {
      // A candidate of an ignored offer, or of a connection the other side has already replaced.
    }
  }

  /** Sends `track` (or nothing) for `kind` without renegotiating, unless the line was receive-only so far. */
  async setTrack(kind: MediaKind, track: MediaStreamTrack | null, stream: MediaStream): Promise<void> {
    if (this.closed) return;
    const transceiver = this.pc.getTransceivers().find((item) => item.receiver.track.kind === kind && item.currentDirection !== 'stopped');
    if (!transceiver) {
      if (track) this.pc.addTrack(track, stream);
      return;
    }
    await transceiver.sender.replaceTrack(track);
    if (track && (transceiver.direction === 'recvonly' || transceiver.direction === 'inactive')) {
      transceiver.sender.setStreams(stream);
      transceiver.direction = 'sendrecv';
    }
  }

  restartIce(): void {
    if (!this.closed) this.pc.restartIce();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pc.close();
    for (const track of this.remoteStream.getTracks()) track.stop();
  }
}
