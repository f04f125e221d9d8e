import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Database, Db } from '../../db/client.ts';
import type { TVideoServerMessage } from '../../contracts/video.ts';
import type { SessionStore } from '../../features/accounts/sessions.ts';
import { createServices, type Services } from '../../features/services.ts';
import { createAppointment, createDoctor, createPatient } from '../../tests/support/factories.ts';
import { PLAIN_SESSION_COOKIE } from '../plugins/session.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';

/** An app instance listening on a loopback port, as the browser meets it. */
export interface VideoTestServer {
  app: FastifyInstance;
  services: Services;
  origin: string;
  close(): Promise<void>;
}

export async function startVideoServer(database: Database, env: Record<string, string> = {}): Promise<VideoTestServer> {
  const config = readConfig({ TRUST_PROXY: '127.0.0.1', ...env });
  const services = createServices(database, { payments: { settings: config } });
  const app = await buildServer({ config, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, services, origin, close: () => app.close() };
}

const MINUTE = 60_000;

/** What makes a session: the services, or a bare session store (the tests that run the compiled server). */
export type SessionMaker = { accounts: { sessions: Pick<SessionStore, 'create'> } };

/** A signed-in account's cookie header. */
export async function sessionCookie(services: SessionMaker, userId: number, type: 'patient' | 'doctor' | 'partner' | 'user'): Promise<string> {
  const { token } = await services.accounts.sessions.create(userId, type);
  return `${PLAIN_SESSION_COOKIE}=${token}`;
}

/**
 * A patient and a doctor with a cabinet, and their online appointment starting `startsInMinutes` from now
 * (negative: it began already) with the status given; cookies of both.
 */
export async function createVideoRoom(
  db: Db,
  services: SessionMaker,
  {
    startsInMinutes = 5,
    status = 'booked',
    minutes = 30,
  }: { startsInMinutes?: number; status?: 'booked' | 'approved' | 'cancelled' | 'rejected'; minutes?: number } = {},
) {
  const patient = await createPatient(db);
  const doctorUser = await createPatient(db, { user_type: 'doctor' });
  const doctor = await createDoctor(db, { status: 'active', user_id: doctorUser.id });
  const appointment = await createAppointment(db, {
    doctor,
    start_at: new Date(Date.now() + startsInMinutes * MINUTE),
    minutes,
    format: 'online',
    patient_id: patient.id,
    status,
    booked_at: new Date(),
    cancelled_at: status === 'cancelled' ? new Date() : null,
  });
  return {
    appointment,
    patient,
    doctor,
    doctorUser,
    patientCookie: await sessionCookie(services, patient.id, 'patient'),
    doctorCookie: await sessionCookie(services, doctorUser.id, 'doctor'),
  };
}

/** A browser's socket to a room: every message it got, and a way to wait for the next of a type. */
export interface TestSocket {
  socket: WebSocket;
  received: TVideoServerMessage[];
  next<T extends TVideoServerMessage['type']>(type: T, timeoutMs?: number): Promise<Extract<TVideoServerMessage, { type: T }>>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function signalUrl(server: Pick<VideoTestServer, 'origin'>, appointmentId: number): string {
  return `${server.origin.replace('http', 'ws')}/api/v1/video-consultations/${appointmentId}/signal`;
}

/** Connects; resolves with the socket once open, or rejects with the HTTP status of a refused upgrade. */
export function connect(server: Pick<VideoTestServer, 'origin'>, appointmentId: number, cookie: string | null, origin = server.origin): Promise<TestSocket> {
  const socket = new WebSocket(signalUrl(server, appointmentId), { headers: { origin, ...(cookie ? { cookie } : {}) } });
  const received: TVideoServerMessage[] = [];
  const taken = new Set<TVideoServerMessage>();
  const waiters: { type: string; resolve: (message: TVideoServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as TVideoServerMessage;
    received.push(message);
    const waiter = waiters.findIndex((candidate) => candidate.type === message.type);
    if (waiter < 0) return;
    taken.add(message);
    waiters.splice(waiter, 1)[0].resolve(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const client: TestSocket = {
    socket,
    received,
    closed,
    next(type, timeoutMs = 5_000) {
      const already = received.find((message) => message.type === type && !taken.has(message));
      if (already) {
        taken.add(already);
        return Promise.resolve(already as never);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} within ${timeoutMs} ms; got ${received.map((message) => message.type).join(', ')}`)),
          timeoutMs,
        );
        waiters.push({
          type,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message as never);
          },
        });
      });
    },
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve(client));
    socket.on('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode }));
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
  });
}

/** The HTTP status a refused upgrade answered (fails when the upgrade went through). */
export async function refusal(server: VideoTestServer, appointmentId: number, cookie: string | null, origin?: string): Promise<number> {
  try {
    const socket = await connect(server, appointmentId, cookie, origin);
    socket.close();
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status) return status;
    throw error;
  }
  throw new Error('the upgrade was not refused');
}
