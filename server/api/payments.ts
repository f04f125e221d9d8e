import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { PAYMENT_RETURN_PAGE, REFUND_PERMISSION, ZPaymentHistoryQuery, ZSandboxCompleteRequest } from '../../contracts/payments.ts';
import { BadRequestError, NotFoundError } from '../../features/errors.ts';
import { requirePermissions, requireUser } from '../plugins/session.ts';
import { sendOnce } from './idempotent-route.ts';
import { requestLocale } from './locale.ts';
import { noStore, parseQuery, pathId } from './request-parts.ts';
import { requestOrigin } from '../request-origin.ts';

export interface PaymentRoutesOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin' | 'trustedProxies'>;
}

const ZOrderId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
const FORM_BODY_LIMIT = 64 * 1024;

function param<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
}

/**
 * Online payment (docs/decisions/150): the patient starts a checkout and reads the history; the provider
 * posts its signed result and sends the browser back; the sandbox's page and buttons while no LiqPay keys
 * are configured. Handlers parse and answer; the rules live in features/payments.
 */
export async function paymentRoutes(api: FastifyInstance, { services, config }: PaymentRoutesOptions): Promise<void> {
  const { payments } = services;
  // LiqPay posts `data` and `signature` as an HTML form would; only these routes read form bodies.
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const patient = requireUser('patient');

  api.post<{ Params: Record<string, string> }>('/patients/appointments/:id/pay', { preHandler: [patient, noStore] }, async (request, reply) => {
    const appointmentId = pathId(request);
    z.strictObject({}).parse(request.body ?? {});
    // A retried click (a lost answer) gets the first checkout back instead of a new attempt.
    return sendOnce(services.idempotent, request, reply, 'pay', async () => ({
      status: 200,
      body: {
        data: await payments.startCheckout({
          appointmentId,
          userId: request.sessionUser!.id,
          locale: requestLocale(request),
          origin: requestOrigin(request, config),
        }),
      },
    }));
  });

  // Staff start a refund the provider refused again (docs/decisions/181).
  api.post('/payments/refunds/:id/retry', { preHandler: [requirePermissions(REFUND_PERMISSION), noStore] }, async (request, reply) => {
    await payments.retryRefund(pathId(request));
    return reply.code(202).send({ data: { appointment_id: pathId(request), payment_status: 'refund_pending' } });
  });

  api.get('/patients/payments', { preHandler: [patient, noStore] }, async (request) => {
    const { page } = parseQuery(ZPaymentHistoryQuery, request);
    return payments.history(request.sessionUser!.id, requestLocale(request), page);
  });

  api.post('/payments/liqpay/callback', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { outcome } = await payments.handleCallback({ data: body.data, signature: body.signature });
    // Anything well-formed and signed is answered 200 so the provider stops retrying, whatever we made of it.
    if (outcome === 'bad_signature') throw new BadRequestError('payment.bad.signature');
    if (outcome === 'malformed') throw new BadRequestError();
    return { data: { outcome } };
  });

  api.route<{ Params: Record<string, string>; Querystring: Record<string, unknown> }>({
    method: ['GET', 'POST'],
    url: '/payments/return/:orderId',
    handler: async (request, reply) => {
      const locale = request.query.locale === 'ru' ? 'ru' : 'ua';
      const orderId = ZOrderId.safeParse(request.params.orderId);
      const found = orderId.success ? await payments.returnResult(orderId.data).catch(() => null) : null;
      return reply.redirect(localizedPath(found?.return_path ?? PAYMENT_RETURN_PAGE, locale), 303);
    },
  });

  api.get<{ Params: Record<string, string> }>('/payments/sandbox/:orderId', { preHandler: noStore }, async (request) => ({
    data: await payments.sandboxCheckout(param(ZOrderId, request.params.orderId), requestLocale(request)),
  }));

  api.post<{ Params: Record<string, string> }>('/payments/sandbox/:orderId/complete', { preHandler: noStore }, async (request) => {
    const orderId = param(ZOrderId, request.params.orderId);
    const { result } = ZSandboxCompleteRequest.parse(request.body ?? {});
    return { data: await payments.completeSandbox(orderId, result) };
  });
}
