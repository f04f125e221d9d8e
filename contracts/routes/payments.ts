import { z } from 'zod';
import { ZListMeta } from '../envelope.ts';
import {
  PAYMENT_HISTORY_PAGE_SIZE,
  REFUND_PERMISSION,
  ZCheckout,
  ZPaymentHistoryItem,
  ZPaymentHistoryQuery,
  ZSandboxCheckout,
  ZSandboxCompleteRequest,
  ZSandboxCompletion,
} from '../payments.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/** Online payment (docs/decisions/150): checkout, history, the provider's callback and return, the sandbox. */

const tag = 'payments';
/** A provider's order id; anything else names no order. */
export const ZOrderId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

const noOrder = { 404: 'unknown order, or LiqPay is the provider' };

export const payAppointment = route({
  method: 'POST',
  path: 'patients/appointments/:id/pay',
  access: { accounts: ['patient'] },
  noStore: true,
  idempotent: 'pay',
  body: z.strictObject({}),
  bodyOptional: true,
  reportInput: false,
  answer: { status: 200, schema: dataEnvelope(ZCheckout), description: '{provider, order_id, action_url, method, fields: {data, signature}}' },
  errors: { 404: 'no such appointment of this patient', 409: 'already paid, or not payable (status, free, refunded)' },
  operationId: 'payAppointment',
  summary: 'Start paying for an own booked or approved appointment; answers the form to post to the provider',
  description:
    'The browser posts `fields` as hidden inputs to `action_url`. A pending attempt younger than an hour is offered again. ' +
    'Accept-Language picks the payment description and the pages the patient returns to.',
  tag,
});

export const retryRefund = route({
  method: 'POST',
  path: 'payments/refunds/:id/retry',
  access: { permissions: [REFUND_PERMISSION] },
  noStore: true,
  answer: {
    status: 202,
    schema: dataEnvelope(z.object({ appointment_id: z.number().int(), payment_status: z.literal('refund_pending') })),
    description: '{data: {appointment_id, payment_status: refund_pending}}',
  },
  errors: { 403: 'without the permission', 409: 'payment.refund.not.failed: no failed refund to retry' },
  operationId: 'retryRefund',
  summary: 'Staff: start again the refund of a cancelled paid appointment that the provider refused (docs/decisions/181)',
  description: `Needs the \`${REFUND_PERMISSION}\` permission. The appointment's payment status must be \`refund_failed\`; it becomes \`refund_pending\` and the job worker asks the provider again (one refund per payment still).`,
  tag,
});

export const paymentHistory = route({
  method: 'GET',
  path: 'patients/payments',
  access: { accounts: ['patient'] },
  noStore: true,
  query: ZPaymentHistoryQuery,
  answer: { status: 200, schema: z.object({ data: z.array(ZPaymentHistoryItem), meta: ZListMeta }), description: 'list' },
  operationId: 'paymentHistory',
  summary: `The patient's payment attempts, newest first, ${PAYMENT_HISTORY_PAGE_SIZE} a page`,
  tag,
});

export const liqpayCallback = route({
  method: 'POST',
  path: 'payments/liqpay/callback',
  access: { anyone: true },
  body: z.object({ data: z.string(), signature: z.string() }),
  bodyUnchecked: true,
  requestContentType: 'application/x-www-form-urlencoded',
  answer: {
    status: 200,
    schema: dataEnvelope(z.object({ outcome: z.enum(['applied', 'duplicate', 'unknown_order', 'mismatch', 'ignored']) })),
    description: '{data: {outcome}}',
  },
  errors: { 400: 'missing fields, undecodable data, or a bad signature' },
  operationId: 'liqpayCallback',
  summary: 'LiqPay server-to-server result (form-encoded `data` and `signature`)',
  description:
    'Every call is stored. The signature is base64(sha1(private_key + data + private_key)), compared in constant time. ' +
    'Well-formed signed callbacks answer 200 whatever the outcome (applied, duplicate, mismatch, unknown_order, ignored).',
  tag,
});

export const paymentReturn = route({
  method: 'GET',
  alsoMethods: ['POST'],
  path: 'payments/return/:orderId',
  // An unknown or malformed order still sends the browser back to the appointments.
  params: { orderId: z.string().describe('the order id, `^[A-Za-z0-9_-]{1,100}$`') },
  query: z.looseObject({ locale: z.unknown().optional().describe('`ru` for the Russian pages; anything else: Ukrainian') }),
  access: { anyone: true },
  answer: { status: 303, redirect: true, description: 'to `/patients/appointment?appointment={id}&payment=paid|failed|pending`' },
  operationId: 'paymentReturn',
  summary: 'Where the provider sends the browser back (`result_url`; POST too)',
  tag,
});

export const sandboxCheckout = route({
  method: 'GET',
  path: 'payments/sandbox/:orderId',
  params: { orderId: ZOrderId },
  access: { anyone: true },
  noStore: true,
  answer: {
    status: 200,
    schema: dataEnvelope(ZSandboxCheckout),
    description: '{order_id, status, amount, currency, description, appointment_id, doctor, date, time}',
  },
  errors: noOrder,
  operationId: 'sandboxCheckout',
  summary: 'Sandbox checkout details (only while no LiqPay keys are configured)',
  tag,
});

export const completeSandbox = route({
  method: 'POST',
  path: 'payments/sandbox/:orderId/complete',
  params: { orderId: ZOrderId },
  access: { anyone: true },
  noStore: true,
  body: ZSandboxCompleteRequest,
  bodyOptional: true,
  reportInput: false,
  answer: { status: 200, schema: dataEnvelope(ZSandboxCompletion), description: '{data: {result: paid|failed|pending, appointment_id, return_path}}' },
  errors: { ...noOrder, 409: 'the attempt is already finished', 422: 'result must be success or failure' },
  operationId: 'completeSandbox',
  summary: "The tester's answer: a signed callback through the same handler as LiqPay's",
  tag,
});
