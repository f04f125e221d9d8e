import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createAppointment, createPatient } from '../../tests/support/factories.ts';
import { createDemoParties, type DemoParties } from '../../tests/support/factories/video.ts';
import { VIDEO_GRACE_MINUTES, VIDEO_WAITING_ROOM_OPENS_MINUTES } from '../../contracts/video.ts';
import { chooseDemoStart, DEMO_ROOM_MIN_OPEN_MINUTES, ensureDemoVideoVisit } from './demo-room.ts';
import { joinVerdict } from './window.ts';

const MINUTE = 60_000;
const NOW = new Date('2030-03-04T09:02:30Z');

interface Visit {
  id: number;
  status: string;
  format: string;
  patient_id: number;
  start_ms: number;
  end_ms: number;
  application_number: string | null;
}

describe('the demo room keeper (docs/decisions/222)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => database.dispose());

  const visitsOf = (parties: DemoParties) =>
    database.rows<Visit>(sql`
      select id, status, format, patient_id, application_number, (extract(epoch from start_at) * 1000)::float8 as start_ms, (extract(epoch from end_at) * 1000)::float8 as end_ms
      from appointments where doctor_id = ${parties.doctor.id} order by id`);

  const isOpen = (visit: Visit, at: number) =>
    visit.start_ms - VIDEO_WAITING_ROOM_OPENS_MINUTES * MINUTE <= at && visit.end_ms + VIDEO_GRACE_MINUTES * MINUTE >= at + DEMO_ROOM_MIN_OPEN_MINUTES * MINUTE;

  it('books the demo patient an approved online visit with the demo doctor whose room is open now, and keeps it while it stays open', async () => {
    const parties = await createDemoParties(database.db);
    const first = await ensureDemoVideoVisit(database, NOW);
    expect(first).toMatchObject({ action: 'created' });
    const [visit] = await visitsOf(parties);
    expect(visit).toMatchObject({ status: 'approved', format: 'online', patient_id: parties.patient.id });
    expect(visit.application_number).toMatch(/^VZ-2030-\d{6}$/);
    expect(isOpen(visit, NOW.getTime())).toBe(true);
    // The signaling's own rule lets both parties in now, and still will in twenty minutes.
    const facts = { status: visit.status, format: visit.format, start: new Date(visit.start_ms), end: new Date(visit.end_ms), startedAt: null, endedAt: null };
    expect(joinVerdict(facts, NOW)).toBe('ok');
    expect(joinVerdict(facts, new Date(NOW.getTime() + DEMO_ROOM_MIN_OPEN_MINUTES * MINUTE))).toBe('ok');
    // Ten minutes ahead on a five-minute mark: the visitor meets the waiting room first.
    expect(new Date(visit.start_ms).toISOString()).toBe('2030-03-04T09:15:00.000Z');
    expect(visit.end_ms - visit.start_ms).toBe(30 * MINUTE);

    const later = new Date(NOW.getTime() + 30 * MINUTE);
    expect(await ensureDemoVideoVisit(database, later)).toEqual({ action: 'kept', appointmentId: visit.id, start: new Date(visit.start_ms) });
    expect(await visitsOf(parties)).toHaveLength(1);
  });

  it('moves its own unused visit to the new now instead of leaving a missed one behind, and records why', async () => {
    const parties = await createDemoParties(database.db);
    await ensureDemoVideoVisit(database, NOW);
    const nextHour = new Date(NOW.getTime() + 60 * MINUTE);
    const moved = await ensureDemoVideoVisit(database, nextHour);
    expect(moved).toMatchObject({ action: 'moved' });
    const visits = await visitsOf(parties);
    expect(visits).toHaveLength(1);
    expect(isOpen(visits[0], nextHour.getTime())).toBe(true);
    const events = await database.rows<{ action: string; actor_kind: string; reason: string }>(sql`
      select action, actor_kind, details ->> 'reason' as reason from appointment_events where appointment_id = ${visits[0].id} order by id`);
    expect(events.map((event) => event.action)).toEqual(['booked', 'approved', 'rescheduled']);
    expect(events.every((event) => event.actor_kind === 'system' && event.reason === 'demo_room')).toBe(true);
  });

  it("keeps clear of the doctor's other visits (the booking exclusion constraint) and never changes them", async () => {
    const parties = await createDemoParties(database.db);
    const someone = await createPatient(database.db);
    // Another patient's visit right where the keeper would start: 09:15–09:45.
    const other = await createAppointment(database.db, {
      doctor: parties.doctor,
      start_at: new Date('2030-03-04T09:15:00Z'),
      minutes: 30,
      status: 'approved',
      patient_id: someone.id,
    });
    const outcome = await ensureDemoVideoVisit(database, NOW);
    expect(outcome).toMatchObject({ action: 'created' });
    const visits = await visitsOf(parties);
    const mine = visits.find((visit) => visit.id !== other.id)!;
    expect(isOpen(mine, NOW.getTime())).toBe(true);
    expect(new Date(mine.end_ms).toISOString()).toBe('2030-03-04T09:15:00.000Z');
    const [untouched] = visits.filter((visit) => visit.id === other.id);
    expect(untouched).toMatchObject({ status: 'approved', start_ms: Date.parse('2030-03-04T09:15:00Z') });
  });

  it("does not move a visit it did not make: the demo patient's own booking with an open room is kept as it is", async () => {
    const parties = await createDemoParties(database.db);
    const booked = await createAppointment(database.db, {
      doctor: parties.doctor,
      start_at: new Date('2030-03-04T09:00:00Z'),
      status: 'approved',
      format: 'online',
      patient_id: parties.patient.id,
    });
    expect(await ensureDemoVideoVisit(database, NOW)).toMatchObject({ action: 'kept', appointmentId: booked.id });
    // When it closes, the keeper books its own visit beside it rather than moving hers.
    const afterwards = new Date('2030-03-04T09:45:00Z');
    expect(await ensureDemoVideoVisit(database, afterwards)).toMatchObject({ action: 'created' });
    const visits = await visitsOf(parties);
    expect(visits.find((visit) => visit.id === booked.id)?.start_ms).toBe(Date.parse('2030-03-04T09:00:00Z'));
  });

  it('never moves a visit somebody used: a new one is booked beside it, and the used one stays as it was', async () => {
    const parties = await createDemoParties(database.db);
    const first = await ensureDemoVideoVisit(database, NOW);
    if (first.action !== 'created') throw new Error(`expected a new visit, got ${first.action}`);
    // The demo patient entered the waiting room; the doctor never came.
    await database.exec(
      `insert into video_joins (appointment_id, role, joined_at, seen_at, left_at) values (${first.appointmentId}, 'patient', now(), now(), now())`,
    );
    const nextHour = new Date(NOW.getTime() + 60 * MINUTE);
    expect(await ensureDemoVideoVisit(database, nextHour)).toMatchObject({ action: 'created' });
    const visits = await visitsOf(parties);
    expect(visits).toHaveLength(2);
    expect(visits[0]).toMatchObject({ id: first.appointmentId, start_ms: first.start.getTime() });
    expect(isOpen(visits[1], nextHour.getTime())).toBe(true);
  });

  it('a consultation the doctor ended gives way at once to a new visit, clear of the ended one', async () => {
    const parties = await createDemoParties(database.db);
    const first = await ensureDemoVideoVisit(database, NOW);
    if (first.action !== 'created') throw new Error(`expected a new visit, got ${first.action}`);
    await database.exec(`insert into video_rooms (appointment_id, started_at, ended_at) values (${first.appointmentId}, now(), now())`);
    const next = await ensureDemoVideoVisit(database, NOW);
    expect(next).toMatchObject({ action: 'created' });
    const visits = await visitsOf(parties);
    expect(visits).toHaveLength(2);
    // The ended visit still holds 09:15–09:45 of the doctor's time: the new one ends where it starts.
    expect(new Date(visits[1].end_ms).toISOString()).toBe('2030-03-04T09:15:00.000Z');
    expect(isOpen(visits[1], NOW.getTime())).toBe(true);
  });

  it('does nothing on a database the demo seed did not fill, nor without the demo accounts', async () => {
    const parties = await createDemoParties(database.db, { seeded: false });
    expect(await ensureDemoVideoVisit(database, NOW)).toEqual({ action: 'skipped', reason: 'not_demo' });
    expect(await visitsOf(parties)).toHaveLength(0);
    await database.exec(`insert into app_meta (key, value) values ('demo_seed', '{}')`);
    await database.exec(`update users set email = 'someone@example.com' where user_type = 'doctor'`);
    expect(await ensureDemoVideoVisit(database, NOW)).toEqual({ action: 'skipped', reason: 'no_accounts' });
  });

  it('two instances looking at once book one visit', async () => {
    const parties = await createDemoParties(database.db);
    const outcomes = await Promise.all([ensureDemoVideoVisit(database, NOW), ensureDemoVideoVisit(database, NOW)]);
    expect(outcomes.map((outcome) => outcome.action).sort()).toEqual(['created', 'kept']);
    expect(await visitsOf(parties)).toHaveLength(1);
  });
});

describe('chooseDemoStart', () => {
  const now = Date.parse('2030-03-04T09:02:30Z');
  it('prefers ten minutes ahead on a five-minute mark, then earlier starts whose room stays open long enough', () => {
    expect(new Date(chooseDemoStart(now, 30, [])!).toISOString()).toBe('2030-03-04T09:15:00.000Z');
    const busy = [{ start: Date.parse('2030-03-04T09:30:00Z'), end: Date.parse('2030-03-04T10:00:00Z') }];
    expect(new Date(chooseDemoStart(now, 30, busy)!).toISOString()).toBe('2030-03-04T09:00:00.000Z');
  });
  it('gives up when every start that would do is taken', () => {
    expect(chooseDemoStart(now, 30, [{ start: now - 120 * MINUTE, end: now + 120 * MINUTE }])).toBeUndefined();
  });
});
