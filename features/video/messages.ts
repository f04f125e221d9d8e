import type { Db } from '../../db/client.ts';
import { VIDEO_SIGNAL_MAX_BYTES, ZVideoClientMessage, type TVideoRole, type TVideoServerMessage } from '../../contracts/video.ts';
import { otherRole, type VideoEvent } from './events.ts';
import { tokenBucket } from './rate-limit.ts';
import * as records from './records.ts';

/** What a connection's messages need of it. */
export interface ConnectionState {
  appointmentId: number;
  role: TVideoRole;
  /** Its row of `video_joins` (0 until it is written). */
  joinId: number;
  /** Messages are handled one after another, in the order they came (an offer before its candidates). */
  chain: Promise<void>;
  limits: ReturnType<typeof connectionLimits>;
}

export interface MessageContext {
  db: Db;
  now: () => Date;
  send(message: TVideoServerMessage): void;
  publish(event: VideoEvent): Promise<void>;
  close(code: number, reason: string): void;
  fail(error: unknown): void;
  /** False once the socket is closing (replaced, ended): what it still had queued is dropped. */
  isOpen(): boolean;
}

/** Any frame larger than the largest message (an SDP at its limit, wrapped) is refused unread. */
const MAX_FRAME_BYTES = VIDEO_SIGNAL_MAX_BYTES + 4096;
/** After this many refused frames in a row of floods the socket is closed (1008, policy violation). */
const MAX_STRIKES = 50;

/**
 * Flood protection per socket: a burst of ICE candidates passes, a stream of frames does not; chat
 * messages, each a database write, have their own smaller allowance.
 */
export function connectionLimits() {
  return { frames: tokenBucket(60, 30), chat: tokenBucket(10, 1), strikes: 0 };
}

const invalid = (message: string): TVideoServerMessage => ({ type: 'error', code: 'invalid', message });

/**
 * One frame from a party's browser: checked (size, rate, shape by `ZVideoClientMessage`), then relayed,
 * stored or acted on. A refused frame answers `{type: 'error'}` and the socket stays open.
 */
export function handleClientMessage(connection: ConnectionState, text: string, context: MessageContext): void {
  const { limits } = connection;
  if (!limits.frames.take()) {
    limits.strikes += 1;
    if (limits.strikes > MAX_STRIKES) context.close(1008, 'flood');
    else context.send(invalid('too many messages'));
    return;
  }
  limits.strikes = 0;
  if (Buffer.byteLength(text) > MAX_FRAME_BYTES) {
    context.send(invalid('too large'));
    return;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    context.send(invalid('not JSON'));
    return;
  }
  const parsed = ZVideoClientMessage.safeParse(raw);
  if (!parsed.success) {
    context.send(invalid('not a message of the protocol'));
    return;
  }
  const message = parsed.data;
  if (message.type === 'chat' && !limits.chat.take()) {
    context.send(invalid('too many messages'));
    return;
  }
  connection.chain = connection.chain.then(() =>
    act(connection, message, context).catch((error: unknown) => {
      context.fail(error);
      context.send({ type: 'error', code: 'unavailable', message: 'try again' });
    }),
  );
}

type ClientMessage = ReturnType<typeof ZVideoClientMessage.parse>;

async function act(connection: ConnectionState, message: ClientMessage, context: MessageContext): Promise<void> {
  const { appointmentId, role } = connection;
  // A connection that did not open, or is being closed (another tab took over), says nothing more.
  if (!connection.joinId || !context.isOpen()) return;
  const toOther = (payload: TVideoServerMessage) => context.publish({ kind: 'send', appointmentId, to: otherRole(role), message: payload });
  switch (message.type) {
    case 'ping':
      context.send({ type: 'pong' });
      return;
    case 'signal':
      await toOther({ type: 'signal', signal: message.signal });
      return;
    case 'restart':
      await toOther({ type: 'restart' });
      return;
    case 'media':
      await toOther({ type: 'media', state: message.state });
      await records.setJoinMedia(context.db, connection.joinId, message.state);
      return;
    case 'chat': {
      const stored = await records.storeText(context.db, appointmentId, role, message.text);
      await context.publish({
        kind: 'send',
        appointmentId,
        to: role,
        message: { type: 'chat', message: stored, ...(message.nonce ? { nonce: message.nonce } : {}) },
      });
      await toOther({ type: 'chat', message: stored });
      return;
    }
    case 'start': {
      if (role !== 'doctor') return context.send({ type: 'error', code: 'not_allowed', message: 'only the doctor starts the call' });
      const room = await records.startCall(context.db, appointmentId);
      if (room.ended_ms !== null) return context.send({ type: 'error', code: 'not_allowed', message: 'the consultation has ended' });
      await context.publish({
        kind: 'send',
        appointmentId,
        to: 'both',
        message: { type: 'started', started_at: new Date(Number(room.started_ms)).toISOString() },
      });
      return;
    }
    case 'end': {
      if (role !== 'doctor') return context.send({ type: 'error', code: 'not_allowed', message: 'only the doctor ends the consultation' });
      const endedAt = await records.endCall(context.db, appointmentId);
      await context.publish({ kind: 'ended', appointmentId, endedAt });
      return;
    }
  }
}
