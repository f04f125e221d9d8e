import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { type BookingWorld, bookRequest, createBookingWorld, giveDoctorCabinet } from '../../tests/support/factories/booking.ts';
import { outboxRows } from '../../tests/support/factories/messaging.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { createMessenger } from '../messaging/messenger.ts';
import { DEFAULT_BOOKING_SETTINGS } from '../services.ts';
import { createBookingService } from './booking.ts';
import { createCalendarService } from './calendars.ts';
import { reminderHandler } from './notices.ts';

const ORIGIN = 'https://vizyt.example';

/** One event's properties (unfolded, unescaped enough to read links). */
function firstEvent(body: string): Record<string, string> {
  const event: Record<string, string> = {};
  const lines = body.replace(/\r\n[ \t]/g, '').split('\r\n');
  for (const line of lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'))) {
    const colon = line.indexOf(':');
    event[line.slice(0, colon).split(';')[0]] = line
      .slice(colon + 1)
      .replace(/\\n/g, '\n')
      .replace(/\\([,;\\])/g, '$1');
  }
  return event;
}

describe(`links to the video room in messages and calendars (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  let world: BookingWorld;
  let doctor: SessionUser;
  const messenger = () => createMessenger(database);
  const booking = () => createBookingService(database, { settings: DEFAULT_BOOKING_SETTINGS, messenger: messenger(), siteOrigin: ORIGIN });
  const calendars = () => createCalendarService(database.db, { siteOrigin: ORIGIN });

  beforeAll(async () => {
    database = await createTestDatabase();
    world = await createBookingWorld(database.db);
    doctor = await giveDoctorCabinet(database.db, world);
  });
  afterAll(() => database?.dispose());

  /** Books the world's doctor for the world's patient; returns the appointment's id. */
  async function bookVisit(format: 'online' | 'clinic', locale: 'ua' | 'ru', day: number): Promise<number> {
    const flow = booking();
    const service = format === 'online' ? world.onlineService : world.service;
    const { days } = await flow.slots(world.doctor.id, { service_id: service.id, institution_id: world.institution.id });
    const held = await flow.hold(world.patient, {
      doctor_id: world.doctor.id,
      institution_id: world.institution.id,
      service_id: service.id,
      format,
      start: days[day].slots[2].start,
    });
    await flow.book(world.patient, held.id, bookRequest(world), locale);
    return held.id;
  }

  /** The messages queued since `after` (an outbox id), by channel. */
  async function messagesAfter(after: number) {
    const rows = (await outboxRows(database)).filter((row) => row.id > after);
    return {
      email: rows.filter((row) => row.channel === 'email').map((row) => row.body),
      sms: rows.filter((row) => row.channel === 'sms').map((row) => row.body),
    };
  }
  const lastOutboxId = async () => (await outboxRows(database)).at(-1)?.id ?? 0;

  it('the booking e-mail and SMS, the approval and the reminder of an online visit lead into its room, in the language it was booked in', async () => {
    const before = await lastOutboxId();
    const id = await bookVisit('online', 'ru', 3);
    const room = `${ORIGIN}/ru/patients/video-consultation/${id}`;
    const booked = await messagesAfter(before);
    expect(booked.email).toHaveLength(1);
    expect(booked.email[0]).toContain(`Вход в видеоконсультацию: ${room} (комната открывается за 15 мин до начала).`);
    expect(booked.sms).toHaveLength(1);
    expect(booked.sms[0]).toContain(room);

    const beforeApproval = await lastOutboxId();
    await booking().decide(world.partner, id, 'approved', {}, 'ua');
    const approved = await messagesAfter(beforeApproval);
    expect([...approved.email, ...approved.sms].every((body) => body.includes(room))).toBe(true);
    expect(approved.email.length + approved.sms.length).toBe(2);

    const beforeReminder = await lastOutboxId();
    const [{ start_ms }] = await database.rows<{ start_ms: number }>(
      sql`select (extract(epoch from start_at) * 1000)::float8 as start_ms from appointments where id = ${id}`,
    );
    await database.db.transaction((tx) =>
      reminderHandler({ messenger: messenger(), siteOrigin: ORIGIN }, () => new Date(start_ms - 2 * 3_600_000))(tx, { appointment_id: id, start_ms }),
    );
    const reminded = await messagesAfter(beforeReminder);
    expect(reminded.email).toHaveLength(1);
    expect(reminded.email[0]).toContain(room);
    expect(reminded.sms[0]).toContain(room);

    // Cancelled: nothing to enter any more.
    const beforeCancel = await lastOutboxId();
    await booking().cancel(world.patient, id, 'ru');
    const cancelled = await messagesAfter(beforeCancel);
    expect(cancelled.email.length).toBeGreaterThan(0);
    expect([...cancelled.email, ...cancelled.sms].some((body) => body.includes('/video-consultation/'))).toBe(false);
  });

  it('a Ukrainian booking links the room without a language prefix, and an in-clinic visit has no room link', async () => {
    const before = await lastOutboxId();
    const online = await bookVisit('online', 'ua', 4);
    const messages = await messagesAfter(before);
    expect(messages.email[0]).toContain(
      `Вхід до відеоконсультації: ${ORIGIN}/patients/video-consultation/${online} (кімната відкривається за 15 хв до початку).`,
    );

    const beforeClinic = await lastOutboxId();
    await bookVisit('clinic', 'ua', 5);
    const clinic = await messagesAfter(beforeClinic);
    expect(clinic.email).toHaveLength(1);
    expect([...clinic.email, ...clinic.sms].some((body) => body.includes('/video-consultation/'))).toBe(false);
  });

  it("the patient's calendar event and the doctor's feed open the room of an online visit", async () => {
    const id = await bookVisit('online', 'ru', 6);
    const file = firstEvent((await calendars().appointmentIcs(world.patient.id, id)).body);
    expect(file.URL).toBe(`${ORIGIN}/ru/patients/video-consultation/${id}`);
    expect(file.DESCRIPTION).toContain(`Вход в видеоконсультацию: ${ORIGIN}/ru/patients/video-consultation/${id}`);
    expect(file.DESCRIPTION).toContain(`${ORIGIN}/ru/patients/appointment`);

    const service = calendars();
    const { url } = await service.regenerateFeed(doctor, 'me', 'ua');
    const token = /\/api\/v1\/calendar\/([\w-]+)\.ics$/.exec(url)![1];
    const feed = (await service.doctorFeed(token)).replace(/\r\n[ \t]/g, '');
    const event = feed.split('BEGIN:VEVENT').find((part) => part.includes(`UID:appointment-${id}@vizyt`))!;
    expect(firstEvent(`BEGIN:VEVENT${event}`).URL).toBe(`${ORIGIN}/cabinet-doctor/video-consultations/${id}`);
    expect(firstEvent(`BEGIN:VEVENT${event}`).DESCRIPTION).toContain(`${ORIGIN}/cabinet-doctor/video-consultations/${id}`);

    const clinic = await bookVisit('clinic', 'ua', 7);
    expect(firstEvent((await calendars().appointmentIcs(world.patient.id, clinic)).body).URL).toBe(`${ORIGIN}/patients/appointment`);
  });
});
