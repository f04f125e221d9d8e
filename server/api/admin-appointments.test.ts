import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderMessage } from '../../features/messaging/templates.ts';
import { action_log, appointment_events, appointments, notifications, outbox_messages } from '../../db/schema/index.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { createAccount, sessionUser } from '../../tests/support/factories/accounts.ts';
import { createBookingWorld, type BookingWorld } from '../../tests/support/factories/booking.ts';
import { createAppointment } from '../../tests/support/factories.ts';
import { roles, useApiTestContext } from './testing.ts';
import { listParams, readListState } from '../../app/components/admin/list-state.ts';
import { listQuery } from '../../app/api/query.ts';
import { appointments as appointmentsResource } from '../../resources/appointments.ts';

/** Docs/decisions/207: staff answer a visit for the clinic with the partner's rules, and read its history. */
const server = useApiTestContext();
let world: BookingWorld;
let staff: SessionUser;

async function staffWith(names: string[]): Promise<SessionUser> {
  const account = await createAccount(server.context.database, { permissions: names });
  return { ...sessionUser(account.id, 'user'), permissions: names.map((name) => ({ name })) };
}

beforeEach(async () => {
  world = await createBookingWorld(server.context.database.db);
  staff = await staffWith(['appointments.update', 'appointments.read']);
  server.context.actAs(staff);
});

async function api<T = unknown>(method: 'GET' | 'POST', url: string, body?: unknown, locale = 'ua') {
  const response = await server.context.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: body as object | undefined,
    headers: { 'accept-language': locale },
  });
  return { status: response.statusCode, body: response.json() as T };
}

/** A visit the patient booked at the world's clinic, tomorrow, awaiting the clinic's answer. */
async function bookedVisit(overrides: { status?: 'booked' | 'approved' | 'cancelled'; locale?: 'ua' | 'ru'; start_at?: Date } = {}) {
  const start_at = overrides.start_at ?? new Date(Date.now() + 26 * 3_600_000);
  return createAppointment(server.context.database.db, {
    doctor: world.doctor,
    start_at,
    institution_id: world.institution.id,
    service_id: world.service.id,
    patient_id: world.patient.id,
    patient_email: 'olena@example.test',
    booked_at: new Date(),
    status: overrides.status ?? 'booked',
    locale: overrides.locale ?? 'ua',
    cost: 60_000,
  });
}

const db = () => server.context.database.db;
const eventsOf = (id: number) => db().select().from(appointment_events).where(eq(appointment_events.appointment_id, id)).orderBy(appointment_events.id);
const notesOf = (id: number) => db().select().from(notifications).where(eq(notifications.appointment_id, id));
const logOf = (id: number) =>
  db()
    .select()
    .from(action_log)
    .where(and(eq(action_log.resource, 'appointments'), eq(action_log.record_id, id)))
    .orderBy(action_log.id);

describe('staff approve and reject visits for the clinic', () => {
  it('approves a booked visit: staff recorded as the actor, the patient told, the action logged; a second approve is 409', async () => {
    const visit = await bookedVisit();
    const approved = await api<{ data: { status: string; events: { action: string; actor_kind: string }[] } }>('POST', `/appointments/${visit.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect(approved.body.data.events.at(-1)).toMatchObject({ action: 'approved', actor_kind: 'staff' });
    const [event] = await eventsOf(visit.id);
    expect(event).toMatchObject({ action: 'approved', from_status: 'booked', to_status: 'approved', actor_kind: 'staff', actor_user_id: staff.id });
    const notes = await notesOf(visit.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ user_id: world.patient.id, type: 'change_appointment' });
    const mail = await db().select().from(outbox_messages).where(eq(outbox_messages.recipient, 'olena@example.test'));
    expect(mail.length).toBeGreaterThan(0);
    expect((await logOf(visit.id)).map((line) => [line.action, line.user_id])).toEqual([['approve', staff.id]]);
    expect((await api('POST', `/appointments/${visit.id}/approve`)).status).toBe(409);
  });

  it("rejects with a reason from the list, told in the patient's language with the note, and recorded with its code", async () => {
    const visit = await bookedVisit({ locale: 'ru' });
    const rejected = await api<{ data: { status: string } }>('POST', `/appointments/${visit.id}/reject`, {
      reason_code: 'doctor_unavailable',
      reason: 'Лікар на конференції.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    const told = `${renderMessage('ru', 'messages.appointment.reject_reason.doctor_unavailable', {})} Лікар на конференції.`;
    const [event] = await eventsOf(visit.id);
    expect(event).toMatchObject({ action: 'rejected', actor_kind: 'staff', actor_user_id: staff.id });
    expect(event.details).toEqual({ reason: told, reason_code: 'doctor_unavailable', reason_note: 'Лікар на конференції.' });
    const [note] = await notesOf(visit.id);
    expect(note.text_ru).toContain(told);
    expect(note.text_ua).toContain(renderMessage('ua', 'messages.appointment.reject_reason.doctor_unavailable', {}));
    const [line] = await logOf(visit.id);
    expect(line).toMatchObject({ action: 'reject', user_id: staff.id });
    expect((await db().select({ status: appointments.status }).from(appointments).where(eq(appointments.id, visit.id)))[0].status).toBe('rejected');
  });

  it('asks for a reason (422, nothing changed), and for a note when the reason is "other"', async () => {
    const visit = await bookedVisit();
    const missing = await api<{ errors: Record<string, string[]> }>('POST', `/appointments/${visit.id}/reject`, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['reason_code']);
    const other = await api<{ errors: Record<string, string[]> }>('POST', `/appointments/${visit.id}/reject`, { reason_code: 'other' });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['reason']);
    expect(await eventsOf(visit.id)).toEqual([]);
    expect(await notesOf(visit.id)).toEqual([]);
    const fine = await api('POST', `/appointments/${visit.id}/reject`, { reason_code: 'other', reason: 'Клініка переїжджає.' });
    expect(fine.status).toBe(200);
    expect((await eventsOf(visit.id))[0].details).toEqual({ reason: 'Клініка переїжджає.', reason_code: 'other', reason_note: 'Клініка переїжджає.' });
  });

  it('refuses visits not awaiting the answer: cancelled or over (409), holds and unknown ids (404)', async () => {
    const cancelled = await bookedVisit({ status: 'cancelled' });
    expect((await api('POST', `/appointments/${cancelled.id}/approve`)).status).toBe(409);
    expect((await api('POST', `/appointments/${cancelled.id}/reject`, { reason_code: 'duplicate' })).status).toBe(409);
    const past = await bookedVisit({ start_at: new Date(Date.now() - 5 * 3_600_000) });
    expect((await api('POST', `/appointments/${past.id}/approve`)).status).toBe(409);
    const hold = await createAppointment(db(), { doctor: world.doctor, start_at: new Date(Date.now() + 50 * 3_600_000), status: 'hold' });
    expect((await api('POST', `/appointments/${hold.id}/approve`)).status).toBe(404);
    expect((await api('POST', '/appointments/999999999/approve')).status).toBe(404);
    expect(await logOf(cancelled.id)).toEqual([]);
  });

  it('refuses staff without the right (403) and everyone but staff', async () => {
    const visit = await bookedVisit();
    server.context.actAs(await staffWith(['appointments.read']));
    expect((await api('POST', `/appointments/${visit.id}/approve`)).status).toBe(403);
    expect((await api('POST', `/appointments/${visit.id}/reject`, { reason_code: 'duplicate' })).status).toBe(403);
    for (const user of [world.partner, world.patient, roles.doctor]) {
      server.context.actAs(user);
      expect((await api('POST', `/appointments/${visit.id}/approve`)).status).toBe(403);
    }
    server.context.actAs(null);
    expect((await api('POST', `/appointments/${visit.id}/approve`)).status).toBe(401);
    expect(await eventsOf(visit.id)).toEqual([]);
  });

  it('shows the history oldest first, the partner and staff as actors with reasons, and logs the read', async () => {
    const visit = await bookedVisit();
    server.context.actAs(world.partner);
    expect((await api('POST', `/partners/appointments/${visit.id}/approve`)).status).toBe(200);
    server.context.actAs(staff);
    await api('POST', `/appointments/${visit.id}/reject`, { reason_code: 'clinic_closed' });
    const history = await api<{ data: { action: string; actor_kind: string; details: Record<string, unknown> }[] }>('GET', `/appointments/${visit.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((event) => [event.action, event.actor_kind])).toEqual([
      ['approved', 'partner'],
      ['rejected', 'staff'],
    ]);
    expect(history.body.data[1].details.reason_code).toBe('clinic_closed');
    // The partner's approval is in the action log too (docs/decisions/270), under the partner's own account.
    expect((await logOf(visit.id)).map((line) => [line.action, line.user_id])).toEqual([
      ['approve', world.partner.id],
      ['reject', staff.id],
      ['read', staff.id],
    ]);
    expect((await api('GET', '/appointments/999999999/history')).status).toBe(404);
    server.context.actAs(await staffWith(['appointments.update']));
    expect((await api('GET', `/appointments/${visit.id}/history`)).status).toBe(403);
  });

  it("the list's filters as the back office sends them: period in Kyiv days, clinic, doctor, format, status; doctor and clinic named", async () => {
    const visit = await bookedVisit({ start_at: new Date('2031-03-30T07:00:00Z') });
    await bookedVisit({ start_at: new Date('2031-03-31T07:00:00Z') });
    const query = (url: string) => listQuery(listParams(readListState(new URLSearchParams(url), appointmentsResource), appointmentsResource, false));
    const ids = async (url: string) => (await api<{ data: { id: number }[] }>('GET', `/appointments?${query(url)}`)).body.data.map((row) => row.id);
    const own = `f.institution_id=${world.institution.id}&f.doctor_id=${world.doctor.id}`;
    expect(await ids(`${own}&f.start_at=2031-03-30..2031-03-30`)).toEqual([visit.id]);
    expect(await ids(`${own}&f.start_at=2031-03-30..2031-03-31&f.format=clinic&f.status=booked`)).toHaveLength(2);
    expect(await ids(`${own}&f.start_at=2031-03-30..2031-03-31&f.format=online`)).toEqual([]);
    expect(await ids(`f.institution_id=${world.institution.id}&f.start_at=..2031-03-29`)).toEqual([]);
    const [row] = (
      await api<{ data: Record<string, { id: number; full_name?: string; name?: string }>[] }>(
        'GET',
        `/appointments?${query(`${own}&f.start_at=2031-03-30..`)}`,
      )
    ).body.data;
    expect(row.doctor).toMatchObject({ id: world.doctor.id, full_name: world.doctor.full_name_ua });
    expect(row.institution).toMatchObject({ id: world.institution.id, name: world.institution.name_ua });
  });
});
