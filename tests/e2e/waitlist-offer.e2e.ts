import { and, eq, sql } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { appointments, jobs, outbox_messages, users, waitlist_offers, waitlist_requests } from '../../db/schema/index.ts';
import { createBookingWorld } from '../support/factories/booking.ts';
import { fullMorning, morningRequest } from '../support/waitlist-world.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { newPatient, registerThroughApi, type TestPatient } from './support/accounts.ts';
import { localized, text } from './support/booking.ts';
import { expectAccessible } from './support/a11y.ts';
import type { E2EServer } from './support/server.ts';

/**
 * The offer a freed time brings (docs/decisions/303), on a phone, in both languages: three patients wait for a
 * fully booked morning; another patient cancels the first visit of it; the first in line (who would move her
 * 11:30 visit) finds the offer in her notifications, its SMS and e-mail are in the outbox, and she takes it: her
 * visit moves to 08:00, not doubled. The 11:30 she left goes to the second in line; that offer runs out
 * unanswered, and the third is offered it.
 */

const PHONE = { width: 390, height: 844 };

async function patientId(server: E2EServer, patient: TestPatient): Promise<number> {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${patient.email.toLowerCase()}`);
  return row.id;
}

/** Asks for that morning as `patient`, through the API of her own browser context. */
async function ask(context: BrowserContext, server: E2EServer, body: unknown): Promise<number> {
  const answer = await context.request.post('/api/v1/patients/waitlist', { headers: { accept: 'application/json', origin: server.url }, data: body });
  expectEqual(answer.status(), 201, `asking for an earlier time: ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

const openOffers = (server: E2EServer, requestId: number) =>
  server.database.db
    .select()
    .from(waitlist_offers)
    .where(and(eq(waitlist_offers.request_id, requestId), eq(waitlist_offers.status, 'open')));

for (const locale of ['ua', 'ru'] as const) {
  test(`${locale}, phone: a cancel offers the time to the first in line, who takes it and her visit moves; the time she left goes down the line, past an offer that ran out`, async ({
    page,
    context,
    browser,
    server,
  }) => {
    const { db } = server.database;
    const world = await createBookingWorld(db);
    const { day, at, visits } = await fullMorning(db, world);
    const contexts: BrowserContext[] = [];
    const patientContext = async (tag: string) => {
      const own = await browser.newContext({ baseURL: server.url });
      contexts.push(own);
      const patient = newPatient(`${tag}-${locale}`);
      await registerThroughApi(own, server, patient);
      return { context: own, patient, id: await patientId(server, patient) };
    };
    try {
      // The first in line has the 11:30 visit and would rather come earlier.
      const first = newPatient(`wl-first-${locale}`);
      await registerThroughApi(context, server, first);
      const firstId = await patientId(server, first);
      await db
        .update(appointments)
        .set({ patient_id: firstId, patient_email: first.email, patient_phone: first.phoneDigits, locale })
        .where(eq(appointments.id, visits[7].id));
      const firstRequest = await ask(context, server, { ...morningRequest(world, day), mode: 'move', appointment_id: visits[7].id, patient: undefined });
      const second = await patientContext('wl-second');
      const secondRequest = await ask(
        second.context,
        server,
        morningRequest(world, day, { patient: { ...morningRequest(world, day).patient, email: second.patient.email } }),
      );
      const third = await patientContext('wl-third');
      const thirdRequest = await ask(
        third.context,
        server,
        morningRequest(world, day, { patient: { ...morningRequest(world, day).patient, email: third.patient.email } }),
      );

      // Another patient cancels the 08:00 visit.
      const canceller = await patientContext('wl-cancel');
      await db.update(appointments).set({ patient_id: canceller.id }).where(eq(appointments.id, visits[0].id));
      const cancelled = await canceller.context.request.post(`/api/v1/patients/appointments/${visits[0].id}/cancel`, {
        headers: { accept: 'application/json', origin: server.url },
      });
      expectEqual(cancelled.status(), 200, 'the cancel');

      // The offer is in her notifications at once, and its SMS and e-mail in the outbox.
      await page.setViewportSize(PHONE);
      await page.goto(localized(locale, '/patients/notifications'));
      const link = page.getByRole('link', { name: text(locale, 'waitlist.entry.notification') }).first();
      await link.waitFor();
      const [offer] = await openOffers(server, firstRequest);
      expect(offer, 'an open offer for the first in line');
      expectEqual(offer.start_at.getTime(), at('08:00').getTime(), 'the offered time');
      const outbox = await db
        .select()
        .from(outbox_messages)
        .where(sql`${outbox_messages.body} like ${`%/w/${offer.id}%`} or ${outbox_messages.body} like ${`%/waitlist/offers/${offer.id}%`}`);
      expectEqual(
        outbox
          .map((message) => message.channel)
          .sort()
          .join(','),
        'email,sms',
        'the offer by SMS and by e-mail',
      );
      expect(outbox.find((message) => message.channel === 'sms')!.body.length <= 70, 'an SMS of one Cyrillic segment');

      // She opens it, reads that her visit moves, and takes it.
      await link.click();
      await page.waitForURL((url) => url.pathname === localized(locale, `/patients/waitlist/offers/${offer.id}`));
      const take = page.getByRole('button', { name: text(locale, 'waitlist.offer.take') });
      await take.waitFor();
      await page.getByText('11:30').first().waitFor();
      await expectAccessible(page);
      await take.click();
      await page.waitForURL((url) => url.pathname === localized(locale, '/patients/appointment'));
      await page.getByText('08:00').first().waitFor();
      const hers = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.patient_id, firstId), sql`${appointments.status} in ('booked', 'approved', 'offered', 'hold')`));
      expectEqual(
        JSON.stringify(hers.map((row) => [row.id, row.start_at.getTime()])),
        JSON.stringify([[visits[7].id, at('08:00').getTime()]]),
        'her one visit, moved',
      );

      // 11:30 goes to the second in line; her offer runs out unanswered, and the third is offered it.
      await expectEventually(
        async () => (await openOffers(server, secondRequest)).map((row) => row.start_at.getTime()).join(),
        String(at('11:30').getTime()),
        'the second is offered 11:30',
      );
      const [forSecond] = await openOffers(server, secondRequest);
      await db
        .update(waitlist_offers)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(waitlist_offers.id, forSecond.id));
      await db
        .update(jobs)
        .set({ run_at: new Date() })
        .where(eq(jobs.dedupe_key, `waitlist-offer-expire:${forSecond.id}`));
      await expectEventually(
        async () => (await openOffers(server, thirdRequest)).map((row) => row.start_at.getTime()).join(),
        String(at('11:30').getTime()),
        'the third is offered 11:30',
        20_000,
      );
      const [expired] = await db.select().from(waitlist_offers).where(eq(waitlist_offers.id, forSecond.id));
      expectEqual(expired.status, 'expired', "the second's offer");
      const [stillWaiting] = await db.select().from(waitlist_requests).where(eq(waitlist_requests.id, secondRequest));
      expectEqual(stillWaiting.status, 'waiting', 'the second keeps waiting');
    } finally {
      await Promise.all(contexts.map((own) => own.close()));
    }
  });
}
