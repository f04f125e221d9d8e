import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { VIDEO_SIGNAL_MAX_BYTES, VIDEO_SIGNAL_PATH, type TVideoRole } from '../../contracts/video.ts';
import { ForbiddenError, UnauthorizedError } from '../../features/errors.ts';
import type { Services } from '../../features/services.ts';
import type { VideoHub } from '../../features/video/hub.ts';
import type { Config } from '../config.ts';
import { isSameOriginRequest } from '../plugins/origin-check.ts';
import { pathId } from './request-parts.ts';

/** Sockets that answered no ping within this long are dead and are closed. */
const KEEPALIVE_MS = 20_000;

interface Admitted {
  appointmentId: number;
  role: TVideoRole;
  userId: number;
}

/**
 * `GET /video-consultations/:id/signal`, the room's WebSocket (docs/decisions/215; the protocol is in
 * docs/api.md). Everything is decided before the upgrade, so a refusal is a plain HTTP answer: another
 * site's page 403, no session 401, no such online appointment 404, not a party or outside the window 403.
 * A consultation the doctor ended is let in and closed at once with `VIDEO_CLOSE.ended`, so the page can
 * say so. A plain GET without the upgrade answers 426.
 */
export async function videoSignalRoute(api: FastifyInstance, { services, config, hub }: { services: Services; config: Config; hub: VideoHub }): Promise<void> {
  await api.register(websocket, { options: { maxPayload: VIDEO_SIGNAL_MAX_BYTES * 2 } });
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  const alive = new Map<WebSocket, boolean>();

  const keepalive = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, KEEPALIVE_MS);
  keepalive.unref();
  api.addHook('onClose', async () => clearInterval(keepalive));

  api.route({
    method: 'GET',
    url: `/${VIDEO_SIGNAL_PATH}`,
    preHandler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isSameOriginRequest(request, config)) throw new ForbiddenError();
      const user = request.sessionUser;
      if (!user) throw new UnauthorizedError();
      const appointmentId = pathId(request);
      const { role, verdict } = await services.video.joinCheck(user, appointmentId);
      if (verdict !== 'ok' && verdict !== 'ended') throw new ForbiddenError('video.room.closed');
      admitted.set(request, { appointmentId, role, userId: user.id });
    },
    handler: async (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ message: 'Upgrade Required' }),
    wsHandler: (socket, request) => {
      const who = admitted.get(request);
      if (!who) {
        socket.close(4003, 'forbidden');
        return;
      }
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      const handle = hub.connect({ send: (text) => socket.send(text), close: (code, reason) => socket.close(code, reason) }, who);
      socket.on('message', (data, isBinary) => {
        if (isBinary) return handle.receive('');
        handle.receive(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'));
      });
      socket.on('close', () => {
        alive.delete(socket);
        handle.closed();
      });
    },
  });
}
