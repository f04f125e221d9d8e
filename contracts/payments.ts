import { z } from 'zod';

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
export interface TCheckout {
  provider: TPaymentProvider;
  order_id: string;
  action_url: string;
  method: 'POST';
  fields: { data: string; signature: string };
}

export interface TPaymentHistoryItem {
  id: number;
  order_id: string;
  provider: TPaymentProvider;
  status: TPaymentAttemptStatus;
  /** Paid, and the visit's cancel is giving the money back (it becomes `reversed` once done). */
  refund_pending: boolean;
  /** Kopecks. */
  amount: number;
  currency: string;
  created_at: string;
  paid_at: string | null;
  appointment: {
    id: number;
    application_number: string | null;
    /** ISO instant, and `YYYY-MM-DD` / `HH:MM` in the clinic's zone. */
    start: string;
    date: string;
    time: string;
    doctor: { id: number; slug: string; name: string };
  };
}

export const ZPaymentHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Only the attempts in this state (the cabinet's filter); all of them without it. */
  status: z.enum(PAYMENT_ATTEMPT_STATUS_VALUES).optional(),
});
export type TPaymentHistoryQuery = z.input<typeof ZPaymentHistoryQuery>;
export const PAYMENT_HISTORY_PAGE_SIZE = 20;

/** `GET /payments/sandbox/{orderId}`: what the sandbox checkout page shows. */
export interface TSandboxCheckout {
  order_id: string;
  status: TPaymentAttemptStatus;
  amount: number;
  currency: string;
  description: string;
  appointment_id: number;
  doctor: string;
  date: string;
  time: string;
}

export const SANDBOX_RESULTS = ['success', 'failure'] as const;
export const ZSandboxCompleteRequest = z.strictObject({
  result: z.enum(SANDBOX_RESULTS, { error: 'validation.required' }),
});
export type TSandboxCompleteRequest = z.input<typeof ZSandboxCompleteRequest>;

/** The answer to a sandbox completion: where to send the browser (unlocalized path with its query). */
export interface TSandboxCompletion {
  result: TPaymentReturnResult;
  appointment_id: number;
  return_path: string;
}

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
