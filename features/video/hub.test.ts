import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_CLOSE, type TVideoServerMessage } from '../../contracts/video.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createAppointment, createDoctor, createPatient } from '../../tests/support/factories.ts';
import { createVideoHub, type VideoHub } from './hub.ts';
import { createVideoService } from './service.ts';

/**
 * The hub without HTTP: two hubs over one database stand for two app instances (on PGlite the bus is its
 * own NOTIFY), and the heartbeat closes a room whose appointment was cancelled during the call.
 */
let database: TestDatabase;
let a: VideoHub;
let b: VideoHub;

beforeAll(async () => {
  database = await createTestDatabase();
  const video = createVideoService(database);
  const ice = { stunUrls: [], turnUrls: [] };
  a = createVideoHub({ database, video, ice, heartbeatMs: 100, pollMs: 5_000 });
  b = createVideoHub({ database, video, ice, heartbeatMs: 100, pollMs: 5_000 });
  await Promise.all([a.start(), b.start()]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.dispose();
});

function fakeSocket() {
  const received: TVideoServerMessage[] = [];
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  let handle: { receive(text: string): void; closed(): void } | undefined;
  return {
    received,
    closed,
    socket: {
      send: (text: string) => received.push(JSON.parse(text) as TVideoServerMessage),
      close: (code: number) => {
        resolveClosed(code);
        handle?.closed();
      },
    },
    attach(next: { receive(text: string): void; closed(): void }) {
      handle = next;
      return next;
    },
    async next(type: TVideoServerMessage['type'], count = 1) {
      const until = Date.now() + 5_000;
      while (received.filter((message) => message.type === type).length < count) {
        if (Date.now() > until) throw new Error(`no ${type}: ${received.map((message) => message.type).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received.filter((message) => message.type === type)[count - 1];
    },
  };
}

async function room() {
  const patient = await createPatient(database.db);
  const doctorUser = await createPatient(database.db, { user_type: 'doctor' });
  const doctor = await createDoctor(database.db, { status: 'active', user_id: doctorUser.id });
  const appointment = await createAppointment(database.db, {
    doctor,
    start_at: new Date(Date.now() + 60_000),
    format: 'online',
    patient_id: patient.id,
    booked_at: new Date(),
  });
  return { appointmentId: appointment.id, patient, doctorUser };
}

describe('the video hub', () => {
  it('carries presence and signals between two hubs over the database', async () => {
    const { appointmentId, patient, doctorUser } = await room();
    const onA = fakeSocket();
    const patientHandle = onA.attach(a.connect(onA.socket, { appointmentId, role: 'patient', userId: patient.id }));
    await onA.next('welcome');
    const onB = fakeSocket();
    const doctorHandle = onB.attach(b.connect(onB.socket, { appointmentId, role: 'doctor', userId: doctorUser.id }));
    expect(await onB.next('welcome')).toMatchObject({ peer_online: true });
    expect(await onA.next('peer')).toEqual({ type: 'peer', online: true });
    patientHandle.receive(JSON.stringify({ type: 'media', state: { audio: true, video: false, screen: false } }));
    expect(await onB.next('media')).toEqual({ type: 'media', state: { audio: true, video: false, screen: false } });
    patientHandle.closed();
    // The doctor knew of the patient from the welcome: told only that the patient left.
    expect(await onB.next('peer')).toEqual({ type: 'peer', online: false });
    expect(onB.received.filter((message) => message.type === 'peer')).toHaveLength(1);
    doctorHandle.closed();
  });

  it('closes both parties when the appointment is cancelled during the call', async () => {
    const { appointmentId, patient, doctorUser } = await room();
    const onA = fakeSocket();
    onA.attach(a.connect(onA.socket, { appointmentId, role: 'patient', userId: patient.id }));
    const onB = fakeSocket();
    onB.attach(b.connect(onB.socket, { appointmentId, role: 'doctor', userId: doctorUser.id }));
    await Promise.all([onA.next('welcome'), onB.next('welcome')]);
    await database.db.execute(sql`update appointments set status = 'cancelled', cancelled_at = now() where id = ${appointmentId}`);
    expect(await onA.closed).toBe(VIDEO_CLOSE.forbidden);
    expect(await onB.closed).toBe(VIDEO_CLOSE.forbidden);
    expect(a.connections() + b.connections()).toBe(0);
  });
});
