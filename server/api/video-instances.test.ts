import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_CLOSE } from '../../contracts/video.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { connect, createVideoRoom, startVideoServer, type VideoTestServer } from './video-testing.ts';

/**
 * Two app instances on one PostgreSQL (docs/decisions/215, 216): the patient lands on one, the doctor on the
 * other, and they still see each other, talk, chat, and a second tab on either instance takes over.
 */
describe.runIf(!!TEST_DATABASE_URL)('video rooms across two app instances (PostgreSQL)', () => {
  let database: TestDatabase;
  let a: VideoTestServer;
  let b: VideoTestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startVideoServer(database);
    b = await startVideoServer(await database.openInstance());
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.dispose();
  });

  it('the patient on A and the doctor on B see each other, relay signals and chat both ways', async () => {
    const room = await createVideoRoom(database.db, a.services);
    const patient = await connect(a, room.appointment.id, room.patientCookie);
    expect(await patient.next('welcome')).toMatchObject({ peer_online: false });

    const doctor = await connect(b, room.appointment.id, room.doctorCookie);
    expect(await doctor.next('welcome')).toMatchObject({ peer_online: true });
    expect(await patient.next('peer')).toEqual({ type: 'peer', online: true });

    // Who is waiting, as the doctor's list on B tells it.
    const list = await b.app.inject({ method: 'GET', url: '/api/v1/doctors/me/video-consultations', headers: { cookie: room.doctorCookie } });
    expect(list.json().data).toEqual([expect.objectContaining({ id: room.appointment.id, patient_online: true, doctor_online: true, status: 'waiting' })]);

    // An offer larger than a NOTIFY payload crosses too.
    const offer = {
      type: 'signal',
      signal: { description: { type: 'offer', sdp: 'a=candidate:0 1 UDP 2122252543 192.0.2.1 50000 typ host\r\n'.repeat(200) } },
    };
    doctor.send(offer);
    expect(await patient.next('signal')).toEqual(offer);
    const answer = { type: 'signal', signal: { description: { type: 'answer', sdp: 'v=0\r\n' } } };
    patient.send(answer);
    expect(await doctor.next('signal')).toEqual(answer);
    // Candidates keep their order.
    for (let index = 0; index < 10; index += 1)
      doctor.send({ type: 'signal', signal: { candidate: { candidate: `candidate:${index}`, sdpMid: '0', sdpMLineIndex: 0 } } });
    const candidates = [];
    for (let index = 0; index < 10; index += 1) candidates.push((await patient.next('signal')).signal);
    expect(candidates.map((signal) => ('candidate' in signal ? signal.candidate?.candidate : null))).toEqual(
      [...Array(10).keys()].map((index) => `candidate:${index}`),
    );

    patient.send({ type: 'chat', text: 'Я тут', nonce: 'p1' });
    expect((await doctor.next('chat')).message).toMatchObject({ author: 'patient', text: 'Я тут' });
    expect(await patient.next('chat')).toMatchObject({ nonce: 'p1' });
    doctor.send({ type: 'chat', text: 'Починаємо' });
    expect((await patient.next('chat')).message).toMatchObject({ author: 'doctor', text: 'Починаємо' });

    doctor.send({ type: 'start' });
    await patient.next('started');
    doctor.close();
    expect(await patient.next('peer')).toEqual({ type: 'peer', online: false });
    patient.close();
  });

  it('a second tab on the other instance takes over the first', async () => {
    const room = await createVideoRoom(database.db, a.services);
    const doctor = await connect(a, room.appointment.id, room.doctorCookie);
    await doctor.next('welcome');
    const first = await connect(a, room.appointment.id, room.patientCookie);
    await first.next('welcome');
    await doctor.next('peer');

    const second = await connect(b, room.appointment.id, room.patientCookie);
    await second.next('welcome');
    expect((await first.closed).code).toBe(VIDEO_CLOSE.replaced);
    expect(await doctor.next('peer')).toEqual({ type: 'peer', online: true });
    doctor.send({ type: 'restart' });
    await second.next('restart');

    // And back: a doctor's tab on B replaces the one on A.
    const doctorAgain = await connect(b, room.appointment.id, room.doctorCookie);
    await doctorAgain.next('welcome');
    expect((await doctor.closed).code).toBe(VIDEO_CLOSE.replaced);
    second.send({ type: 'chat', text: 'Ви тут?' });
    expect((await doctorAgain.next('chat')).message.text).toBe('Ви тут?');
    second.close();
    doctorAgain.close();
  });

  it('keeps relaying after the listening connection is cut', async () => {
    const room = await createVideoRoom(database.db, a.services);
    const patient = await connect(a, room.appointment.id, room.patientCookie);
    await patient.next('welcome');
    const doctor = await connect(b, room.appointment.id, room.doctorCookie);
    await doctor.next('welcome');
    await database.rows(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    doctor.send({ type: 'chat', text: 'після обриву' });
    expect((await patient.next('chat', 8_000)).message.text).toBe('після обриву');
    await doctor.next('chat');
    patient.send({ type: 'chat', text: 'і назад' });
    expect((await doctor.next('chat', 8_000)).message.text).toBe('і назад');
    patient.close();
    doctor.close();
  });
});
