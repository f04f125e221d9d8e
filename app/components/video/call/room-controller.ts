import type { TVideoMediaState, TVideoMessage, TVideoRole, TVideoRoom, TVideoServerMessage, TVideoStatus } from '../../../../contracts/video.ts';
import { CallEngine, type CallState } from './call-engine.ts';
import { EMPTY_CHAT, queueMessage, receiveHistory, receiveMessage, type ChatLog } from './chat-log.ts';
import type { LocalTracks, MediaKind } from './peer-session.ts';
import { SignalSocket, type SocketEnd } from './signal-socket.ts';

/** The signaling line as the page shows it. */
export type LineState = 'connecting' | 'open' | 'reconnecting' | 'ended';

/** Everything the room's screens show, replaced as a whole on each change. */
export interface RoomSnapshot {
  room: TVideoRoom | null;
  role: TVideoRole | null;
  status: TVideoStatus | null;
  startedAt: string | null;
  line: LineState;
  /** Why the room closed this tab's line for good. */
  end: SocketEnd | null;
  peerOnline: boolean;
  peerMedia: TVideoMediaState | null;
  call: CallState;
  remoteStream: MediaStream | null;
  chat: ChatLog;
  /** The code of the room's last refusal of a message (`invalid`, `not_allowed`, `unavailable`). */
  refusal: string | null;
}

/** What the browser test page may define: the room assigns its connection and socket to it. */
export interface VideoTestHandle {
  pc?: RTCPeerConnection | null;
  socket?: WebSocket | null;
}

export interface RoomControllerOptions {
  socketUrl: string;
  localTracks(): LocalTracks;
  /** The current microphone / camera / screen, told to the other side on every (re)connection. */
  mediaState(): TVideoMediaState;
  /** The line keeps failing: the page may check whether the room is still open. */
  onRepeatedFailure?(attempt: number): void;
  testHandle?: VideoTestHandle | null;
  newNonce?: () => string;
}

/** Before the line is up. */
export const INITIAL_ROOM_SNAPSHOT: RoomSnapshot = {
  room: null,
  role: null,
  status: null,
  startedAt: null,
  line: 'connecting',
  end: null,
  peerOnline: false,
  peerMedia: null,
  call: 'idle',
  remoteStream: null,
  chat: EMPTY_CHAT,
  refusal: null,
};

/**
 * One room in this tab: the signaling line, the call and the chat, outside React (the page subscribes).
 * The call runs while the consultation is in progress and both parties are connected; the chat lives in
 * the room and is merged by id after every reconnect, so nothing typed or received is lost.
 */
export class RoomController {
  private snapshot: RoomSnapshot = INITIAL_ROOM_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private readonly socket: SignalSocket;
  private engine: CallEngine | null = null;

  constructor(private readonly options: RoomControllerOptions) {
    this.socket = new SignalSocket(options.socketUrl, {
      onMessage: (message) => this.receive(message),
      onDown: (attempt) => {
        this.update({ line: 'reconnecting' });
        if (attempt >= 3) options.onRepeatedFailure?.(attempt);
      },
      onEnd: (end) => {
        this.engine?.disconnect();
        this.update({ line: 'ended', end, ...(end === 'ended' ? { status: 'ended' as const } : {}) });
      },
      onSocket: (socket) => {
        if (options.testHandle) options.testHandle.socket = socket;
      },
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RoomSnapshot => this.snapshot;

  /** The peer connection in use (for the quality indicator's `getStats`). */
  get pc(): RTCPeerConnection | null {
    return this.engine?.pc ?? null;
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
    this.engine?.disconnect();
    this.listeners.clear();
  }

  /** The doctor starts the call or ends the consultation. */
  command(type: 'start' | 'end'): boolean {
    return this.socket.send({ type });
  }

  /** Sends a chat text, or keeps it pending until the line is back; returns its nonce. */
  sendChat(text: string): string {
    const nonce = this.options.newNonce?.() ?? crypto.randomUUID();
    this.update({ chat: queueMessage(this.snapshot.chat, text, nonce) });
    this.socket.send({ type: 'chat', text, nonce });
    return nonce;
  }

  /** A file message the upload answered with (the room also sends it to both parties; ids keep one copy). */
  addMessage(message: TVideoMessage): void {
    this.update({ chat: receiveMessage(this.snapshot.chat, message) });
  }

  mediaChanged(): void {
    this.socket.send({ type: 'media', state: this.options.mediaState() });
  }

  setTrack(kind: MediaKind, track: MediaStreamTrack | null): void {
    this.engine?.setTrack(kind, track);
  }

  networkChanged(): void {
    this.socket.retryNow();
    this.engine?.networkChanged();
  }

  private live(): boolean {
    return this.snapshot.status === 'in_progress' && this.snapshot.peerOnline && this.snapshot.line === 'open';
  }

  private receive(message: TVideoServerMessage): void {
    const engine = this.engine;
    switch (message.type) {
      case 'welcome':
        return this.welcome(message);
      case 'peer':
        this.update({ peerOnline: message.online, ...(message.online ? {} : { peerMedia: null }) });
        engine?.setPeerPresent(message.online);
        // The other side came (back) with a new connection of its own: match it. When it leaves, the
        // current connection stays: media may still flow while its socket reconnects.
        if (message.online && this.live()) engine?.connect();
        return;
      case 'signal':
        // Even before this side has heard `started`: an offer sets the call up (the engine builds for it).
        engine?.handleSignal(message.signal);
        return;
      case 'chat':
        // Our own text came back: whatever the room refused before is old news.
        return this.update({ chat: receiveMessage(this.snapshot.chat, message.message, message.nonce), ...(message.nonce ? { refusal: null } : {}) });
      case 'media':
        return this.update({ peerMedia: message.state });
      case 'started':
        this.update({ status: 'in_progress', startedAt: message.started_at });
        if (this.live() && !engine?.active) engine?.connect();
        return;
      case 'ended':
        engine?.disconnect();
        return this.update({ status: 'ended' });
      case 'restart':
        if (this.live()) engine?.handleRestart();
        return;
      case 'error':
        return this.update({ refusal: message.code });
      case 'pong':
        return;
    }
  }

  private welcome(message: Extract<TVideoServerMessage, { type: 'welcome' }>): void {
    const engine = (this.engine ??= new CallEngine({
      role: message.role,
      send: (outgoing) => this.socket.send(outgoing),
      localTracks: () => this.options.localTracks(),
      onRemoteStream: (remoteStream) => this.update({ remoteStream }),
      onState: (call) => this.update({ call }),
      onConnection: (pc) => {
        if (this.options.testHandle) this.options.testHandle.pc = pc;
      },
    }));
    engine.configure(message.ice_servers, message.ice_transport_policy);
    engine.setPeerPresent(message.peer_online);
    const { room } = message;
    this.update({
      room,
      role: message.role,
      status: room.status,
      startedAt: room.started_at,
      line: 'open',
      peerOnline: message.peer_online,
      peerMedia: message.peer_media,
      chat: receiveHistory(this.snapshot.chat, room.messages, message.role),
      refusal: null,
    });
    for (const item of this.snapshot.chat.pending) this.socket.send({ type: 'chat', text: item.text, nonce: item.nonce });
    this.socket.send({ type: 'media', state: this.options.mediaState() });
    // This side is new to the room (or back in it): the other side builds a new connection on hearing so.
    if (this.live()) engine.connect();
    else if (room.status !== 'in_progress') engine.disconnect();
  }

  private update(change: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
