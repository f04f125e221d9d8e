import type { Database } from '../../db/client.ts';
import { VIDEO_CLOSE, type TVideoRole, type TVideoServerMessage } from '../../contracts/video.ts';
import { NotFoundError } from '../errors.ts';
import { createVideoBus, type VideoBus } from './bus.ts';
import { connectionLimits, handleClientMessage, type ConnectionState } from './messages.ts';
import { otherRole, type VideoEvent } from './events.ts';
import { iceServers, iceTransportPolicy, type IceSettings } from './ice.ts';
import * as records from './records.ts';
import { roomFacts } from './rooms.ts';
import type { VideoService } from './service.ts';
import { joinVerdict } from './window.ts';

/** The browser's end of a socket, whatever carries it. */
export interface VideoSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** Told of failures, never of chat text or names (nothing personal is logged). */
export interface VideoLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface VideoHubOptions {
  database: Database;
  video: VideoService;
  ice: IceSettings;
  now?: () => Date;
  log?: VideoLog;
  /** How often live connections are marked seen and their rooms checked (window closed, cancelled). */
  heartbeatMs?: number;
  /** How often the bus reads the table without a NOTIFY while anyone is connected here. */
  pollMs?: number;
}

/** What the WebSocket route hands each incoming frame to, and tells when the socket closed. */
export interface VideoConnectionHandle {
  receive(text: string): void;
  closed(): void;
}

interface Connection extends ConnectionState {
  socket: VideoSocket;
  userId: number;
  /** The other party's connection this one was told of (null: the other party is away). */
  peerJoinId: number | null;
  ready: boolean;
  /** Events that came before the welcome went out, applied right after it. */
  early: VideoEvent[];
  done: boolean;
  /** The server closed it (or is closing it): nothing more goes out or comes in. */
  closing: boolean;
}

/**
 * What a failure may tell the log: its kind and code, never its message (a failed insert's message
 * quotes its parameters, which may be chat text).
 */
export function failureOf(error: unknown): Record<string, unknown> {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return { failure: typeof name === 'string' ? name : typeof error, ...(typeof code === 'string' ? { code } : {}) };
}

const closeReason = { replaced: 'replaced', ended: 'ended', forbidden: 'forbidden' } as const;

/**
 * The live rooms of one app instance (docs/decisions/215, 216): its sockets, what they say to each other,
 * and the bus that carries the same to the sockets on every other instance. Messages for sockets here are
 * delivered at once, without waiting for the bus.
 */
export function createVideoHub(options: VideoHubOptions) {
  const { database, video, ice, now = () => new Date(), log = { warn: () => undefined }, heartbeatMs = 10_000 } = options;
  const rooms = new Map<number, Set<Connection>>();
  let heartbeat: NodeJS.Timeout | null = null;

  const bus: VideoBus = createVideoBus(database, {
    onEvent: (event) => deliver(event),
    onError: (error) => log.warn(failureOf(error), 'video bus failure'),
    pollMs: options.pollMs,
  });

  function send(connection: Connection, message: TVideoServerMessage) {
    if (!connection.done && !connection.closing) connection.socket.send(JSON.stringify(message));
  }

  function close(connection: Connection, code: number, reason: string) {
    if (connection.done || connection.closing) return;
    connection.closing = true;
    connection.socket.close(code, reason);
  }

  function apply(connection: Connection, event: VideoEvent) {
    if (!connection.ready) {
      connection.early.push(event);
      return;
    }
    if (event.kind === 'send') {
      if (event.to === 'both' || event.to === connection.role) send(connection, event.message);
    } else if (event.kind === 'ended') {
      send(connection, { type: 'ended', ended_at: event.endedAt });
      close(connection, VIDEO_CLOSE.ended, closeReason.ended);
    } else if (event.role === connection.role) {
      // A newer connection of the same party took over (on this instance or another).
      if (event.online && event.joinId > connection.joinId) close(connection, VIDEO_CLOSE.replaced, closeReason.replaced);
    } else if (event.online && connection.peerJoinId !== event.joinId) {
      connection.peerJoinId = event.joinId;
      send(connection, { type: 'peer', online: true });
    } else if (!event.online && connection.peerJoinId === event.joinId) {
      connection.peerJoinId = null;
      send(connection, { type: 'peer', online: false });
    }
  }

  function deliver(event: VideoEvent) {
    for (const connection of [...(rooms.get(event.appointmentId) ?? [])]) apply(connection, event);
  }

  /** To this instance's sockets at once, then to the others through the database. */
  async function publish(event: VideoEvent): Promise<void> {
    deliver(event);
    await bus.publish(event);
  }

  function register(connection: Connection) {
    const room = rooms.get(connection.appointmentId) ?? new Set<Connection>();
    room.add(connection);
    rooms.set(connection.appointmentId, room);
    bus.setActive(true);
  }

  function unregister(connection: Connection) {
    const room = rooms.get(connection.appointmentId);
    room?.delete(connection);
    if (room && !room.size) rooms.delete(connection.appointmentId);
    if (!rooms.size) bus.setActive(false);
  }

  async function open(connection: Connection): Promise<void> {
    const row = await video.findRoom(connection.appointmentId, 'ua');
    const verdict = joinVerdict(roomFacts(row), now());
    if (verdict !== 'ok') {
      close(connection, verdict === 'ended' ? VIDEO_CLOSE.ended : VIDEO_CLOSE.forbidden, verdict === 'ended' ? closeReason.ended : closeReason.forbidden);
      return;
    }
    connection.joinId = await records.openJoin(database.db, connection.appointmentId, connection.role);
    if (connection.done) {
      await records.closeJoin(database.db, connection.joinId);
      return;
    }
    await publish({ kind: 'presence', appointmentId: connection.appointmentId, role: connection.role, joinId: connection.joinId, online: true });
    const [room, peer] = await Promise.all([
      video.roomFor(row, connection.role),
      records.presentJoin(database.db, connection.appointmentId, otherRole(connection.role)),
    ]);
    connection.peerJoinId = peer?.id ?? null;
    const policy = iceTransportPolicy(ice);
    send(connection, {
      type: 'welcome',
      role: connection.role,
      room,
      ice_servers: iceServers(ice, connection.userId, now()),
      ...(policy ? { ice_transport_policy: policy } : {}),
      peer_online: peer !== null,
      peer_media: peer?.media ?? null,
    });
    connection.ready = true;
    for (const event of connection.early.splice(0)) apply(connection, event);
  }

  /** Marks this instance's connections seen, and closes those whose room closed, was cancelled or ended meanwhile. */
  async function beat(): Promise<void> {
    const all = [...rooms.values()].flatMap((room) => [...room]);
    await records.touchJoins(
      database.db,
      all.filter((connection) => connection.joinId > 0).map((connection) => connection.joinId),
    );
    for (const [appointmentId, room] of [...rooms]) {
      const found = await video.findRoom(appointmentId, 'ua').catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      const verdict = found ? joinVerdict(roomFacts(found), now()) : 'cancelled';
      if (verdict === 'ok') continue;
      for (const connection of room) close(connection, verdict === 'ended' ? VIDEO_CLOSE.ended : VIDEO_CLOSE.forbidden, verdict);
    }
  }

  return {
    async start(): Promise<void> {
      await bus.start();
      heartbeat = setInterval(() => void beat().catch((error: unknown) => log.warn(failureOf(error), 'video heartbeat failure')), heartbeatMs);
      heartbeat.unref();
    },

    /** A party's socket, already allowed in (the route checked the session, the party and the window). */
    connect(socket: VideoSocket, who: { appointmentId: number; role: TVideoRole; userId: number }): VideoConnectionHandle {
      const connection: Connection = {
        ...who,
        socket,
        joinId: 0,
        peerJoinId: null,
        ready: false,
        early: [],
        done: false,
        closing: false,
        chain: Promise.resolve(),
        limits: connectionLimits(),
      };
      register(connection);
      const opened = open(connection).catch((error: unknown) => {
        log.warn(failureOf(error), 'video connection failed to open');
        close(connection, 1011, 'unavailable');
      });
      connection.chain = opened;
      return {
        receive(text: string) {
          handleClientMessage(connection, text, {
            now,
            db: database.db,
            send: (message) => send(connection, message),
            publish,
            close: (code, reason) => close(connection, code, reason),
            fail: (error) => log.warn(failureOf(error), 'video message failed'),
            isOpen: () => !connection.done && !connection.closing,
          });
        },
        closed() {
          if (connection.done) return;
          connection.done = true;
          unregister(connection);
          void opened
            .then(async () => {
              if (!connection.joinId) return;
              await records.closeJoin(database.db, connection.joinId);
              await publish({ kind: 'presence', appointmentId: connection.appointmentId, role: connection.role, joinId: connection.joinId, online: false });
            })
            .catch((error: unknown) => log.warn(failureOf(error), 'video leave failed'));
        },
      };
    },

    /** Tells both parties' sockets, here and on every instance (a chat file sent over HTTP). */
    announce: (appointmentId: number, message: TVideoServerMessage) => publish({ kind: 'send', appointmentId, to: 'both', message }),

    /** Sockets of this instance (for tests and metrics). */
    connections: () => [...rooms.values()].reduce((count, room) => count + room.size, 0),

    async stop(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      for (const room of rooms.values()) for (const connection of room) close(connection, 1001, 'going away');
      await bus.stop();
    },
  };
}

export type VideoHub = ReturnType<typeof createVideoHub>;
