import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TVideoRoom, TVideoServerMessage } from '../../../../contracts/video.ts';
import { RoomController } from './room-controller.ts';

/** Just enough of a WebSocket for the line. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static last: FakeSocket;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  constructor() {
    super();
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: TVideoServerMessage) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
}

/** Just enough of a peer connection to count how many the room builds and what it asks of them. */
class FakePeerConnection extends EventTarget {
  static built: FakePeerConnection[] = [];
  closed = false;
  restarts = 0;
  remoteDescription = null;
  currentRemoteDescription = null;
  localDescription = null;
  signalingState = 'stable';
  connectionState = 'new';
  constructor(readonly configuration: RTCConfiguration) {
    super();
    FakePeerConnection.built.push(this);
  }
  addTransceiver() {}
  addTrack() {}
  getTransceivers() {
    return [];
  }
  restartIce() {
    this.restarts += 1;
  }
  close() {
    this.closed = true;
  }
  async setLocalDescription() {}
  async setRemoteDescription() {}
  async addIceCandidate() {}
  state(next: string) {
    this.connectionState = next;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
}

class FakeStream {
  getTracks() {
    return [];
  }
  addTrack() {}
  removeTrack() {}
}

const room = (status: TVideoRoom['status'], messages: TVideoRoom['messages'] = []): TVideoRoom => ({
  id: 7,
  application_number: null,
  status,
  start: '2030-03-04T08:00:00Z',
  end: '2030-03-04T08:30:00Z',
  opens_at: '2030-03-04T07:45:00Z',
  closes_at: '2030-03-04T09:00:00Z',
  service: null,
  doctor: { name: 'Лікар', photo: null, detail: null },
  patient: { name: 'Пацієнт', photo: null, detail: null },
  patient_online: true,
  doctor_online: true,
  started_at: status === 'in_progress' ? '2030-03-04T08:01:00Z' : null,
  ended_at: null,
  duration_seconds: null,
  has_conclusion: false,
  role: 'doctor',
  can_join: true,
  joins: [],
  messages,
  conclusion: null,
});

const welcome = (status: TVideoRoom['status'], peerOnline: boolean, messages: TVideoRoom['messages'] = []): TVideoServerMessage => ({
  type: 'welcome',
  role: 'doctor',
  room: room(status, messages),
  ice_servers: [{ urls: ['turn:turn.example:3478'], username: 'u', credential: 'c' }],
  ice_transport_policy: 'relay',
  peer_online: peerOnline,
  peer_media: null,
});

describe('a room in the browser', () => {
  let controller: RoomController;
  const handle: { pc?: RTCPeerConnection | null; socket?: WebSocket | null } = {};

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('MediaStream', FakeStream);
    FakePeerConnection.built = [];
    controller = new RoomController({
      socketUrl: 'ws://test/signal',
      localTracks: () => ({ stream: new FakeStream() as unknown as MediaStream, audio: null, video: null }),
      mediaState: () => ({ audio: true, video: true, screen: false }),
      testHandle: handle,
      newNonce: (() => {
        let count = 0;
        return () => `n${++count}`;
      })(),
    });
    controller.start();
    FakeSocket.last.open();
  });
  afterEach(() => {
    controller.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const built = () => FakePeerConnection.built;
  const line = () => FakeSocket.last;

  it('builds no connection in the waiting room, one when the call starts with both parties here', () => {
    line().receive(welcome('waiting', true));
    expect(controller.getSnapshot().line).toBe('open');
    expect(built()).toHaveLength(0);
    line().receive({ type: 'started', started_at: '2030-03-04T08:01:00Z' });
    expect(built()).toHaveLength(1);
    expect(built()[0].configuration.iceTransportPolicy).toBe('relay');
    expect(handle.pc).toBe(built()[0]);
    expect(handle.socket).toBe(line());
  });

  it('builds a fresh connection when the other party comes back, and keeps the current one while it is away', () => {
    line().receive(welcome('in_progress', true));
    expect(built()).toHaveLength(1);
    line().receive({ type: 'peer', online: false });
    expect(built()[0].closed).toBe(false);
    line().receive({ type: 'peer', online: true });
    expect(built()).toHaveLength(2);
    expect(built()[0].closed).toBe(true);
  });

  it('restarts ICE on a failure and starts over, telling the other side, when that did not help', () => {
    line().receive(welcome('in_progress', true));
    const first = built()[0];
    first.state('connected');
    first.state('failed');
    expect(first.restarts).toBe(1);
    vi.advanceTimersByTime(8_000);
    expect(built()).toHaveLength(2);
    expect(line().sent.some((message) => message.type === 'restart')).toBe(true);
  });

  it('starts over when the other side asks to', () => {
    line().receive(welcome('in_progress', true));
    line().receive({ type: 'restart' });
    expect(built()).toHaveLength(2);
    expect(line().sent.some((message) => message.type === 'restart')).toBe(false);
  });

  it('keeps a text typed while the line was down and sends it after the reconnect; the chat survives', () => {
    line().receive(welcome('in_progress', true, [{ id: 1, author: 'patient', text: 'Добрий день', file: null, sent_at: '2030-03-04T08:02:00Z' }]));
    line().close(1006);
    expect(controller.getSnapshot().line).toBe('reconnecting');
    controller.sendChat('Чую вас');
    expect(controller.getSnapshot().chat.pending).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    line().open();
    line().receive(welcome('in_progress', true, [{ id: 1, author: 'patient', text: 'Добрий день', file: null, sent_at: '2030-03-04T08:02:00Z' }]));
    expect(line().sent).toContainEqual({ type: 'chat', text: 'Чую вас', nonce: 'n1' });
    expect(line().sent).toContainEqual({ type: 'media', state: { audio: true, video: true, screen: false } });
    line().receive({ type: 'chat', message: { id: 2, author: 'doctor', text: 'Чую вас', file: null, sent_at: '2030-03-04T08:03:00Z' }, nonce: 'n1' });
    const { chat } = controller.getSnapshot();
    expect(chat.pending).toEqual([]);
    expect(chat.messages.map((message) => message.id)).toEqual([1, 2]);
  });

  it('ends for good when the consultation ends, with no further dialling', () => {
    line().receive(welcome('in_progress', true));
    line().receive({ type: 'ended', ended_at: '2030-03-04T08:20:00Z' });
    expect(built()[0].closed).toBe(true);
    const socket = line();
    socket.close(4004);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.last).toBe(socket);
    expect(controller.getSnapshot()).toMatchObject({ status: 'ended', line: 'ended', end: 'ended', call: 'idle' });
  });
});
