import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointment_events, appointments, notifications, outbox_messages, payments, waitlist_offers } from '../../db/schema/index.ts';
import { selectRows } from '../../db/sql.ts';
import type { TAppointment, TNotification } from '../../contracts/booking.ts';
import { CLINIC_TIME_ZONE, addDays, zonedClock, zonedDate, zonedInstant } from '../../contracts/zoned-time.ts';
import type { TVisitMove } from '../../features/visit-moves/read.ts';
import type { TPatientVisitMove } from '../../features/visit-moves/patient.ts';
import { clinicToday } from '../../features/schedule/slot-loader.ts';
import { morePatients, runJobsUntilIdle } from '../../tests/support/waitlist-world.ts';
import { createAppointment } from '../../tests/support/factories.ts';
import { useBookingApi } from './booking-testing.ts';

/**
 * Moving every visit out of a closed range in one action (docs/decisions/309): the partner previews and moves a
 * doctor's morning, each patient is told once and offered the next free time of her doctor, and she takes it,
 * picks another or cancels with a full refund whatever the window; the partner sees who answered; nothing is
 * moved twice and nothing books into the closed range.
 */
describe('moving every visit of a range', () => {
  const suite = useBookingApi({ signedIn: false });

  const runJobs = () => runJobsUntilIdle(suite.ctx.database, suite.ctx.services.waitlist.jobs);

  /** Two days from now, the doctor's visits at 09:00, 09:30 and 10:00 (three patients) and one at 13:00 outside the range. */
  async function morning() {
    const { db } = suite.ctx.database;
    const { world } = suite;
    const day = addDays(clinicToday(Date.now()), 2);
    const at = (clock: string) => new Date(zonedInstant(day, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), CLINIC_TIME_ZONE));
    const [second, third] = await morePatients(db, 2);
    const patients = [world.patient, second, third];
    const visits = [];
    for (const [index, clock] of ['09:00', '09:30', '10:00'].entries()) {
      visits.push(
        await createAppointment(db, {
          doctor: world.doctor,
          start_at: at(clock),
          institution_id: world.institution.id,
          service_id: world.service.id,
          specialization_id: world.specialization.id,
          patient_id: patients[index].id,
          patient_email: `moved${index}@example.com`,
          booked_at: new Date(),
          locale: index === 1 ? 'ru' : 'ua',
          application_number: `MV-${world.doctor.id}-${index}`,
        }),
      );
    }
    const outside = await createAppointment(db, {
      doctor: world.doctor,
      start_at: at('13:00'),
      institution_id: world.institution.id,
      service_id: world.service.id,
      specialization_id: world.specialization.id,
      patient_id: world.otherPatient.id,
      booked_at: new Date(),
    });
    const range = { institution_id: world.institution.id, doctor_id: world.doctor.id, day, start_time: '08:00', end_time: '12:00' };
    return { day, at, patients, visits, outside, range };
  }

  it('moves a morning: every patient told once, offered the next free time, and each answer seen by the partner', async () => {
    const { db } = suite.ctx.database;
    const { world } = suite;
    const { at, patients, visits, outside, range } = await morning();
    const query = new URLSearchParams(Object.entries(range).map(([key, value]) => [key, String(value)])).toString();

    // Another partner neither sees nor moves this clinic's visits.
    suite.ctx.actAs(world.otherPartner);
    expect((await suite.api('GET', `/partners/visit-moves/preview?${query}`)).status).toBe(404);
    expect((await suite.api('POST', '/partners/visit-moves', range)).status).toBe(404);

    suite.ctx.actAs(world.partner);
    const preview = await suite.api<{ data: { total: number } }>('GET', `/partners/visit-moves/preview?${query}`);
    expect(preview.body.data.total).toBe(3);
    expect((await suite.api('POST', '/partners/visit-moves', { ...range, end_time: '07:00' })).status).toBe(422);

    const created = await suite.api<{ data: TVisitMove }>('POST', '/partners/visit-moves', { ...range, note: 'Відключення світла' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ total: 3, answered: 0, note: 'Відключення світла' });
    expect(created.body.data.items.map((item) => item.state)).toEqual(['waiting', 'waiting', 'waiting']);

    // Each patient is told once: in the cabinet, by e-mail in her language, by one short SMS to her visit's page.
    for (const [index, visit] of visits.entries()) {
      const told = await db.select().from(notifications).where(eq(notifications.appointment_id, visit.id));
      expect(told).toHaveLength(1);
      const [email] = await db
        .select()
        .from(outbox_messages)
        .where(eq(outbox_messages.recipient, `moved${index}@example.com`));
      expect(email.body).toContain(`${index === 1 ? '/ru' : ''}/patients/visit-moves/${visit.id}`);
      expect(email.body).toContain('Відключення світла');
    }
    const sms = await db.select().from(outbox_messages).where(eq(outbox_messages.template, 'sms.visit.move'));
    expect(sms).toHaveLength(3);
    for (const message of sms) expect(message.body.length).toBeLessThanOrEqual(70);
    const history = await db.select().from(appointment_events).where(eq(appointment_events.action, 'move_asked'));
    expect(history.filter((event) => visits.some((visit) => visit.id === event.appointment_id))).toHaveLength(3);

    // Nothing is moved twice: the same range again catches none.
    const again = await suite.api<{ data: TVisitMove }>('POST', '/partners/visit-moves', range);
    expect(again.body.data.total).toBe(0);

    // The worker holds the next free times of the same doctor for them, outside the closed range, in order.
    await runJobs();
    const moved = await suite.api<{ data: TVisitMove }>('GET', `/partners/visit-moves/${created.body.data.id}`);
    expect(moved.body.data.items.map((item) => item.state)).toEqual(['offered', 'offered', 'offered']);
    const offered = moved.body.data.items.map((item) => item.offer!.time);
    expect(offered).toEqual(['12:00', '12:30', '13:30']);
    expect(await db.select().from(outbox_messages).where(eq(outbox_messages.template, 'sms.waitlist.offer'))).toHaveLength(0);

    // The first takes the time held for her: her visit moves (same doctor, clinic and service).
    suite.ctx.actAs(patients[0]);
    // Her message in the cabinet leads to her visit's move page.
    const inbox = await suite.api<{ data: TNotification[] }>('GET', '/patients/notifications');
    expect(inbox.body.data.some((item) => item.appointment_id === visits[0].id && item.visit_move)).toBe(true);
    expect(inbox.body.data.filter((item) => item.appointment_id !== visits[0].id).every((item) => !item.visit_move)).toBe(true);
    const page = await suite.api<{ data: TPatientVisitMove }>('GET', `/patients/visit-moves/${visits[0].id}`);
    expect(page.body.data).toMatchObject({ state: 'offered', note: 'Відключення світла', was: { time: '09:00' }, offer: { time: '12:00' } });
    expect(page.body.data.free_times.length).toBeGreaterThan(0);
    // The closed range offers nothing.
    for (const time of page.body.data.free_times) {
      expect(Date.parse(time.start) >= at('12:00').getTime() || Date.parse(time.start) < at('08:00').getTime()).toBe(true);
    }
    const mine = await suite.api<TAppointment>('GET', `/patients/appointments/${visits[0].id}`);
    expect((mine.body as unknown as { data: TAppointment }).data.being_moved).toBe(true);
    const taken = await suite.api<{ data: TAppointment }>('POST', `/patients/waitlist-offers/${page.body.data.offer!.id}/accept`);
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ id: visits[0].id, time: '12:00', being_moved: false });

    // The second picks another free time: her held time goes to whoever waits next.
    suite.ctx.actAs(patients[1]);
    const hers = await suite.api<{ data: TPatientVisitMove }>('GET', `/patients/visit-moves/${visits[1].id}`);
    const other = hers.body.data.free_times.find((time) => time.time !== hers.body.data.offer!.time)!;
    const picked = await suite.api<{ data: TAppointment }>('POST', `/patients/visit-moves/${visits[1].id}/reschedule`, { start: other.start });
    expect(picked.status).toBe(200);
    expect(picked.body.data.start).toBe(other.start);
    const [released] = await db.select().from(waitlist_offers).where(eq(waitlist_offers.id, hers.body.data.offer!.id));
    expect(released.status).toBe('withdrawn');
    // Answered is answered.
    expect((await suite.api('POST', `/patients/visit-moves/${visits[1].id}/cancel`)).status).toBe(409);
    // Another patient's moved visit is not hers.
    expect((await suite.api('GET', `/patients/visit-moves/${visits[2].id}`)).status).toBe(404);

    // The third cancels.
    suite.ctx.actAs(patients[2]);
    const cancelled = await suite.api<{ data: TAppointment }>('POST', `/patients/visit-moves/${visits[2].id}/cancel`);
    expect(cancelled.body.data.status).toBe('cancelled');

    suite.ctx.actAs(world.partner);
    const answered = await suite.api<{ data: TVisitMove }>('GET', `/partners/visit-moves/${created.body.data.id}`);
    expect(answered.body.data).toMatchObject({ total: 3, answered: 3 });
    expect(answered.body.data.items.map((item) => item.state)).toEqual(['moved', 'moved', 'cancelled']);
    expect(answered.body.data.items[0].now?.time).toBe('12:00');
    const list = await suite.api<{ data: TVisitMove[] }>('GET', `/partners/visit-moves?institution_id=${world.institution.id}`);
    expect(list.body.data.map((move) => move.id)).toContain(created.body.data.id);
    const [untouched] = await db.select().from(appointments).where(eq(appointments.id, outside.id));
    expect(untouched.status).toBe('booked');
    // The partner's action is in the action log, with a line per visit.
    const log = await selectRows<{ resource: string }>(
      db,
      sql`select resource from action_log where record_id = ${created.body.data.id} and resource = 'visit-moves'`,
    );
    expect(log).toHaveLength(1);
  });

  it('cancels with a full refund inside the cancellation window, which a plain cancel refuses', async () => {
    const { db } = suite.ctx.database;
    const { world } = suite;
    const start = Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000;
    const visit = await createAppointment(db, {
      doctor: world.doctor,
      start_at: new Date(start),
      institution_id: world.institution.id,
      service_id: world.service.id,
      specialization_id: world.specialization.id,
      patient_id: world.patient.id,
      booked_at: new Date(),
      cost: 60_000,
      payment_status: 'paid',
    });
    await db
      .insert(payments)
      .values({ appointment_id: visit.id, provider: 'sandbox', order_id: `mv-${visit.id}`, amount: 60_000, status: 'success', paid_at: new Date() });
    const day = zonedDate(start, CLINIC_TIME_ZONE);
    const endClock = zonedDate(start + 30 * 60_000, CLINIC_TIME_ZONE) === day ? zonedClock(start + 30 * 60_000, CLINIC_TIME_ZONE) : '24:00';
    suite.ctx.actAs(world.partner);
    const created = await suite.api<{ data: TVisitMove }>('POST', '/partners/visit-moves', {
      institution_id: world.institution.id,
      day,
      start_time: zonedClock(start, CLINIC_TIME_ZONE),
      end_time: endClock,
    });
    expect(created.body.data.total).toBe(1);

    suite.ctx.actAs(world.patient);
    expect((await suite.api('POST', `/patients/appointments/${visit.id}/cancel`)).status).toBe(409);
    const cancelled = await suite.api<{ data: TAppointment }>('POST', `/patients/visit-moves/${visit.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', payment_status: 'refund_pending' });
  });
});
