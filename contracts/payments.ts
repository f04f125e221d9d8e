import { z } from 'zod';
import { ZPageNumber } from './list-query.ts';

/**
 * Online payment for an appointment (docs/decisions/150). Paths are under `/api/v1`:
 * `POST /patients/appointments/{id}/pay` starts a checkout, `GET /patients/payments` lists the patient's
 * attempts, `POST /payments/liqpay/callback` takes the provider's signed result, `GET|POST
 * /payments/return/{orderId}` brings the browser back, and `/payments/sandbox/{orderId}` serves the
 * sandbox checkout page (only while no LiqPay keys are configured). Amounts are integer kopecks.
 */

export const PAYMENT_PROVIDER_VALUES = ['sandbox', 'liqpay'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDER_VALUES)[number];
/** One attempt: `pending` until the provider answers; `reversed` is a refund after success. */
export const PAYMENT_ATTEMPT_STATUS_VALUES = ['pending', 'success', 'failure', 'reversed'] as const;
export type TPaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUS_VALUES)[number];
/** What the browser is told after a checkout: `pending` when the provider's callback has not arrived yet. */
export const PAYMENT_RETURN_RESULTS = ['paid', 'failed', 'pending'] as const;
export type TPaymentReturnResult = (typeof PAYMENT_RETURN_RESULTS)[number];
/** The patient's appointment page the browser lands on; `?appointment={id}&payment={result}` is added. */
export const PAYMENT_RETURN_PAGE = '/patients/appointment';

/**
 * The staff permission to retry a refund the provider refused (`POST /payments/refunds/{appointmentId}/retry`):
 * changing appointments, an existing, assignable permission (the administrator role holds it).
 */
export const REFUND_PERMISSION = 'appointments.update';

/**
 * What the cancel dialog says of a paid visit's money (docs/decisions/181): all of it goes back to the card
 * it was paid with; banks usually credit it within this many banking days (LiqPay's own estimate).
 */
export const REFUND_BANKING_DAYS = '1–3';

/** What the browser posts, as an auto-submitted form of hidden fields, to start paying. */
export const ZCheckout = z.object({
  provider: z.enum(PAYMENT_PROVIDER_VALUES),
  order_id: z.string(),
  action_url: z.string().describe('LiqPay checkout, or the sandbox page `/payments/sandbox/{orderId}`'),
  method: z.literal('POST'),
  fields: z.object({ data: z.string(), signature: z.string() }),
});
export type TCheckout = z.output<typeof ZCheckout>;

export const ZPaymentHistoryItem = z.object({
  id: z.number().int(),
  order_id: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_VALUES),
  status: z.enum(PAYMENT_ATTEMPT_STATUS_VALUES),
  /** Paid, and the visit's cancel is giving the money back (it becomes `reversed` once done). */
  refund_pending: z.boolean(),
  amount: z.number().describe('kopecks'),
  currency: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  appointment: z.object({
    id: z.number().int(),
    application_number: z.string().nullable(),
    /** ISO instant, and `YYYY-MM-DD` / `HH:MM` in the clinic's zone. */
    start: z.string(),
    date: z.string(),
    time: z.string(),
    doctor: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  }),
});
export type TPaymentHistoryItem = z.output<typeof ZPaymentHistoryItem>;

export const ZPaymentHistoryQuery = z.strictObject({
  page: ZPageNumber,
  /** Only the attempts in this state (the cabinet's filter); all of them without it. */
  status: z.enum(PAYMENT_ATTEMPT_STATUS_VALUES).optional(),
});
export type TPaymentHistoryQuery = z.input<typeof ZPaymentHistoryQuery>;
export const PAYMENT_HISTORY_PAGE_SIZE = 20;

/** `GET /payments/sandbox/{orderId}`: what the sandbox checkout page shows. */
export const ZSandboxCheckout = z.object({
  order_id: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUS_VALUES),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  appointment_id: z.number().int(),
  doctor: z.string(),
  date: z.string(),
  time: z.string(),
});
export type TSandboxCheckout = z.output<typeof ZSandboxCheckout>;

export const SANDBOX_RESULTS = ['success', 'failure'] as const;
export const ZSandboxCompleteRequest = z.strictObject({
  result: z.enum(SANDBOX_RESULTS, { error: 'validation.required' }),
});
export type TSandboxCompleteRequest = z.input<typeof ZSandboxCompleteRequest>;

/** The answer to a sandbox completion: where to send the browser (unlocalized path with its query). */
export const ZSandboxCompletion = z.object({ result: z.enum(PAYMENT_RETURN_RESULTS), appointment_id: z.number().int(), return_path: z.string() });
export type TSandboxCompletion = z.output<typeof ZSandboxCompletion>;

/** `/patients/appointment?appointment=12&payment=paid`, unlocalized. */
export function paymentReturnPath(appointmentId: number, result: TPaymentReturnResult): string {
  return `${PAYMENT_RETURN_PAGE}?appointment=${appointmentId}&payment=${result}`;
}

/** Where LiqPay's server posts results (`server_url`), and where the browser comes back (`result_url`). */
export const PAYMENT_CALLBACK_PATH = '/api/v1/payments/liqpay/callback';
const PAYMENT_RETURN_PREFIX = '/api/v1/payments/return/';
export function paymentReturnEndpoint(orderId: string, locale: 'ua' | 'ru'): string {
  return `${PAYMENT_RETURN_PREFIX}${encodeURIComponent(orderId)}${locale === 'ru' ? '?locale=ru' : ''}`;
}
/**
 * Posted to by the provider (its server, or the browser coming back from its site), never with a session
 * that they use: they trust only a signature or an order id, so the session origin check skips them.
 */
export function isProviderFacingPath(url: string): boolean {
  return url.startsWith(PAYMENT_CALLBACK_PATH) || url.startsWith(PAYMENT_RETURN_PREFIX);
}
