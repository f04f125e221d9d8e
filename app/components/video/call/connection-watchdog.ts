/** How the call heals itself (docs/decisions/219): ICE restart first, a whole new connection second. */
export const RECOVERY_TIMINGS = {
  /** `disconnected` often heals by itself within a second or two (a Wi-Fi hiccup); longer means act. */
  disconnectedGraceMs: 3_000,
  /** An ICE restart that has not connected again by then is given up for a new connection. */
  restartTimeoutMs: 8_000,
  /** A new connection that never connects (an offer lost with a socket) is built again. */
  firstConnectMs: 15_000,
};

export type RecoveryTimings = typeof RECOVERY_TIMINGS;

export interface WatchdogActions {
  /** `pc.restartIce()`: new ICE credentials and candidates on the same connection. */
  restartIce(): void;
  /** Tell the other side and start over with a new connection. */
  rebuild(): void;
}

/** The states of `RTCPeerConnection.connectionState`. */
export type PeerState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

/**
 * Watches one peer connection and decides, from its state changes and the network's, when to restart ICE
 * and when to give up on the connection. Knows nothing of WebRTC itself, so it is tested with fake timers.
 */
export class ConnectionWatchdog {
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private firstTimer: ReturnType<typeof setTimeout> | undefined;
  private state: PeerState = 'new';
  private everConnected = false;
  private disposed = false;

  constructor(
    private readonly actions: WatchdogActions,
    private readonly timings: RecoveryTimings = RECOVERY_TIMINGS,
  ) {
    this.firstTimer = setTimeout(() => this.rebuild(), timings.firstConnectMs);
  }

  onState(state: PeerState): void {
    if (this.disposed) return;
    this.state = state;
    if (state === 'connected') {
      this.everConnected = true;
      this.clear();
    } else if (state === 'disconnected') {
      this.graceTimer ??= setTimeout(() => {
        this.graceTimer = undefined;
        if (this.state === 'disconnected') this.restart();
      }, this.timings.disconnectedGraceMs);
    } else if (state === 'failed') {
      clearTimeout(this.graceTimer);
      this.graceTimer = undefined;
      // An ICE restart under way that failed again will not do better: start over.
      if (this.restartTimer !== undefined) this.rebuild();
      else this.restart();
    }
  }

  /** The browser came back online or changed networks: the old candidates may be dead, gather new ones. */
  networkChanged(): void {
    if (this.disposed || !this.everConnected || this.state === 'closed') return;
    this.restart();
  }

  dispose(): void {
    this.disposed = true;
    this.clear();
  }

  private restart(): void {
    if (this.restartTimer !== undefined) return;
    this.actions.restartIce();
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (this.state !== 'connected') this.rebuild();
    }, this.timings.restartTimeoutMs);
  }

  private rebuild(): void {
    if (this.disposed) return;
    this.dispose();
    this.actions.rebuild();
  }

  private clear(): void {
    clearTimeout(this.graceTimer);
    clearTimeout(this.restartTimer);
    clearTimeout(this.firstTimer);
    this.graceTimer = this.restartTimer = this.firstTimer = undefined;
  }
}
