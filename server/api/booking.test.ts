import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAppointment, THold, TSlotDay } from '../../contracts/booking.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { bookRequest } from '../../tests/support/factories/booking.ts';
import { createPromotion } from '../../tests/support/factories/content.ts';
import { useBookingApi } from './booking-testing.ts';
import { notifyRunningPromotions } from '../../features/notifications/promotion-notices.ts';

const setup = useBookingApi({ signedIn: false });
const { api } = setup;

async function slotDays(service = setup.world.service.id): Promise<TSlotDay[]> {
  const { status, body } = await api<{ data: { days: TSlotDay[] } }>(
    'GET',
    `/booking/doctors/${setup.world.doctor.id}/slots?service_id=${service}&institution_id=${setup.world.institution.id}`,
  );
  expect(status).toBe(200);
  return body.data.days;
}

/** A slot of tomorrow or later (today may be nearly over). */
async function laterSlot(service = setup.world.service.id, skip = 0) {
  const days = await slotDays(service);
  return days.slice(1).flatMap((day) => day.slots)[skip];
}

async function hold(start: string, service = setup.world.service.id, headers: Record<string, string> = {}) {
  return api<{ data: THold }>(
    'POST',
    '/booking/holds',
    { doctor_id: setup.world.doctor.id, institution_id: setup.world.institution.id, service_id: service, format: 'clinic', start },
    headers,
  );
}

async function bookSlot(skip = 0): Promise<TAppointment> {
  setup.ctx.actAs(setup.world.patient);
  const slot = await laterSlot(setup.world.service.id, skip);
  const held = await hold(slot.start);
  expect(held.status).toBe(201);
  const booked = await api<{ data: TAppointment }>('POST', `/booking/holds/${held.body.data.id}/book`, bookRequest(setup.world));
  expect(booked.status).toBe(201);
  return booked.body.data;
}

describe(`booking API (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('offers the services, workplaces and a calendar of every day with free times in the clinic zone', async () => {
    const { body } = await api<{
      data: { services: { id: number; cost: number }[]; workplaces: { institution_id: number }[]; online: boolean; hold_minutes: number };
    }>('GET', `/booking/doctors/${setup.world.doctor.id}/options`);
    expect(body.data.services.map((s) => s.id)).toEqual([setup.world.service.id, setup.world.onlineService.id, setup.world.longService.id]);
    expect(body.data.workplaces.map((w) => w.institution_id)).toEqual([setup.world.institution.id]);
    expect(body.data.online).toBe(true);
    expect(body.data.hold_minutes).toBe(10);
    const days = await slotDays();
    expect(days).toHaveLength(28);
    const tomorrow = days[1];
    expect(tomorrow.slots[0].time).toBe('08:00');
    expect(tomorrow.slots).toHaveLength(24);
    const long = await slotDays(setup.world.longService.id);
    expect(long[1].slots).toHaveLength(12);
  });

  it('refuses a hold without a patient session, and a time that is not a free slot', async () => {
    const slot = await laterSlot();
    expect((await hold(slot.start)).status).toBe(401);
    setup.ctx.actAs(setup.world.partner);
    expect((await hold(slot.start)).status).toBe(403);
    setup.ctx.actAs(setup.world.patient);
    const offGrid = new Date(Date.parse(slot.start) + 5 * 60_000).toISOString();
    expect((await hold(offGrid)).status).toBe(409);
    const invalid = await api<{ errors: Record<string, string[]> }>('POST', '/booking/holds', { doctor_id: setup.world.doctor.id, extra: 1 });
    expect(invalid.status).toBe(422);
  });

  it('holds a slot, hides it from others, answers 409 to a second patient and replays an Idempotency-Key', async () => {
    setup.ctx.actAs(setup.world.patient);
    const slot = await laterSlot();
    const first = await hold(slot.start, setup.world.service.id, { 'idempotency-key': 'k-1' });
    expect(first.status).toBe(201);
    expect(first.body.data.seconds_left).toBe(600);
    const replay = await hold(slot.start, setup.world.service.id, { 'idempotency-key': 'k-1' });
    expect(replay.status).toBe(201);
    expect(replay.body.data.id).toBe(first.body.data.id);
    const days = await slotDays();
    expect(days.flatMap((d) => d.slots).some((s) => s.start === slot.start)).toBe(false);
    // A longer service overlapping the held half hour is not offered either.
    expect((await slotDays(setup.world.longService.id)).flatMap((d) => d.slots).some((s) => s.start === slot.start)).toBe(false);
    setup.ctx.actAs(setup.world.otherPatient);
    const second = await hold(slot.start);
    expect(second.status).toBe(409);
    expect((second.body as unknown as { message: string }).message).toMatch(/зайняли/);
  });

  it("answers the patient's own live hold of the same time with that hold, as a second tab would ask", async () => {
    setup.ctx.actAs(setup.world.patient);
    const slot = await laterSlot();
    const first = await hold(slot.start, setup.world.service.id, { 'idempotency-key': 'tab-1' });
    expect(first.status).toBe(201);
    await setup.ctx.database.exec(`update appointments set hold_expires_at = hold_expires_at - interval '2 minutes' where id = ${first.body.data.id}`);
    const again = await hold(slot.start, setup.world.service.id, { 'idempotency-key': 'tab-2' });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, start: first.body.data.start, end: first.body.data.end });
    expect(again.body.data.seconds_left).toBeLessThanOrEqual(480);
    expect(again.body.data.seconds_left).toBeGreaterThan(470);
    const [{ live }] = await setup.ctx.database.rows<{ live: number }>(
      sql`select count(*)::int as live from appointments where patient_id = ${setup.world.patient.id} and status = 'hold'`,
    );
    expect(live).toBe(1);
    // Another time, or the same time of another service, is a new hold that replaces it (one live hold).
    const other = await hold((await laterSlot(setup.world.service.id, 1)).start);
    expect(other.status).toBe(201);
    expect(other.body.data.id).not.toBe(first.body.data.id);
    setup.ctx.actAs(setup.world.otherPatient);
    expect((await hold(other.body.data.start)).status).toBe(409);
  });

  it('books the hold with the patient data and consent, notifies the patient and schedules reminders', async () => {
    const appointment = await bookSlot();
    expect(appointment.status).toBe('booked');
    expect(appointment.application_number).toMatch(/^VZ-\d{4}-\d{6}$/);
    expect(appointment.cost).toBe(60_000);
    expect(appointment.patient.phone).toBe('380501234567');
    expect(appointment.consent_at).not.toBeNull();
    expect(appointment.events?.map((e) => e.action)).toEqual(['held', 'booked']);
    const notes = await api<{ data: { type: string; title: string }[]; meta: { unread: number } }>('GET', '/patients/notifications');
    expect(notes.body.data.map((n) => n.type)).toEqual(['new_appointment']);
    expect(notes.body.meta.unread).toBe(1);
    const outbox = await setup.ctx.database.rows<{ channel: string; template: string }>(
      sql`select channel, template from outbox_messages where recipient in ('olena@example.com', '380501234567') order by id desc limit 2`,
    );
    expect(outbox.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const jobs = await setup.ctx.database.rows<{ dedupe_key: string }>(
      sql`select dedupe_key from jobs where payload->>'appointment_id' = ${String(appointment.id)}`,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(1);
  });

  it('requires the terms, the privacy policy and valid patient data (422 per field)', async () => {
    setup.ctx.actAs(setup.world.patient);
    const held = await hold((await laterSlot()).start);
    const { status, body } = await api<{ errors: Record<string, string[]> }>('POST', `/booking/holds/${held.body.data.id}/book`, {
      ...bookRequest(setup.world),
      accept_terms: false,
      patient: { first_name: '', last_name: 'K', birthday: '1990-05-17', phone: '123', email: 'x' },
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(expect.arrayContaining(['accept_terms', 'patient.first_name', 'patient.phone', 'patient.email']));
    expect(body.errors['patient.first_name']).toEqual(['Поле є обовʼязковим']);
  });

  it('tells the patient the reservation expired and frees the slot, before and after the sweep', async () => {
    setup.ctx.actAs(setup.world.patient);
    const slot = await laterSlot();
    const held = await hold(slot.start);
    await setup.ctx.database.exec(`update appointments set hold_expires_at = now() - interval '1 second' where id = ${held.body.data.id}`);
    // Free for others even before any job ran.
    expect((await slotDays()).flatMap((d) => d.slots).some((s) => s.start === slot.start)).toBe(true);
    const late = await api<{ message: string }>('POST', `/booking/holds/${held.body.data.id}/book`, bookRequest(setup.world));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/Час бронювання/);
    setup.ctx.actAs(setup.world.otherPatient);
    expect((await hold(slot.start)).status).toBe(201);
  });

  it('lets the patient list, cancel (slot free at once) and reschedule, with every change recorded', async () => {
    const first = await bookSlot(0);
    const second = await bookSlot(3);
    const list = await api<{ data: TAppointment[] }>('GET', '/patients/appointments');
    expect(list.body.data.map((a) => a.id)).toEqual([first.id, second.id]);
    const cancelled = await api<{ data: TAppointment }>('POST', `/patients/appointments/${first.id}/cancel`);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await slotDays()).flatMap((d) => d.slots).some((s) => s.start === first.start)).toBe(true);
    const target = await laterSlot(setup.world.service.id, 6);
    const moved = await api<{ data: TAppointment }>('POST', `/patients/appointments/${second.id}/reschedule`, { start: target.start });
    expect(moved.status).toBe(200);
    expect(moved.body.data.start).toBe(target.start);
    expect(moved.body.data.events?.map((e) => e.action)).toEqual(['held', 'booked', 'rescheduled']);
    const past = await api<{ data: TAppointment[] }>('GET', '/patients/appointments?scope=past');
    expect(past.body.data.map((a) => a.id)).toEqual([first.id]);
    // Someone else's appointment does not exist for this patient.
    setup.ctx.actAs(setup.world.otherPatient);
    expect((await api('POST', `/patients/appointments/${second.id}/cancel`)).status).toBe(404);
  });

  it('refuses to cancel inside the cut-off', async () => {
    const appointment = await bookSlot();
    await setup.ctx.database.exec(
      `update appointments set start_at = now() + interval '1 hour', end_at = now() + interval '90 minutes' where id = ${appointment.id}`,
    );
    const refused = await api<{ message: string }>('POST', `/patients/appointments/${appointment.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/2 год/);
  });

  it('lets the partner of the clinic approve or reject, and nobody else', async () => {
    const appointment = await bookSlot();
    setup.ctx.actAs(setup.world.otherPartner);
    expect((await api('GET', `/partners/appointments/${appointment.id}`)).status).toBe(404);
    expect((await api('POST', `/partners/appointments/${appointment.id}/approve`)).status).toBe(404);
    expect((await api<{ data: unknown[] }>('GET', '/partners/appointments')).body.data).toEqual([]);
    expect((await api<{ data: { doctors: unknown[] } }>('GET', '/partners/appointments/filters')).body.data.doctors).toEqual([]);
    setup.ctx.actAs(setup.world.partner);
    const filters = await api<{ data: { doctors: { id: number }[]; institutions: { id: number }[] } }>('GET', '/partners/appointments/filters');
    expect(filters.body.data.doctors.map((d) => d.id)).toEqual([setup.world.doctor.id]);
    expect(filters.body.data.institutions.map((i) => i.id)).toEqual([setup.world.institution.id]);
    const list = await api<{ data: TAppointment[] }>('GET', `/partners/appointments?status=booked&doctor_id=${setup.world.doctor.id}`);
    expect(list.body.data.map((a) => a.id)).toEqual([appointment.id]);
    const approved = await api<{ data: TAppointment }>('POST', `/partners/appointments/${appointment.id}/approve`);
    expect(approved.body.data.status).toBe('approved');
    expect((await api('POST', `/partners/appointments/${appointment.id}/approve`)).status).toBe(409);
    const rejected = await api<{ data: TAppointment }>('POST', `/partners/appointments/${appointment.id}/reject`, { reason: 'Лікар захворів.' });
    expect(rejected.body.data.events?.at(-1)).toMatchObject({ action: 'rejected', actor_kind: 'partner', details: { reason: 'Лікар захворів.' } });
    setup.ctx.actAs(setup.world.patient);
    const notes = await api<{ data: { type: string; text: string }[] }>('GET', '/patients/notifications');
    expect(notes.body.data.map((n) => n.type)).toEqual(['change_appointment', 'change_appointment', 'new_appointment']);
    expect(notes.body.data[0].text).toMatch(/Лікар захворів/);
  });

  it("never shows the partner a hold, live or let go: only what the patient booked is the clinic's", async () => {
    setup.ctx.actAs(setup.world.patient);
    const [first, second] = [await laterSlot(setup.world.service.id, 0), await laterSlot(setup.world.service.id, 1)];
    const released = (await hold(first.start)).body.data.id;
    expect((await api('DELETE', `/booking/holds/${released}`)).status).toBe(204);
    const live = (await hold(second.start)).body.data.id;
    setup.ctx.actAs(setup.world.partner);
    expect((await api<{ data: unknown[] }>('GET', '/partners/appointments')).body.data).toEqual([]);
    for (const id of [released, live]) {
      expect((await api('GET', `/partners/appointments/${id}`)).status).toBe(404);
      expect((await api('POST', `/partners/appointments/${id}/reject`, {})).status).toBe(404);
    }
  });

  it('marks notifications read and deletes them, one or all, only the owner', async () => {
    await bookSlot(0);
    await bookSlot(2);
    const { body } = await api<{ data: { id: number }[] }>('GET', '/patients/notifications');
    expect(body.data).toHaveLength(2);
    setup.ctx.actAs(setup.world.otherPatient);
    expect((await api('POST', `/patients/notifications/${body.data[0].id}/read`)).status).toBe(404);
    setup.ctx.actAs(setup.world.patient);
    expect((await api('POST', `/patients/notifications/${body.data[0].id}/read`)).status).toBe(204);
    expect((await api<{ data: { unread: number } }>('GET', '/patients/notifications/unread-count')).body.data.unread).toBe(1);
    expect((await api<{ data: { updated: number } }>('POST', '/patients/notifications/read-all')).body.data.updated).toBe(1);
    expect((await api('DELETE', `/patients/notifications/${body.data[1].id}`)).status).toBe(204);
    expect((await api<{ data: { deleted: number } }>('DELETE', '/patients/notifications')).body.data.deleted).toBe(1);
    expect((await api<{ data: unknown[] }>('GET', '/patients/notifications')).body.data).toEqual([]);
  });

  it('serves the appointment as .ics and a private doctor feed by token', async () => {
    const appointment = await bookSlot();
    // Without PUBLIC_ORIGIN, a file's links lead to the site the request came to (this machine's own name here).
    const host = { host: '127.0.0.1:4321' };
    const ics = await setup.ctx.app.inject({ method: 'GET', url: `/api/v1/patients/appointments/${appointment.id}/ics`, headers: host });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');
    expect(unfolded(ics.body)).toContain('URL;VALUE=URI:http://127.0.0.1:4321/patients/appointment');
    expect(ics.body).not.toContain('localhost:3000');
    expect(ics.body).toContain(`DTSTART:${appointment.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    setup.ctx.actAs(setup.world.partner);
    const feed = await api<{ data: { url: string } }>('POST', `/partners/doctors/${setup.world.doctor.id}/calendar-feed`);
    const path = new URL(feed.body.data.url).pathname;
    const calendar = await setup.ctx.app.inject({ method: 'GET', url: path, headers: host });
    expect(calendar.statusCode).toBe(200);
    expect(unfolded(calendar.body)).toContain(`URL;VALUE=URI:http://127.0.0.1:4321/partners/appointments/${appointment.id}`);
    expect(calendar.body).toContain(`UID:appointment-${appointment.id}@vizyt`);
    expect(calendar.body).not.toContain('Олена');
    setup.ctx.actAs(setup.world.otherPartner);
    expect((await api('POST', `/partners/doctors/${setup.world.doctor.id}/calendar-feed`)).status).toBe(404);
    expect((await setup.ctx.app.inject({ method: 'GET', url: '/api/v1/calendar/not-a-real-token-at-all-123.ics' })).statusCode).toBe(404);
  });

  it('tells patients who keep a doctor among favourites about a running promotion with that doctor, once', async () => {
    await setup.ctx.database.exec(`insert into wishlist_items (user_id, kind, item_id) values (${setup.world.patient.id}, 'doctor', ${setup.world.doctor.id})`);
    const draft = await createPromotion(setup.ctx.database.db, { service: setup.world.service, cost_with_discount: 45_000, status: 'draft' });
    const running = await createPromotion(setup.ctx.database.db, { service: setup.world.service, cost_with_discount: 40_000 });
    await notifyRunningPromotions(setup.ctx.database.db, new Date());
    await Promise.all([notifyRunningPromotions(setup.ctx.database.db, new Date()), notifyRunningPromotions(setup.ctx.database.db, new Date())]);
    setup.ctx.actAs(setup.world.patient);
    const notes = await api<{ data: { type: string; title: string; text: string; promotion_id: number }[] }>('GET', '/patients/notifications');
    expect(notes.body.data).toEqual([expect.objectContaining({ type: 'promotion', promotion_id: running.id, title: `Акція: ${running.name_ua}` })]);
    expect(notes.body.data[0].text).toContain(`«${running.name_ua}»`);
    expect(draft.id).not.toBe(running.id);
    setup.ctx.actAs(setup.world.otherPatient);
    expect((await api<{ data: unknown[] }>('GET', '/patients/notifications')).body.data).toEqual([]);
  });
});
