import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPayment, createPayableAppointment, signedCallback } from '../../tests/support/factories/payments.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createPaymentsApiContext, formBody, type PaymentsApiContext } from './payments-testing.ts';

/** Races need a real server: PGlite runs one query at a time and would hide them. */
describe.runIf(!!TEST_DATABASE_URL)('payment callbacks under concurrency (PostgreSQL)', () => {
  let context: PaymentsApiContext;

  beforeAll(async () => {
    context = await createPaymentsApiContext();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('ten identical callbacks at once: one state change, one paid event, ten 200s', async () => {
    const { appointment, patient } = await createPayableAppointment(context.database);
    context.actAs({ id: patient.id, user_type: 'patient' });
    const started = await context.app.inject({ method: 'POST', url: `/api/v1/patients/appointments/${appointment.id}/pay` });
    const orderId = (started.json() as { data: { order_id: string } }).data.order_id;
    context.actAs(null);

    const callback = formBody(signedCallback({ order_id: orderId, amount: 650, status: 'success' }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => context.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/callback', ...callback })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((answer) => (answer.json() as { data: { outcome: string } }).data.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);

    const state = await appointmentPayment(context.database, appointment.id);
    expect(state.payment_status).toBe('paid');
    expect(state.attempts.map((attempt) => attempt.status)).toEqual(['success']);
    expect(state.events.map((event) => event.action)).toEqual(['payment_started', 'paid']);
  });

  it('ten concurrent starts of one appointment make one attempt', async () => {
    const { appointment, patient } = await createPayableAppointment(context.database);
    context.actAs({ id: patient.id, user_type: 'patient' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => context.app.inject({ method: 'POST', url: `/api/v1/patients/appointments/${appointment.id}/pay` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => (answer.json() as { data: { order_id: string } }).data.order_id)).size).toBe(1);
    const state = await appointmentPayment(context.database, appointment.id);
    expect(state.attempts).toHaveLength(1);
    expect(state.events.map((event) => event.action)).toEqual(['payment_started']);
  });
});
