import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPayment, createPayableAppointment, signedCallback } from '../../tests/support/factories/payments.ts';
import { createPaymentsApiContext, formBody, type PaymentsApiContext } from './payments-testing.ts';

describe('payments API', () => {
  let context: PaymentsApiContext;

  beforeAll(async () => {
    context = await createPaymentsApiContext();
  });
  afterAll(async () => {
    await context?.close();
  });

  async function payable(overrides: Parameters<typeof createPayableAppointment>[1] = {}) {
    const made = await createPayableAppointment(context.database, overrides);
    context.actAs({ id: made.patient.id, user_type: 'patient' });
    return made;
  }
  const pay = (id: number | string, payload?: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: `/api/v1/patients/appointments/${id}/pay`, payload, headers });

  async function checkout() {
    const made = await payable();
    const response = await pay(made.appointment.id);
    expect(response.statusCode).toBe(200);
    return { ...made, orderId: (response.json() as { data: { order_id: string } }).data.order_id };
  }

  describe('POST /patients/appointments/{id}/pay', () => {
    it('answers the form the browser posts to the sandbox page', async () => {
      const { appointment } = await payable();
      const response = await pay(appointment.id, undefined, { 'accept-language': 'ru', 'x-forwarded-proto': 'https', host: 'vizyt.example' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = response.json() as {
        data: { provider: string; action_url: string; method: string; fields: { data: string; signature: string }; order_id: string };
      };
      expect(data).toMatchObject({ provider: 'sandbox', method: 'POST', action_url: `/ru/payments/sandbox/${data.order_id}` });
      const params = JSON.parse(Buffer.from(data.fields.data, 'base64').toString()) as Record<string, string>;
      expect(params.server_url).toBe('https://vizyt.example/api/v1/payments/liqpay/callback');
      expect(params.result_url).toBe(`https://vizyt.example/api/v1/payments/return/${data.order_id}?locale=ru`);
    });

    it('needs a signed-in patient, their own payable appointment, and no body keys', async () => {
      const { appointment } = await createPayableAppointment(context.database);
      context.actAs(null);
      expect((await pay(appointment.id)).statusCode).toBe(401);
      context.actAs({ id: appointment.patient_id!, user_type: 'partner' });
      expect((await pay(appointment.id)).statusCode).toBe(403);
      await payable();
      expect((await pay(appointment.id)).statusCode).toBe(404);
      expect((await pay('abc')).statusCode).toBe(404);
      context.actAs({ id: appointment.patient_id!, user_type: 'patient' });
      expect((await pay(appointment.id, { amount: 1 })).statusCode).toBe(422);
      const cancelled = await payable({ status: 'cancelled' });
      const refused = await pay(cancelled.appointment.id, undefined, { 'accept-language': 'ua' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'Цей запис зараз не можна оплатити онлайн' });
    });
  });

  describe('POST /payments/liqpay/callback', () => {
    it('applies a signed form-encoded callback once and answers 200 to every replay', async () => {
      const { appointment, orderId } = await checkout();
      const callback = signedCallback({ order_id: orderId, amount: 650, status: 'success' });
      context.actAs(null);
      const first = await context.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/callback', ...formBody(callback) });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ data: { outcome: 'applied' } });
      const again = await context.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/callback', ...formBody(callback) });
      expect(again.json()).toEqual({ data: { outcome: 'duplicate' } });
      expect((await appointmentPayment(context.database, appointment.id)).payment_status).toBe('paid');
    });

    it("is not subject to the session origin check (LiqPay's server posts it)", async () => {
      const { orderId } = await checkout();
      context.actAs(null);
      const { payload, headers } = formBody(signedCallback({ order_id: orderId, amount: 650, status: 'failure' }));
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/payments/liqpay/callback',
        payload,
        headers: { ...headers, cookie: 'vizyt_session=whatever', 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a forged signature (400), stores it, changes nothing', async () => {
      const { appointment, orderId } = await checkout();
      const genuine = signedCallback({ order_id: orderId, amount: 650, status: 'success' });
      context.actAs(null);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/payments/liqpay/callback',
        ...formBody({ data: genuine.data, signature: genuine.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
      });
      expect(response.statusCode).toBe(400);
      const [stored] = await context.database.rows<{ outcome: string }>(sql`select outcome from payment_callbacks where raw_data = ${genuine.data}`);
      expect(stored.outcome).toBe('bad_signature');
      expect((await appointmentPayment(context.database, appointment.id)).payment_status).toBe('pending');
      expect((await context.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/callback', ...formBody({ data: genuine.data }) })).statusCode).toBe(400);
    });

    it('answers 200 to a signed callback that does not match, and keeps the payment pending', async () => {
      const { appointment, orderId } = await checkout();
      context.actAs(null);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/payments/liqpay/callback',
        ...formBody(signedCallback({ order_id: orderId, amount: 6.5, status: 'success' })),
      });
      expect(response.json()).toEqual({ data: { outcome: 'mismatch' } });
      expect((await appointmentPayment(context.database, appointment.id)).payment_status).toBe('pending');
    });
  });

  describe('sandbox, return and history', () => {
    it('shows the sandbox checkout, completes it, and sends the browser back to the appointment', async () => {
      const { appointment, orderId } = await checkout();
      context.actAs(null);
      const details = await context.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/${orderId}` });
      expect(details.json()).toMatchObject({ data: { order_id: orderId, amount: 65_000, status: 'pending', appointment_id: appointment.id } });
      expect((await context.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${orderId}/complete`, payload: { result: 'maybe' } })).statusCode).toBe(
        422,
      );
      const done = await context.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${orderId}/complete`, payload: { result: 'failure' } });
      expect(done.json()).toEqual({
        data: { result: 'failed', appointment_id: appointment.id, return_path: `/patients/appointment?appointment=${appointment.id}&payment=failed` },
      });
      expect(
        (await context.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${orderId}/complete`, payload: { result: 'success' } })).statusCode,
      ).toBe(409);

      const back = await context.app.inject({ method: 'GET', url: `/api/v1/payments/return/${orderId}?locale=ru` });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/ru/patients/appointment?appointment=${appointment.id}&payment=failed`);
      const posted = await context.app.inject({ method: 'POST', url: `/api/v1/payments/return/${orderId}`, ...formBody({ data: 'x', signature: 'y' }) });
      expect(posted.headers.location).toBe(`/patients/appointment?appointment=${appointment.id}&payment=failed`);
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/payments/return/unknown-order' })).headers.location).toBe('/patients/appointment');
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/payments/sandbox/unknown-order' })).statusCode).toBe(404);
    });

    it('are documented in the OpenAPI document', async () => {
      const document = (await context.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      expect(document.paths['/api/v1/patients/appointments/{id}/pay'].post).toBeDefined();
      expect(document.paths['/api/v1/patients/payments'].get).toBeDefined();
      expect(document.paths['/api/v1/payments/liqpay/callback'].post).toBeDefined();
      expect(document.paths['/api/v1/payments/sandbox/{orderId}/complete'].post).toBeDefined();
    });

    it("lists the signed-in patient's payments", async () => {
      const { patient, orderId } = await checkout();
      context.actAs({ id: patient.id, user_type: 'patient' });
      const response = await context.app.inject({ method: 'GET', url: '/api/v1/patients/payments' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: [{ order_id: orderId, status: 'pending', amount: 65_000 }], meta: { total: 1, current_page: 1 } });
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/patients/payments?page=0' })).statusCode).toBe(400);
      // The cabinet's filter: only the attempts in one state.
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/patients/payments?status=pending' })).json()).toMatchObject({ meta: { total: 1 } });
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/patients/payments?status=success' })).json()).toMatchObject({
        data: [],
        meta: { total: 0 },
      });
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/patients/payments?status=paid' })).statusCode).toBe(400);
      context.actAs(null);
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/patients/payments' })).statusCode).toBe(401);
    });
  });
});

describe('payments API with LiqPay keys', () => {
  let context: PaymentsApiContext;

  beforeAll(async () => {
    context = await createPaymentsApiContext({ NODE_ENV: 'production', LIQPAY_PUBLIC_KEY: 'i000000000', LIQPAY_PRIVATE_KEY: 'liqpay-private' });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('posts to LiqPay, lets forms go there, and has no sandbox', async () => {
    const { appointment, patient } = await createPayableAppointment(context.database);
    context.actAs({ id: patient.id, user_type: 'patient' });
    const response = await context.app.inject({ method: 'POST', url: `/api/v1/patients/appointments/${appointment.id}/pay` });
    const { data } = response.json() as { data: { provider: string; action_url: string; order_id: string } };
    expect(data).toMatchObject({ provider: 'liqpay', action_url: 'https://www.liqpay.ua/api/3/checkout' });
    expect(response.headers['content-security-policy']).toContain("form-action 'self' https://www.liqpay.ua");
    expect((await context.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/${data.order_id}` })).statusCode).toBe(404);
    expect(
      (await context.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${data.order_id}/complete`, payload: { result: 'success' } })).statusCode,
    ).toBe(404);
    // A sandbox-signed callback is a forgery here.
    context.actAs(null);
    const forged = signedCallback({ order_id: data.order_id, amount: 650, status: 'success' });
    expect((await context.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/callback', ...formBody(forged) })).statusCode).toBe(400);
  });

  it('refuses a half-made configuration', async () => {
    const { readConfig } = await import('../config.ts');
    expect(() => readConfig({ LIQPAY_PUBLIC_KEY: 'only-public' })).toThrow(/LIQPAY_PRIVATE_KEY/);
    expect(readConfig({}).liqpayPublicKey).toBeUndefined();
  });
});
