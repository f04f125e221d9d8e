import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointments,
  doctor_services,
  doctors,
  family_members,
  notifications,
  outbox_messages,
  waitlist_offers,
  waitlist_requests,
} from '../../db/schema/index.ts';
import { waitlistShortPath, type TWaitlistOffer, type TWaitlistRequest } from '../../contracts/waitlist.ts';
import type { TAppointment } from '../../contracts/booking.ts';
import { renderMessage } from '../../features/messaging/templates.ts';
import { runJobsUntilIdle, fullMorning, morePatients, morningRequest, occupying, offersOf, openOffer, outboxFor } from '../../tests/support/waitlist-world.ts';
import { createAppointment, createDoctor } from '../../tests/support/factories.ts';
import { useBookingApi } from './booking-testing.ts';

/**
 * The waitlist end to end through the API (docs/decisions/303): a request waits, a cancel frees a time, the first
 * in line is offered it with a notification, an e-mail and an SMS, declines pass it on, an accepted offer books or
 * moves a visit, an offer past its time moves on, and nobody is offered a time she cannot take.
 */
describe('the waitlist', () => {
  const suite = useBookingApi({ signedIn: true });
  const runJobs = () => runJobsUntilIdle(suite.ctx.database, suite.ctx.services.waitlist.jobs);

  const ask = (body: unknown) => suite.api<{ data: TWaitlistRequest }>('POST', '/patients/waitlist', body);
  const cancelAs = async (visitId: number) => {
    suite.ctx.actAs(suite.world.otherPatient);
    const answer = await suite.api('POST', `/patients/appointments/${visitId}/cancel`);
    expect(answer.status).toBe(200);
  };

  it('asks, waits while the morning is full, and the first in line is offered a cancelled time with every message', async () => {
    const { db } = suite.ctx.database;
    const { day, at, visits } = await fullMorning(db, suite.world);
    const [second] = await morePatients(db, 1);
    const first = suite.world.patient;

    suite.ctx.actAs(first);
    const created = await ask(morningRequest(suite.world, day, { patient: { ...morningRequest(suite.world, day).patient, email: 'first@example.com' } }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'waiting', mode: 'extra', scope: 'doctor', offer: null, day_parts: ['morning'] });
    // Asking twice for the same is refused; a past range too.
    expect((await ask(morningRequest(suite.world, day))).status).toBe(409);
    expect((await ask(morningRequest(suite.world, '2020-01-01'))).status).toBe(422);

    suite.ctx.actAs(second);
    expect(
      (await ask(morningRequest(suite.world, day, { patient: { ...morningRequest(suite.world, day).patient, email: 'second@example.com' } }))).status,
    ).toBe(201);

    await runJobs();
    expect(await offersOf(db, suite.world.doctor.id)).toEqual([]);

    await cancelAs(visits[2].id);
    await runJobs();
    const [offer] = await offersOf(db, suite.world.doctor.id);
    expect(offer).toMatchObject({ patient_id: first.id, status: 'open', start_ms: at('09:00').getTime() });
    expect(await occupying(db, suite.world.doctor.id, at('09:00'))).toEqual([expect.objectContaining({ status: 'offered', patient_id: first.id })]);

    // She is told in the cabinet (opening the offer), by e-mail and by a short SMS.
    const [notice] = await db.select().from(notifications).where(eq(notifications.waitlist_offer_id, offer.id));
    expect(notice).toMatchObject({ user_id: first.id, type: 'waitlist_offer' });
    const [email] = await outboxFor(db, 'first@example.com');
    expect(email.body).toContain(`/patients/waitlist/offers/${offer.id}`);
    const sms = (await db.select().from(outbox_messages).where(eq(outbox_messages.template, 'sms.waitlist.offer')))[0];
    expect(sms?.body).toContain(`/w/${offer.id}`);

    // Her cabinet shows the open offer with its countdown.
    suite.ctx.actAs(first);
    const mine = await suite.api<{ data: TWaitlistRequest[] }>('GET', '/patients/waitlist');
    expect(mine.body.data[0].offer).toMatchObject({ id: offer.id, status: 'open', time: '09:00' });
    expect(mine.body.data[0].offer!.seconds_left).toBeGreaterThan(60);

    // Declined: the same time goes to the next in line at once.
    const declined = await suite.api<{ data: TWaitlistOffer }>('POST', `/patients/waitlist-offers/${offer.id}/decline`);
    expect(declined.body.data.status).toBe('declined');
    const next = await openOffer(db, (await db.select().from(waitlist_requests).where(eq(waitlist_requests.patient_id, second.id)))[0].id);
    expect(next.start_at.getTime()).toBe(at('09:00').getTime());

    // Accepted: one booked visit for the second patient; the first may not take an offer not hers.
    expect((await suite.api('POST', `/patients/waitlist-offers/${next.id}/accept`)).status).toBe(404);
    suite.ctx.actAs(second);
    const accepted = await suite.api<{ data: TAppointment }>('POST', `/patients/waitlist-offers/${next.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'booked', time: '09:00' });
    expect(await occupying(db, suite.world.doctor.id, at('09:00'))).toEqual([expect.objectContaining({ status: 'booked', patient_id: second.id })]);
    expect((await suite.api('POST', `/patients/waitlist-offers/${next.id}/accept`)).status).toBe(409);
    // Her booking e-mail carries the visit as an .ics of the new time.
    const [booked] = (await outboxFor(db, 'second@example.com')).filter((message) => message.template === 'email.appointment.notice');
    const [ics] = (booked.payload as { attachments: { filename: string; content: string }[] }).attachments;
    expect(ics.filename).toMatch(/\.ics$/);
    expect(ics.content).toContain(
      `DTSTART:${at('09:00')
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    const [fulfilled] = await db.select().from(waitlist_requests).where(eq(waitlist_requests.patient_id, second.id));
    expect(fulfilled.status).toBe('fulfilled');
  });

  it('moves her visit to the earlier time instead of adding one, and the time she left goes on to the next', async () => {
    const { db } = suite.ctx.database;
    const { day, at, visits } = await fullMorning(db, suite.world);
    const patient = suite.world.patient;
    // Her visit: the last of the morning (11:30); she would rather come earlier.
    await db.update(appointments).set({ patient_id: patient.id }).where(eq(appointments.id, visits[7].id));
    const [waiting] = await morePatients(db, 1);

    suite.ctx.actAs(patient);
    const created = await ask(morningRequest(suite.world, day, { mode: 'move', appointment_id: visits[7].id, patient: undefined }));
    expect(created.status).toBe(201);
    expect(created.body.data.visit).toMatchObject({ id: visits[7].id, time: '11:30' });
    suite.ctx.actAs(waiting);
    await ask(morningRequest(suite.world, day));

    await cancelAs(visits[0].id);
    await runJobs();
    const offer = await openOffer(db, created.body.data.id);
    expect(offer.start_at.getTime()).toBe(at('08:00').getTime());

    suite.ctx.actAs(patient);
    const moved = await suite.api<{ data: TAppointment }>('POST', `/patients/waitlist-offers/${offer.id}/accept`);
    expect(moved.body.data).toMatchObject({ id: visits[7].id, status: 'booked', time: '08:00' });
    const hers = await db.select().from(appointments).where(eq(appointments.patient_id, patient.id));
    expect(hers.filter((row) => ['booked', 'approved', 'offered', 'hold'].includes(row.status))).toHaveLength(1);

    // 11:30 is free now: offered to the one still waiting.
    await runJobs();
    const [forWaiting] = (await offersOf(db, suite.world.doctor.id)).filter((row) => row.patient_id === waiting.id);
    expect(forWaiting).toMatchObject({ status: 'open', start_ms: at('11:30').getTime() });
  });

  it('never offers a time that overlaps her own visit, and lets an unanswered offer go at its time to the next patient', async () => {
    const { db } = suite.ctx.database;
    const { day, at, visits } = await fullMorning(db, suite.world);
    const [busy, late] = await morePatients(db, 2);
    // The first in line has a visit of her own at 08:00 with another doctor: she cannot be offered 08:00.
    const elsewhere = await createDoctor(db, { institution: suite.world.institution, specialization: suite.world.specialization, status: 'active' });
    await createAppointment(db, { doctor: elsewhere, start_at: at('08:00'), patient_id: busy.id, booked_at: new Date() });
    for (const patient of [busy, suite.world.patient, late]) {
      suite.ctx.actAs(patient);
      expect((await ask(morningRequest(suite.world, day))).status).toBe(201);
    }

    await cancelAs(visits[0].id);
    await runJobs();
    const offers = await offersOf(db, suite.world.doctor.id);
    expect(offers.map((row) => row.patient_id)).toEqual([suite.world.patient.id]);

    // Her offer runs out unanswered: the sweep lets it go, and the next who can come gets the time.
    await db
      .update(waitlist_offers)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(waitlist_offers.id, offers[0].id));
    await suite.ctx.services.waitlist.sweep();
    expect((await offersOf(db, suite.world.doctor.id)).map((row) => [row.patient_id, row.status])).toEqual([
      [suite.world.patient.id, 'expired'],
      [late.id, 'open'],
    ]);
    expect(await occupying(db, suite.world.doctor.id, at('08:00'))).toEqual([expect.objectContaining({ status: 'offered', patient_id: late.id })]);

    // The clinic turns the doctor's waitlist off: the sweep ends the requests for him alone, and their held time goes.
    await db.update(doctors).set({ is_waitlist: false }).where(eq(doctors.id, suite.world.doctor.id));
    await suite.ctx.services.waitlist.sweep();
    const requests = await db.select().from(waitlist_requests).where(eq(waitlist_requests.doctor_id, suite.world.doctor.id));
    expect(requests.map((row) => row.status)).toEqual(requests.map(() => 'ended'));
    expect((await offersOf(db, suite.world.doctor.id)).filter((row) => row.status === 'open')).toEqual([]);
    expect(await occupying(db, suite.world.doctor.id, at('08:00'))).toEqual([]);
  });

  it('a child is never offered a doctor who sees no children, and a request for her of such a doctor is refused', async () => {
    const { db } = suite.ctx.database;
    const { day, visits } = await fullMorning(db, suite.world);
    const [child] = await db
      .insert(family_members)
      .values({ user_id: suite.world.patient.id, last_name: 'Коваль', first_name: 'Марко', birthday: '2021-03-14', relation: 'son' })
      .returning();
    suite.ctx.actAs(suite.world.patient);
    const refused = await ask(morningRequest(suite.world, day, { family_member_id: child.id }));
    expect(refused.status).toBe(422);
    // Any doctor of the specialization in the clinic: asked, but this doctor is skipped for him.
    const wide = await ask(morningRequest(suite.world, day, { family_member_id: child.id, scope: 'institution', institution_id: suite.world.institution.id }));
    expect(wide.status).toBe(201);
    await cancelAs(visits[0].id);
    await runJobs();
    expect(await offersOf(db, suite.world.doctor.id)).toEqual([]);
  });

  it('a free visit by referral is asked with its referral and booked with it; a request without one is offered no free visit', async () => {
    const { db } = suite.ctx.database;
    const { day, visits } = await fullMorning(db, suite.world);
    await db.update(doctor_services).set({ is_nszu_free: true }).where(eq(doctor_services.id, suite.world.service.id));
    const [before, patient] = await morePatients(db, 2);
    suite.ctx.actAs(before);
    expect((await ask(morningRequest(suite.world, day, { referral_number: '1111-2222-3333-4444' }))).status).toBe(201);
    // A request of before referrals were asked: first in line, but never offered the free visit.
    await db.update(waitlist_requests).set({ referral_number: null }).where(eq(waitlist_requests.patient_id, before.id));

    suite.ctx.actAs(patient);
    const without = await suite.api<{ errors?: Record<string, string[]> }>('POST', '/patients/waitlist', morningRequest(suite.world, day));
    expect(without.status).toBe(422);
    expect(without.body.errors?.referral_number).toHaveLength(1);
    const asked = await ask(morningRequest(suite.world, day, { referral_number: 'ab12 cd34 ef56 7890' }));
    expect(asked.status).toBe(201);
    expect(asked.body.data.referral_number).toBe('AB12-CD34-EF56-7890');

    await cancelAs(visits[0].id);
    await runJobs();
    const offers = await offersOf(db, suite.world.doctor.id);
    expect(offers.map((row) => row.patient_id)).toEqual([patient.id]);
    suite.ctx.actAs(patient);
    const booked = await suite.api<{ data: TAppointment }>('POST', `/patients/waitlist-offers/${offers[0].id}/accept`);
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({ referral_number: 'AB12-CD34-EF56-7890', cost: 0 });
  });

  it('an SMS of an offer fits one Cyrillic segment with the short link of a real site', () => {
    for (const locale of ['ua', 'ru'] as const) {
      const text = renderMessage(locale, 'messages.sms.waitlist.offer', {
        date: '28.12',
        time: '18:30',
        until: '18:15',
        url: `https://vizyt.ua${waitlistShortPath(999_999, locale)}`,
      });
      expect(text.length, text).toBeLessThanOrEqual(70);
    }
  });
});
