import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker } from '../../features/jobs/queue.ts';
import { createPayableAppointment } from '../../tests/support/factories/payments.ts';
import { REFUND_PERMISSION } from '../../contracts/payments.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

const user = (id: number, user_type: 'patient' | 'user', permissions: string[] = []) => ({
  id,
  user_type,
  is_administrator: false,
  permissions: permissions.map((name) => ({ name })),
  roles: [],
});

/** Money back on cancel through the HTTP API, in the sandbox (docs/decisions/181). */
describe('refunds API', () => {
  let context: ApiTestContext;

  beforeAll(async () => {
    context = await createApiTestContext();
  });
  afterAll(async () => {
    await context?.close();
  });

  const paymentStatus = async (id: number) =>
    (await context.database.rows<{ payment_status: string }>(sql`select payment_status from appointments where id = ${id}`))[0].payment_status;

  it('a patient cancels a visit paid in the sandbox: refund pending in the answer and the history, refunded after the worker', async () => {
    const { appointment, patient } = await createPayableAppointment(context.database);
    context.actAs(user(patient.id, 'patient'));
    const started = await context.app.inject({ method: 'POST', url: `/api/v1/patients/appointments/${appointment.id}/pay` });
    const orderId = (started.json() as { data: { order_id: string } }).data.order_id;
    const paid = await context.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${orderId}/complete`, payload: { result: 'success' } });
    expect(paid.statusCode).toBe(200);

    const cancelled = await context.app.inject({ method: 'POST', url: `/api/v1/patients/appointments/${appointment.id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', payment_status: 'refund_pending' } });
    const history = await context.app.inject({ method: 'GET', url: '/api/v1/patients/payments' });
    expect(history.json()).toMatchObject({ data: [{ order_id: orderId, status: 'success', refund_pending: true }] });

    await createJobWorker(context.database, context.services.payments.jobs).runDue();
    expect(await paymentStatus(appointment.id)).toBe('refunded');
    const after = await context.app.inject({ method: 'GET', url: '/api/v1/patients/payments' });
    expect(after.json()).toMatchObject({ data: [{ order_id: orderId, status: 'reversed', refund_pending: false }] });
    const notices = await context.database.rows<{ title_ua: string }>(
      sql`select title_ua from notifications where appointment_id = ${appointment.id} order by id`,
    );
    expect(notices.at(-1)?.title_ua).toMatch(/^Кошти за запис .+ повернено$/);
  });

  it('staff allowed to change appointments retry a failed refund; others may not', async () => {
    const { appointment, patient } = await createPayableAppointment(context.database);
    const url = `/api/v1/payments/refunds/${appointment.id}/retry`;
    context.actAs(null);
    expect((await context.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    context.actAs(user(patient.id, 'patient'));
    expect((await context.app.inject({ method: 'POST', url })).statusCode).toBe(403);
    context.actAs(user(patient.id, 'user', ['appointments.read']));
    expect((await context.app.inject({ method: 'POST', url })).statusCode).toBe(403);

    context.actAs(user(patient.id, 'user', [REFUND_PERMISSION]));
    const nothing = await context.app.inject({ method: 'POST', url });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: 'Для цього запису немає невдалого повернення коштів' });

    await context.database.rows(sql`update appointments set status = 'cancelled', payment_status = 'refund_failed' where id = ${appointment.id}`);
    const retried = await context.app.inject({ method: 'POST', url });
    expect(retried.statusCode).toBe(202);
    expect(await paymentStatus(appointment.id)).toBe('refund_pending');
  });
});
