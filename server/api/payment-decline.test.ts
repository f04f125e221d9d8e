import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayableAppointment } from '../../tests/support/factories/payments.ts';
import { createPaymentsApiContext, type PaymentsApiContext } from './payments-testing.ts';

/** Why a payment was declined, for the visit the patient comes back to (docs/decisions/182). */
describe('GET /patients/appointments/{id}/payment-decline', () => {
  let context: PaymentsApiContext;
  beforeAll(async () => {
    context = await createPaymentsApiContext();
  });
  afterAll(async () => context?.close());

  const decline = (id: number) => context.app.inject({ method: 'GET', url: `/api/v1/patients/appointments/${id}/payment-decline` });
  const pay = async (id: number) =>
    (
      context.app.inject({ method: 'POST', url: `/api/v1/patients/appointments/${id}/pay` }).then((answer) => answer.json()) as Promise<{
        data: { order_id: string };
      }>
    ).then((answer) => answer.data.order_id);
  const complete = (orderId: string, result: 'success' | 'failure') =>
    context.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${orderId}/complete`, payload: { result } });

  it("gives the code of the last declined attempt, nothing before or after a newer one, and 404 for another's visit", async () => {
    const { appointment, patient } = await createPayableAppointment(context.database);
    const owner = { id: patient.id, user_type: 'patient' as const };
    context.actAs(owner);
    expect((await decline(appointment.id)).json()).toEqual({ data: { code: null } });

    const declined = await pay(appointment.id);
    context.actAs(null);
    expect((await complete(declined, 'failure')).statusCode).toBe(200);
    context.actAs(owner);
    expect((await decline(appointment.id)).json()).toEqual({ data: { code: 'sandbox_declined' } });

    const other = await createPayableAppointment(context.database);
    context.actAs({ id: other.patient.id, user_type: 'patient' });
    expect((await decline(appointment.id)).statusCode).toBe(404);

    // A new attempt is not declined (yet): the old reason is no longer the answer.
    context.actAs(owner);
    const retried = await pay(appointment.id);
    expect((await decline(appointment.id)).json()).toEqual({ data: { code: null } });
    context.actAs(null);
    expect((await complete(retried, 'success')).statusCode).toBe(200);
    context.actAs(owner);
    expect((await decline(appointment.id)).json()).toEqual({ data: { code: null } });
  });
});
