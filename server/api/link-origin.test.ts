import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox_messages } from '../../db/schema/index.ts';

import { fullMorning, morningRequest, runJobsUntilIdle } from '../../tests/support/waitlist-world.ts';
import { useBookingApi } from './booking-testing.ts';

/**
 * Without PUBLIC_ORIGIN, links in messages lead to the site the person used (docs/decisions/304): the e-mail a
 * request causes, and the waitlist offer the worker makes later for the cancel that freed the time.
 */
describe('links in messages follow the request when no public origin is set', () => {
  const suite = useBookingApi({ signedIn: true });
  // The tests stand where a declared proxy would (TRUST_PROXY=127.0.0.1): its forwarded host and scheme count.
  const viaProxy = { 'x-forwarded-host': 'vizyt.example:8443', 'x-forwarded-proto': 'https' };

  it("a cancel's e-mail and the offer its freed time brings link to the request's origin", async () => {
    const { db } = suite.ctx.database;
    const { day, visits } = await fullMorning(db, suite.world);
    suite.ctx.actAs(suite.world.patient);
    expect(
      (
        await suite.api(
          'POST',
          '/patients/waitlist',
          morningRequest(suite.world, day, { patient: { ...morningRequest(suite.world, day).patient, email: 'waiting@example.com' } }),
        )
      ).status,
    ).toBe(201);

    const runJobs = () => runJobsUntilIdle(suite.ctx.database, suite.ctx.services.waitlist.jobs);
    await runJobs();

    suite.ctx.actAs(suite.world.otherPatient);
    expect((await suite.api('POST', `/patients/appointments/${visits[0].id}/cancel`, undefined, viaProxy)).status).toBe(200);
    await runJobs();

    const messages = await db.select().from(outbox_messages).orderBy(outbox_messages.id);
    const offerSms = messages.find((message) => message.template === 'sms.waitlist.offer');
    expect(offerSms?.body).toMatch(/https:\/\/vizyt\.example:8443\/w\/\d+$/);
    const [offerEmail] = await db.select().from(outbox_messages).where(eq(outbox_messages.recipient, 'waiting@example.com'));
    expect(offerEmail.body).toContain('https://vizyt.example:8443/patients/waitlist/offers/');
    // No address of the machine itself leaks into them.
    expect(messages.filter((message) => message.body.includes('localhost'))).toEqual([]);
  });
});
