import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_CLOSE } from '../../../../contracts/video.ts';
import { endOfClose, PING_MS, reconnectDelay, signalUrl, SignalSocket, STALE_MS } from './signal-socket.ts';

class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  opened() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  receive(data: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(data) }));
  }
}

describe('the signaling line', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function line() {
    const sockets: FakeSocket[] = [];
    const events: string[] = [];
    const socket = new SignalSocket(
      'ws://x/signal',
      {
        onMessage: (message) => events.push(`message:${message.type}`),
        onDown: (attempt) => events.push(`down:${attempt}`),
        onEnd: (reason) => events.push(`end:${reason}`),
      },
      (url) => {
        const fake = new FakeSocket(url);
        sockets.push(fake);
        return fake as unknown as WebSocket;
      },
    );
    return { socket, sockets, events };
  }

  it('knows each close code the room ends a line with, and nothing else', () => {
    expect(endOfClose(VIDEO_CLOSE.replaced)).toBe('replaced');
    expect(endOfClose(VIDEO_CLOSE.forbidden)).toBe('forbidden');
    expect(endOfClose(VIDEO_CLOSE.ended)).toBe('ended');
    expect(endOfClose(VIDEO_CLOSE.unauthenticated)).toBe('unauthenticated');
    expect(endOfClose(1006)).toBeNull();
  });

  it('backs off from half a second to ten, with a little jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(20, () => 0)).toBe(10_000);
    expect(reconnectDelay(20, () => 1)).toBe(12_000);
  });

  it('dials the API origin with ws: or wss:', () => {
    expect(signalUrl('/api/v1', 7, 'https://vizyt.ua/patients/video-consultation/7')).toBe('wss://vizyt.ua/api/v1/video-consultations/7/signal');
    expect(signalUrl('http://127.0.0.1:3000/api/v1/', 7, 'http://127.0.0.1:3000/')).toBe('ws://127.0.0.1:3000/api/v1/video-consultations/7/signal');
  });

  it('reconnects after a lost line, but never after the room ended it', () => {
    const { socket, sockets, events } = line();
    socket.start();
    sockets[0].opened();
    sockets[0].receive({ type: 'pong' });
    sockets[0].close(1006);
    expect(events).toEqual(['message:pong', 'down:1']);
    vi.advanceTimersByTime(700);
    expect(sockets).toHaveLength(2);
    sockets[1].opened();
    sockets[1].close(VIDEO_CLOSE.replaced);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(events.at(-1)).toBe('end:replaced');
  });

  it('sends only on an open line, and pings it', () => {
    const { socket, sockets } = line();
    socket.start();
    expect(socket.send({ type: 'start' })).toBe(false);
    sockets[0].opened();
    expect(socket.send({ type: 'start' })).toBe(true);
    vi.advanceTimersByTime(PING_MS);
    expect(sockets[0].sent.map((data) => JSON.parse(data).type)).toEqual(['start', 'ping']);
  });

  it('gives up a line that went silent and dials again', () => {
    const { socket, sockets, events } = line();
    socket.start();
    sockets[0].opened();
    vi.advanceTimersByTime(STALE_MS + PING_MS);
    expect(events).toContain('down:1');
    vi.advanceTimersByTime(700);
    expect(sockets.length).toBeGreaterThanOrEqual(2);
  });

  it('dials at once when the browser is back online', () => {
    const { socket, sockets } = line();
    socket.start();
    sockets[0].close(1006);
    socket.retryNow();
    expect(sockets).toHaveLength(2);
  });
});
