import type { TVideoClientMessage, TVideoIceServer, TVideoRole, TVideoSignal } from '../../../../contracts/video.ts';
import { ConnectionWatchdog, type PeerState } from './connection-watchdog.ts';
import { PeerSession, type LocalTracks, type MediaKind } from './peer-session.ts';

export type CallState = PeerState | 'idle';

export interface CallEngineOptions {
  role: TVideoRole;
  send(message: TVideoClientMessage): boolean;
  /** What this side sends right now (the local media hook keeps it current). */
  localTracks(): LocalTracks;
  onRemoteStream(stream: MediaStream | null): void;
  onState(state: CallState): void;
  /** The connection in use changed (browser tests read it through `window.__vizytVideo`). */
  onConnection?(pc: RTCPeerConnection | null): void;
}

/** The room's ICE servers as `RTCConfiguration` (relay-only when the deployment says so). */
export function rtcConfiguration(servers: readonly TVideoIceServer[], policy?: 'relay'): RTCConfiguration {
  return {
    iceServers: servers.map((server) => ({ urls: server.urls, username: server.username, credential: server.credential })),
    iceTransportPolicy: policy ?? 'all',
    bundlePolicy: 'max-bundle',
  };
}

/**
 * The media side of a room: at most one peer connection at a time, built when both parties are in a
 * started call and rebuilt from scratch when the other party comes back, when it asks (`restart`), or when
 * an ICE restart did not bring the connection back (then this side asks the other to rebuild too).
 */
export class CallEngine {
  private session: PeerSession | null = null;
  private watchdog: ConnectionWatchdog | null = null;
  private configuration: RTCConfiguration = {};
  /** Whether the other party is connected to the room: without it a rebuild would only wait alone. */
  private peerPresent = false;

  constructor(private readonly options: CallEngineOptions) {}

  get pc(): RTCPeerConnection | null {
    return this.session?.pc ?? null;
  }

  configure(servers: readonly TVideoIceServer[], policy?: 'relay'): void {
    this.configuration = rtcConfiguration(servers, policy);
  }

  setPeerPresent(present: boolean): void {
    this.peerPresent = present;
  }

  /** A fresh connection (the old one, if any, is closed first); the doctor's side makes the offer. */
  connect(): void {
    this.teardown();
    const session = new PeerSession(
      {
        polite: this.options.role === 'patient',
        configuration: this.configuration,
        sendSignal: (signal) => this.options.send({ type: 'signal', signal }),
        onRemoteStream: (stream) => {
          if (this.session === session) this.options.onRemoteStream(stream);
        },
        onState: (state) => {
          if (this.session !== session) return;
          this.watchdog?.onState(state);
          this.options.onState(state);
        },
        onForeignOffer: (description) => {
          if (this.session !== session) return;
          this.connect();
          void this.session?.handleSignal({ description: { type: 'offer', sdp: description.sdp } });
        },
      },
      this.options.localTracks(),
    );
    this.session = session;
    this.watchdog = new ConnectionWatchdog({ restartIce: () => session.restartIce(), rebuild: () => this.rebuildAndTell() });
    this.options.onConnection?.(session.pc);
    this.options.onState('new');
  }

  /** The call is over for now (the other party left for good, the call ended, the page closes). */
  disconnect(): void {
    this.teardown();
    this.options.onConnection?.(null);
    this.options.onRemoteStream(null);
    this.options.onState('idle');
  }

  get active(): boolean {
    return this.session !== null;
  }

  handleSignal(signal: TVideoSignal): void {
    // An offer for a call this side has not set up yet (its `started` still on the way): set up, then answer.
    if (!this.session && 'description' in signal && signal.description.type === 'offer') this.connect();
    void this.session?.handleSignal(signal);
  }

  /** The other side gave up on the connection: start over; it makes or waits for the offer as before. */
  handleRestart(): void {
    if (this.peerPresent) this.connect();
  }

  setTrack(kind: MediaKind, track: MediaStreamTrack | null): void {
    void this.session?.setTrack(kind, track, this.options.localTracks().stream);
  }

  /** Back online, or another network: the old ICE candidates may be gone. */
  networkChanged(): void {
    this.watchdog?.networkChanged();
  }

  private rebuildAndTell(): void {
    if (!this.peerPresent) return this.disconnect();
    this.options.send({ type: 'restart' });
    this.connect();
  }

  private teardown(): void {
    this.watchdog?.dispose();
    this.watchdog = null;
    this.session?.close();
    this.session = null;
  }
}
