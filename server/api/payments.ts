import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { PAYMENT_RETURN_PAGE } from '../../contracts/payments.ts';
import * as routes from '../../contracts/routes/payments.ts';
import { BadRequestError } from '../../features/errors.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';
import { requestOrigin } from '../request-origin.ts';

export interface PaymentRoutesOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin' | 'trustedProxies'>;
}

const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Online payment (docs/decisions/150): the patient starts a checkout and reads the history; the provider
 * posts its signed result and sends the browser back; the sandbox's page and buttons while no LiqPay keys
 * are configured. The routes are declared in contracts/routes/payments.ts; the rules live in features/payments.
 */
export async function paymentRoutes(api: FastifyInstance, { services, config }: PaymentRoutesOptions): Promise<void> {
  const { payments, idempotent } = services;
  // LiqPay posts `data` and `signature` as an HTML form would; only these routes read form bodies.
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // A retried click (a lost answer) gets the first checkout back instead of a new attempt.
  register(
    api,
    routes.payAppointment,
    async ({ user, params, request }) => ({
      data: await payments.startCheckout({ appointmentId: params.id, userId: user.id, locale: requestLocale(request), origin: requestOrigin(request, config) }),
    }),
    { idempotent },
  );

  // Staff start a refund the provider refused again (docs/decisions/181).
  register(api, routes.retryRefund, async ({ params }) => {
    await payments.retryRefund(params.id);
    return { data: { appointment_id: params.id, payment_status: 'refund_pending' as const } };
  });

  register(api, routes.paymentHistory, async ({ user, query, request }) => payments.history(user.id, requestLocale(request), query));

  register(api, routes.liqpayCallback, async ({ body }) => {
    const fields = (body ?? {}) as Record<string, unknown>;
    const { outcome } = await payments.handleCallback({ data: fields.data, signature: fields.signature });
    // Anything well-formed and signed is answered 200 so the provider stops retrying, whatever we made of it.
    if (outcome === 'bad_signature') throw new BadRequestError('payment.bad.signature');
    if (outcome === 'malformed') throw new BadRequestError();
    return { data: { outcome } };
  });

  register(api, routes.paymentReturn, async ({ params, query, reply }) => {
    const locale = query.locale === 'ru' ? 'ru' : 'ua';
    const orderId = routes.ZOrderId.safeParse(params.orderId);
    const found = orderId.success ? await payments.returnResult(orderId.data).catch(() => null) : null;
    return reply.redirect(localizedPath(found?.return_path ?? PAYMENT_RETURN_PAGE, locale), 303);
  });

  register(api, routes.sandboxCheckout, async ({ params, request }) => ({ data: await payments.sandboxCheckout(params.orderId, requestLocale(request)) }));

  register(api, routes.completeSandbox, async ({ params, body }) => ({ data: await payments.completeSandbox(params.orderId, body.result) }));
}
