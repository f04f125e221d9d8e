import { z } from 'zod';
import { PAYMENT_ATTEMPT_STATUS_VALUES, REFUND_PERMISSION, PAYMENT_HISTORY_PAGE_SIZE, PAYMENT_PROVIDER_VALUES, ZSandboxCompleteRequest } from '../../contracts/payments.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
const ok = (description: string, schema: object = { type: 'object', properties: { data: { type: 'object' } } }) => ({
  description,
  content: { 'application/json': { schema } },
});
const orderParameter = { name: 'orderId', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } };

const checkout = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        provider: { enum: [...PAYMENT_PROVIDER_VALUES] },
        order_id: { type: 'string' },
        action_url: { type: 'string', description: 'LiqPay checkout, or the sandbox page `/payments/sandbox/{orderId}`' },
        method: { const: 'POST' },
        fields: { type: 'object', properties: { data: { type: 'string' }, signature: { type: 'string' } } },
      },
    },
  },
};

function body(schema: z.ZodType) {
  const { $schema: _omit, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return { required: true, content: { 'application/json': { schema: json } } };
}

/** OpenAPI paths of online payment (server/api/payments.ts, docs/decisions/150). */
export function paymentsOpenApiPaths(): Record<string, unknown> {
  return {
    '/api/v1/patients/appointments/{id}/pay': {
      post: {
        tags: ['payments'],
        summary: 'Start paying for an own booked or approved appointment; answers the form to post to the provider',
        description:
          'The browser posts `fields` as hidden inputs to `action_url`. A pending attempt younger than an hour is offered again. ' +
          'Accept-Language picks the payment description and the pages the patient returns to.',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          200: ok('{provider, order_id, action_url, method, fields: {data, signature}}', checkout),
          401: error('not signed in'),
          403: error('not a patient'),
          404: error('no such appointment of this patient'),
          409: error('already paid, or not payable (status, free, refunded)'),
        },
      },
    },
    '/api/v1/payments/refunds/{id}/retry': {
      post: {
        tags: ['payments'],
        summary: 'Staff: start again the refund of a cancelled paid appointment that the provider refused (docs/decisions/181)',
        description: `Needs the \`${REFUND_PERMISSION}\` permission. The appointment's payment status must be \`refund_failed\`; it becomes \`refund_pending\` and the job worker asks the provider again (one refund per payment still).`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' }, description: 'appointment id' }],
        responses: {
          202: ok('{data: {appointment_id, payment_status: refund_pending}}'),
          401: error('not signed in'),
          403: error('without the permission'),
          409: error('payment.refund.not.failed: no failed refund to retry'),
        },
      },
    },
    '/api/v1/patients/payments': {
      get: {
        tags: ['payments'],
        summary: `The patient's payment attempts, newest first, ${PAYMENT_HISTORY_PAGE_SIZE} a page`,
        parameters: [{ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }],
        responses: {
          200: ok(`{data: [{id, order_id, provider, status (${PAYMENT_ATTEMPT_STATUS_VALUES.join(', ')}), refund_pending, amount (kopecks), currency, created_at, paid_at, appointment: {id, application_number, start, date, time, doctor}}], meta}`),
          401: error('not signed in'),
        },
      },
    },
    '/api/v1/payments/liqpay/callback': {
      post: {
        tags: ['payments'],
        summary: 'LiqPay server-to-server result (form-encoded `data` and `signature`)',
        description:
          'Every call is stored. The signature is base64(sha1(private_key + data + private_key)), compared in constant time. ' +
          'Well-formed signed callbacks answer 200 whatever the outcome (applied, duplicate, mismatch, unknown_order, ignored).',
        security: [],
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required: ['data', 'signature'], properties: { data: { type: 'string' }, signature: { type: 'string' } } } } },
        },
        responses: { 200: ok('{data: {outcome}}'), 400: error('missing fields, undecodable data, or a bad signature') },
      },
    },
    '/api/v1/payments/return/{orderId}': {
      get: {
        tags: ['payments'],
        summary: 'Where the provider sends the browser back (`result_url`; POST too)',
        security: [],
        parameters: [orderParameter, { name: 'locale', in: 'query', schema: { enum: ['ru'] } }],
        responses: { 303: { description: 'to `/patients/appointment?appointment={id}&payment=paid|failed|pending`' } },
      },
    },
    '/api/v1/payments/sandbox/{orderId}': {
      get: {
        tags: ['payments'],
        summary: 'Sandbox checkout details (only while no LiqPay keys are configured)',
        security: [],
        parameters: [orderParameter],
        responses: { 200: ok('{order_id, status, amount, currency, description, appointment_id, doctor, date, time}'), 404: error('unknown order, or LiqPay is the provider') },
      },
    },
    '/api/v1/payments/sandbox/{orderId}/complete': {
      post: {
        tags: ['payments'],
        summary: "The tester's answer: a signed callback through the same handler as LiqPay's",
        security: [],
        parameters: [orderParameter],
        requestBody: body(ZSandboxCompleteRequest),
        responses: {
          200: ok('{data: {result: paid|failed|pending, appointment_id, return_path}}'),
          404: error('unknown order, or LiqPay is the provider'),
          409: error('the attempt is already finished'),
          422: error('result must be success or failure'),
        },
      },
    },
  };
}
