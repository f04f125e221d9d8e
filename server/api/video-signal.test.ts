import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action_log } from '../../db/schema/index.ts';
import { VIDEO_CLOSE, VIDEO_FILE_MAX_BYTES } from '../../contracts/video.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createAppointment, createPatient } from '../../tests/support/factories.ts';
import { readConfig } from '../config.ts';
import { connect, createVideoRoom, refusal, sessionCookie, startVideoServer, type VideoTestServer } from './video-testing.ts';

/**
 * The room's WebSocket against a listening server, as browsers meet it (issue 13, "Refusals" and
 * signaling): who may connect and when, what the two parties tell each other, takeover by a second tab,
 * the chat kept across reconnects; and the REST edges next to it (file limit, conclusion).
 */

let database: TestDatabase;
let server: VideoTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startVideoServer(database);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

const db = () => database.db;

describe('who may connect', () => {
  it('refuses a third patient and the doctor of another appointment with 403, and no session with 401', async () => {
    const room = await createVideoRoom(db(), server.services);
    const other = await createVideoRoom(db(), server.services);
    const stranger = await createPatient(db());
    expect(await refusal(server, room.appointment.id, await sessionCookie(server.services, stranger.id, 'patient'))).toBe(403);
    expect(await refusal(server, room.appointment.id, other.doctorCookie)).toBe(403);
    expect(await refusal(server, room.appointment.id, other.patientCookie)).toBe(403);
    expect(await refusal(server, room.appointment.id, null)).toBe(401);
  });

  it('refuses another site, a cancelled appointment, and a time outside the window', async () => {
    const room = await createVideoRoom(db(), server.services);
    expect(await refusal(server, room.appointment.id, room.patientCookie, 'https://evil.example')).toBe(403);
    const cancelled = await createVideoRoom(db(), server.services, { status: 'cancelled' });
    expect(await refusal(server, cancelled.appointment.id, cancelled.patientCookie)).toBe(403);
    // The waiting room opens 15 minutes before the start; the room closes 30 minutes after the end.
    const early = await createVideoRoom(db(), server.services, { startsInMinutes: 20 });
    expect(await refusal(server, early.appointment.id, early.patientCookie)).toBe(403);
    const late = await createVideoRoom(db(), server.services, { startsInMinutes: -61 });
    expect(await refusal(server, late.appointment.id, late.doctorCookie)).toBe(403);
    const justInside = await createVideoRoom(db(), server.services, { startsInMinutes: -59 });
    (await connect(server, justInside.appointment.id, justInside.doctorCookie)).close();
  });

  it('answers 404 for an appointment that is not online', async () => {
    const room = await createVideoRoom(db(), server.services);
    const inClinic = await createAppointment(db(), {
      doctor: room.doctor,
      start_at: new Date(Date.now() + 2 * 86_400_000),
      patient_id: room.patient.id,
      booked_at: new Date(),
    });
    expect(await refusal(server, inClinic.id, room.patientCookie)).toBe(404);
  });

  it('answers a plain GET without the upgrade 426', async () => {
    const room = await createVideoRoom(db(), server.services);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/video-consultations/${room.appointment.id}/signal`,
      headers: { cookie: room.patientCookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(426);
  });
});

describe('the two parties', () => {
  it('see each other come and go, and relay signals, media and restarts only to the other side', async () => {
    const room = await createVideoRoom(db(), server.services);
    const patient = await connect(server, room.appointment.id, room.patientCookie);
    const welcome = await patient.next('welcome');
    expect(welcome).toMatchObject({
      role: 'patient',
      peer_online: false,
      ice_servers: [],
      room: { id: room.appointment.id, status: 'waiting', can_join: true },
    });
    expect(welcome).not.toHaveProperty('ice_transport_policy');

    const doctor = await connect(server, room.appointment.id, room.doctorCookie);
    expect(await doctor.next('welcome')).toMatchObject({ role: 'doctor', peer_online: true });
    expect(await patient.next('peer')).toEqual({ type: 'peer', online: true });

    const offer = { type: 'signal', signal: { description: { type: 'offer', sdp: 'v=0\r\n'.repeat(1500) } } };
    doctor.send(offer);
    expect(await patient.next('signal')).toEqual(offer);
    patient.send({ type: 'signal', signal: { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } } });
    expect((await doctor.next('signal')).signal).toMatchObject({ candidate: { sdpMid: '0' } });
    patient.send({ type: 'media', state: { audio: false, video: true, screen: false } });
    expect(await doctor.next('media')).toEqual({ type: 'media', state: { audio: false, video: true, screen: false } });
    doctor.send({ type: 'restart' });
    await patient.next('restart');
    patient.send({ type: 'ping' });
    await patient.next('pong');
    // Nothing a party says comes back to itself.
    expect(doctor.received.filter((message) => message.type === 'signal' || message.type === 'restart')).toHaveLength(1);

    doctor.close();
    expect(await patient.next('peer')).toEqual({ type: 'peer', online: false });
    patient.close();
  });

  it('refuses malformed and oversize messages and lets only the doctor start and end', async () => {
    const room = await createVideoRoom(db(), server.services);
    const patient = await connect(server, room.appointment.id, room.patientCookie);
    await patient.next('welcome');
    patient.send('not json');
    expect(await patient.next('error')).toMatchObject({ code: 'invalid' });
    patient.send({ type: 'signal', signal: { description: { type: 'offer', sdp: 'x'.repeat(70 * 1024) } } });
    expect(await patient.next('error')).toMatchObject({ code: 'invalid' });
    patient.send({ type: 'teleport' });
    expect(await patient.next('error')).toMatchObject({ code: 'invalid' });
    patient.send({ type: 'start' });
    expect(await patient.next('error')).toMatchObject({ code: 'not_allowed' });

    const doctor = await connect(server, room.appointment.id, room.doctorCookie);
    await doctor.next('welcome');
    doctor.send({ type: 'start' });
    const started = await patient.next('started');
    expect((await doctor.next('started')).started_at).toBe(started.started_at);
    doctor.send({ type: 'end' });
    expect(await patient.next('ended')).toMatchObject({ type: 'ended' });
    expect((await patient.closed).code).toBe(VIDEO_CLOSE.ended);
    expect((await doctor.closed).code).toBe(VIDEO_CLOSE.ended);

    // After the end nobody comes back in; the record keeps the start, the end and the duration.
    const again = await connect(server, room.appointment.id, room.patientCookie);
    expect((await again.closed).code).toBe(VIDEO_CLOSE.ended);
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/v1/video-consultations/${room.appointment.id}`,
      headers: { cookie: room.patientCookie },
    });
    expect(answer.json().data).toMatchObject({ status: 'ended', can_join: false, started_at: started.started_at });
    expect(answer.json().data.duration_seconds).toBeGreaterThanOrEqual(0);
  });

  it('closes a flood', async () => {
    const room = await createVideoRoom(db(), server.services);
    const patient = await connect(server, room.appointment.id, room.patientCookie);
    await patient.next('welcome');
    for (let i = 0; i < 200; i += 1) patient.send({ type: 'ping' });
    expect((await patient.closed).code).toBe(1008);
  });

  it('a second tab of the same party takes over the first', async () => {
    const room = await createVideoRoom(db(), server.services);
    const doctor = await connect(server, room.appointment.id, room.doctorCookie);
    await doctor.next('welcome');
    const first = await connect(server, room.appointment.id, room.patientCookie);
    await first.next('welcome');
    await doctor.next('peer');
    const second = await connect(server, room.appointment.id, room.patientCookie);
    expect(await second.next('welcome')).toMatchObject({ peer_online: true });
    expect((await first.closed).code).toBe(VIDEO_CLOSE.replaced);
    // The doctor hears of the new connection (to make a new offer) and is not told the patient left.
    expect(await doctor.next('peer')).toEqual({ type: 'peer', online: true });
    doctor.send({ type: 'signal', signal: { candidate: null } });
    expect(await second.next('signal')).toEqual({ type: 'signal', signal: { candidate: null } });
    expect(doctor.received.filter((message) => message.type === 'peer' && !message.online)).toEqual([]);
    doctor.close();
    second.close();
  });

  it('stores the chat and shows it again after a reconnect, with the sender nonce echoed', async () => {
    const room = await createVideoRoom(db(), server.services);
    const patient = await connect(server, room.appointment.id, room.patientCookie);
    await patient.next('welcome');
    const doctor = await connect(server, room.appointment.id, room.doctorCookie);
    await doctor.next('welcome');
    patient.send({ type: 'chat', text: 'Добрий день', nonce: 'n-1' });
    const mine = await patient.next('chat');
    expect(mine).toMatchObject({ nonce: 'n-1', message: { author: 'patient', text: 'Добрий день' } });
    const theirs = await doctor.next('chat');
    expect(theirs.message).toEqual(mine.message);
    expect(theirs.nonce).toBeUndefined();
    doctor.send({ type: 'chat', text: 'Вітаю' });
    await patient.next('chat');
    patient.close();
    await patient.closed;

    const back = await connect(server, room.appointment.id, room.patientCookie);
    const welcome = await back.next('welcome');
    expect(welcome.room.messages.map((message) => [message.author, message.text])).toEqual([
      ['patient', 'Добрий день'],
      ['doctor', 'Вітаю'],
    ]);
    expect(welcome.room.joins.filter((join) => join.role === 'patient')).toHaveLength(2);
    back.close();
    doctor.close();
  });
});

describe('relay only', () => {
  it('tells both parties to use TURN alone when TURN_RELAY_ONLY=1, and refuses to start without a TURN server', async () => {
    const relayed = await startVideoServer(database, { TURN_URLS: 'turn:127.0.0.1:3478?transport=udp', TURN_SECRET: 's3cret', TURN_RELAY_ONLY: '1' });
    try {
      const room = await createVideoRoom(db(), relayed.services);
      const patient = await connect(relayed, room.appointment.id, room.patientCookie);
      const welcome = await patient.next('welcome');
      expect(welcome.ice_transport_policy).toBe('relay');
      expect(welcome.ice_servers).toEqual([
        { urls: ['turn:127.0.0.1:3478?transport=udp'], username: expect.stringMatching(new RegExp(`:${room.patient.id}$`)), credential: expect.any(String) },
      ]);
      patient.close();
    } finally {
      await relayed.close();
    }
    expect(() => readConfig({ TURN_RELAY_ONLY: '1', STUN_URLS: 'stun:127.0.0.1:3478' })).toThrow(/TURN_URLS/);
  });
});

describe('files and the conclusion', () => {
  const form = (bytes: Buffer, name: string, type: string) => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    body.append('text', 'аналіз');
    return body;
  };
  const post = (url: string, cookie: string, body: FormData) =>
    fetch(`${server.origin}/api/v1${url}`, { method: 'POST', body, headers: { cookie, origin: server.origin } });

  it('takes a PDF into the chat, tells both sockets, and gives it back to the parties only', async () => {
    const room = await createVideoRoom(db(), server.services);
    const doctor = await connect(server, room.appointment.id, room.doctorCookie);
    await doctor.next('welcome');
    const pdf = Buffer.from('%PDF-1.4\n% test\n');
    const sent = await post(`/video-consultations/${room.appointment.id}/files`, room.patientCookie, form(pdf, 'аналіз.pdf', 'application/pdf'));
    expect(sent.status).toBe(201);
    const { data } = (await sent.json()) as { data: { id: number; text: string; file: { url: string; type: string; name: string } } };
    expect(data).toMatchObject({ text: 'аналіз', file: { type: 'application/pdf', name: 'аналіз.pdf' } });
    expect((await doctor.next('chat')).message.id).toBe(data.id);

    const file = await fetch(`${server.origin}${data.file.url}`, { headers: { cookie: room.doctorCookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    const other = await createVideoRoom(db(), server.services);
    expect((await fetch(`${server.origin}${data.file.url}`, { headers: { cookie: other.patientCookie } })).status).toBe(403);
    doctor.close();
  });

  it('refuses a file too large with 413 and a file that is no image or PDF with 415', async () => {
    const room = await createVideoRoom(db(), server.services);
    const big = Buffer.alloc(VIDEO_FILE_MAX_BYTES + 1, 0);
    big.write('%PDF-1.4');
    const tooLarge = await post(`/video-consultations/${room.appointment.id}/files`, room.patientCookie, form(big, 'big.pdf', 'application/pdf'));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toMatch(/10 МБ/);
    // A script that calls itself a PNG is read for what it is.
    const fake = await post(
      `/video-consultations/${room.appointment.id}/files`,
      room.patientCookie,
      form(Buffer.from('<script>alert(1)</script>'), 'photo.png', 'image/png'),
    );
    expect(fake.status).toBe(415);
  });

  it('lets only the doctor write the conclusion, and the patient read it', async () => {
    const room = await createVideoRoom(db(), server.services, { startsInMinutes: -5 });
    const put = (cookie: string, body: unknown) =>
      fetch(`${server.origin}/api/v1/video-consultations/${room.appointment.id}/conclusion`, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
      });
    expect((await put(room.patientCookie, { conclusion: 'Здоровий' })).status).toBe(403);
    const other = await createVideoRoom(db(), server.services, { startsInMinutes: -5 });
    expect((await put(other.doctorCookie, { conclusion: 'Здоровий' })).status).toBe(403);
    expect((await put(room.doctorCookie, { conclusion: '' })).status).toBe(422);
    const written = await put(room.doctorCookie, { conclusion: 'ГРВІ', recommendations: 'Пити воду' });
    expect(written.status).toBe(200);
    const rewritten = await put(room.doctorCookie, { conclusion: 'ГРВІ, легкий перебіг', recommendations: 'Пити воду' });
    const { data } = (await rewritten.json()) as { data: { written_at: string; updated_at: string } };
    expect(data.updated_at >= data.written_at).toBe(true);
    const seen = await server.app.inject({ method: 'GET', url: `/api/v1/video-consultations/${room.appointment.id}`, headers: { cookie: room.patientCookie } });
    expect(seen.json().data).toMatchObject({ has_conclusion: true, conclusion: { conclusion: 'ГРВІ, легкий перебіг', recommendations: 'Пити воду' } });

    const future = await createVideoRoom(db(), server.services, { startsInMinutes: 10 });
    const early = await fetch(`${server.origin}/api/v1/video-consultations/${future.appointment.id}/conclusion`, {
      method: 'PUT',
      body: JSON.stringify({ conclusion: 'Рано' }),
      headers: { cookie: future.doctorCookie, origin: server.origin, 'content-type': 'application/json' },
    });
    expect(early.status).toBe(409);
  });
});

describe('staff', () => {
  it('read the record with the appointments right, and every read is in the action log', async () => {
    const room = await createVideoRoom(db(), server.services);
    const patient = await connect(server, room.appointment.id, room.patientCookie);
    await patient.next('welcome');
    patient.send({ type: 'chat', text: 'скарга' });
    await patient.next('chat');
    patient.close();
    const administrator = await createPatient(db(), { user_type: 'user', is_administrator: true });
    const clerk = await createPatient(db(), { user_type: 'user' });
    const read = async (cookie: string) =>
      server.app.inject({ method: 'GET', url: `/api/v1/admin/video-consultations/${room.appointment.id}`, headers: { cookie } });
    expect((await read(await sessionCookie(server.services, clerk.id, 'user'))).statusCode).toBe(403);
    const answer = await read(await sessionCookie(server.services, administrator.id, 'user'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.messages.map((message: { text: string }) => message.text)).toEqual(['скарга']);
    const lines = await db()
      .select()
      .from(action_log)
      .where(and(eq(action_log.user_id, administrator.id), eq(action_log.resource, 'video-consultations')));
    expect(lines).toMatchObject([{ action: 'read', record_id: room.appointment.id }]);
  });
});
