import { VIDEO_CLOSE, videoSignalPath, type TVideoClientMessage, type TVideoServerMessage } from '../../../../contracts/video.ts';

/** Why the room closed this tab's socket for good: each has its own message and none reconnects. */
export type SocketEnd = keyof typeof VIDEO_CLOSE;

export function endOfClose(code: number): SocketEnd | null {
  const entry = Object.entries(VIDEO_CLOSE).find(([, value]) => value === code);
  return entry ? (entry[0] as SocketEnd) : null;
}

/** 0.5 s, 1 s, 2 s, 4 s, 8 s, then 10 s, each up to a fifth longer at random so two tabs do not knock in step. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random() * 0.2));
}

/** The room's WebSocket address on the API's origin (`ws:` beside `http:`, `wss:` beside `https:`). */
export function signalUrl(apiBase: string, id: number, page: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/${videoSignalPath(id)}`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A ping this often keeps proxies from closing a quiet socket; nothing heard for `STALE_MS` means the line is dead. */
export const PING_MS = 15_000;
export const STALE_MS = 40_000;
/** Our own close code for a socket that went silent (the browser may not notice a dead line for minutes). */
const STALE_CLOSE = 4000;

export interface SignalSocketHandlers {
  onMessage(message: TVideoServerMessage): void;
  /** The line is down and another attempt is scheduled (`attempt` counts failures since the last open). */
  onDown(attempt: number): void;
  onEnd(reason: SocketEnd): void;
  /** The socket in use changed (browser tests read it through `window.__vizytVideo`). */
  onSocket?(socket: WebSocket | null): void;
}

/**
 * The signaling line of one room: JSON messages both ways, reconnecting with backoff after any loss except
 * the room's own refusals (replaced, forbidden, ended, unauthenticated), and a ping to find dead lines.
 */
export class SignalSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly handlers: SignalSocketHandlers,
    private readonly open: (url: string) => WebSocket = (address) => new WebSocket(address),
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Sends when the line is open; `false` when it is not (the caller keeps the message). */
  send(message: TVideoClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** The browser is back online: try now instead of waiting out the backoff. */
  retryNow(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.detach(1000);
  }

  private connect(): void {
    const socket = this.open(this.url);
    this.socket = socket;
    this.handlers.onSocket?.(socket);
    socket.addEventListener('open', () => {
      this.attempt = 0;
      this.heard();
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.keepAlive(), PING_MS);
    });
    socket.addEventListener('message', (event) => {
      this.heard();
      const message = parse(event.data);
      if (message) this.handlers.onMessage(message);
    });
    socket.addEventListener('close', (event) => this.lost(socket, event.code));
  }

  /** The line is gone (closed by either side, or found silent): end for good on a refusal, otherwise try again. */
  private lost(socket: WebSocket, code: number): void {
    if (this.socket !== socket) return;
    this.socket = null;
    clearInterval(this.pingTimer);
    this.handlers.onSocket?.(null);
    if (this.stopped) return;
    const end = endOfClose(code);
    if (end) {
      this.stopped = true;
      this.handlers.onEnd(end);
      return;
    }
    const attempt = this.attempt++;
    this.handlers.onDown(this.attempt);
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(attempt));
  }

  private heard(): void {
    this.lastHeard = Date.now();
  }

  private keepAlive(): void {
    const socket = this.socket;
    if (socket && Date.now() - this.lastHeard > STALE_MS) {
      // A dead line may take minutes to report its close: give it up now and dial again.
      socket.close(STALE_CLOSE, 'stale');
      this.lost(socket, STALE_CLOSE);
      return;
    }
    this.send({ type: 'ping' });
  }

  private detach(code: number): void {
    const socket = this.socket;
    this.socket = null;
    clearInterval(this.pingTimer);
    this.handlers.onSocket?.(null);
    if (socket && socket.readyState < WebSocket.CLOSING) socket.close(code);
  }
}

function parse(data: unknown): TVideoServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string' ? (value as TVideoServerMessage) : null;
  } catch {
    return null;
  }
}
