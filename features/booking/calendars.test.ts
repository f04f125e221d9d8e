import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createInstitution, createPatient } from '../../tests/support/factories.ts';
import { type BookingWorld, bookRequest, createBookingWorld } from '../../tests/support/factories/booking.ts';
import { sessionUser } from '../../tests/support/factories/accounts.ts';
import { createMessenger } from '../messaging/messenger.ts';
import { DEFAULT_BOOKING_SETTINGS } from '../services.ts';
import { createBookingService } from './booking.ts';
import { createCalendarService } from './calendars.ts';

const ORIGIN = 'https://vizyt.example';

/** The events of a calendar text, each as its property lines (unfolded). */
function events(body: string): Record<string, string>[] {
  const lines = body.replace(/\r\n[ \t]/g, '').split('\r\n');
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]] = line.slice(colon + 1);
    }
  }
  return found;
}

describe(`calendars (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  let world: BookingWorld;
  const calendars = () => createCalendarService(database.db, { siteOrigin: ORIGIN });
  const booking = () => createBookingService(database, { settings: DEFAULT_BOOKING_SETTINGS, messenger: createMessenger(database), siteOrigin: ORIGIN });
  const feedToken = (url: string) => /\/api\/v1\/calendar\/([\w-]+)\.ics$/.exec(url)![1];

  beforeAll(async () => {
    database = await createTestDatabase();
    world = await createBookingWorld(database.db);
  });
  afterAll(() => database?.dispose());

  /** A booked appointment of the world's doctor, written directly: the feed's rules are under test, not booking. */
  async function bookedAt(institutionId: number, hoursFromNow: number, lastName: string): Promise<number> {
    const [row] = await database.rows<{ id: number }>(sql`
      insert into appointments (status, start_at, end_at, doctor_id, institution_id, patient_last_name, patient_first_name, booked_at)
      values ('booked', now() + make_interval(hours => ${hoursFromNow}), now() + make_interval(hours => ${hoursFromNow}, mins => 30),
        ${world.doctor.id}, ${institutionId}, ${lastName}, 'Іван', now())
      returning id`);
    return row.id;
  }

  it("a partner's feed shows only its own legal entity's appointments, and each entity keeps its own feed", async () => {
    const [other] = await database.rows<{ legal_entity_id: number }>(sql`select legal_entity_id from representatives where user_id = ${world.otherPartner.id}`);
    const elsewhere = await createInstitution(database.db, { city: world.city, legal_entity_id: other.legal_entity_id, status: 'active' });
    await database.exec(`insert into doctor_workplaces (doctor_id, institution_id) values (${world.doctor.id}, ${elsewhere.id})`);
    const ours = await bookedAt(world.institution.id, 30, 'Андрієнко');
    const theirs = await bookedAt(elsewhere.id, 32, 'Бондар');

    const service = calendars();
    const first = await service.regenerateFeed(world.partner, world.doctor.id, 'ua');
    const second = await service.regenerateFeed(world.otherPartner, world.doctor.id, 'ua');
    const doctorUser = await createPatient(database.db, { user_type: 'doctor' });
    await database.exec(`update doctors set user_id = ${doctorUser.id} where id = ${world.doctor.id}`);
    const own = await service.regenerateFeed(sessionUser(doctorUser.id, 'doctor'), 'me', 'ua');

    const uids = async (url: string) => events(await service.doctorFeed(feedToken(url))).map((event) => event.UID);
    // Creating the other entity's feed did not revoke the first one, and neither sees the other's patients.
    expect(await uids(first.url)).toEqual([`appointment-${ours}@vizyt`]);
    expect(await uids(second.url)).toEqual([`appointment-${theirs}@vizyt`]);
    expect(await service.doctorFeed(feedToken(first.url))).not.toContain('Б.');
    // The doctor's own feed shows every workplace.
    expect(await uids(own.url)).toEqual([`appointment-${ours}@vizyt`, `appointment-${theirs}@vizyt`]);
    // Regenerating replaces only the caller's own feed.
    const again = await service.regenerateFeed(world.partner, world.doctor.id, 'ru');
    await expect(service.doctorFeed(feedToken(first.url))).rejects.toMatchObject({ status: 404 });
    expect(await uids(second.url)).toEqual([`appointment-${theirs}@vizyt`]);
    expect(events(await service.doctorFeed(feedToken(again.url)))[0].URL).toBe(`${ORIGIN}/ru/partners/appointments/${ours}`);
    // A feed made in the Russian cabinet speaks Russian.
    const russian = (await service.doctorFeed(feedToken(again.url))).replace(/\r\n[ \t]/g, '');
    expect(world.doctor.full_name_ru).not.toBe(world.doctor.full_name_ua);
    expect(russian).toContain(`X-WR-CALNAME:Vizyt — ${world.doctor.full_name_ru}`);
  });

  it('shows a booking as tentative, an approved one as confirmed, a cancelled one as cancelled, each with a higher SEQUENCE', async () => {
    const flow = booking();
    const { days } = await flow.slots(world.doctor.id, { service_id: world.service.id, institution_id: world.institution.id });
    const held = await flow.hold(world.patient, {
      doctor_id: world.doctor.id,
      institution_id: world.institution.id,
      service_id: world.service.id,
      format: 'clinic',
      start: days[2].slots[3].start,
    });
    await flow.book(world.patient, held.id, bookRequest(world), 'ru');
    const service = calendars();
    const feed = feedToken((await service.regenerateFeed(world.partner, world.doctor.id, 'ua')).url);
    const state = async () => {
      const file = events((await service.appointmentIcs(world.patient.id, held.id)).body)[0];
      const inFeed = events(await service.doctorFeed(feed)).find((event) => event.UID === `appointment-${held.id}@vizyt`)!;
      expect([inFeed.STATUS, inFeed.SEQUENCE]).toEqual([file.STATUS, file.SEQUENCE]);
      return { status: file.STATUS, sequence: Number(file.SEQUENCE), file };
    };

    const booked = await state();
    expect(booked.status).toBe('TENTATIVE');
    // Links go to the public origin, in the language the patient booked in.
    expect(booked.file.URL).toBe(`${ORIGIN}/ru/patients/appointment`);
    expect(booked.file.DESCRIPTION).toContain(`${ORIGIN}/ru/patients/appointment`);
    expect((await service.appointmentIcs(world.patient.id, held.id)).body).not.toContain('localhost');

    await flow.decide(world.partner, held.id, 'approved', {}, 'ua');
    const approved = await state();
    expect(approved.status).toBe('CONFIRMED');
    expect(approved.sequence).toBeGreaterThan(booked.sequence);

    await flow.cancel(world.patient, held.id, 'ua');
    const cancelled = await state();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(approved.sequence);
  });

  it("refuses a feed of a doctor who does not work for the partner's legal entity, and unknown tokens", async () => {
    const stranger = await createBookingWorld(database.db);
    await expect(calendars().regenerateFeed(world.partner, stranger.doctor.id, 'ua')).rejects.toMatchObject({ status: 404 });
    await expect(calendars().regenerateFeed(world.patient, world.doctor.id, 'ua')).rejects.toMatchObject({ status: 404 });
    await expect(calendars().doctorFeed('no-such-token-anywhere-000')).rejects.toMatchObject({ status: 404 });
  });
});
