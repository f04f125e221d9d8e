import { randomBytes } from 'node:crypto';
import { localizedPath } from '../../contracts/page-url.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TCheckout, TPaymentProvider } from '../../contracts/payments.ts';
import { LIQPAY_CHECKOUT_URL, liqpayConfigured, type PaymentSettings } from './settings.ts';
import { encodeData, signData, verifySignature } from './signature.ts';

/** One order as a provider needs it; `amount` in kopecks. */
export interface CheckoutOrder {
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  locale: Locale;
  /** Where the provider sends the browser back, and where its server posts the result (absolute URLs). */
  resultUrl: string;
  serverUrl: string;
}

/** A refund's answer: done, or the provider's error code (never its message text) and whether a retry may help. */
export type RefundResult = { ok: true } | { ok: false; code: string; retryable: boolean };

/** How a request reaches the provider's API: fetch in production, a local fake in tests. */
export type ProviderTransport = (url: string, form: URLSearchParams) => Promise<{ status: number; body: unknown }>;

export interface PaymentProvider {
  readonly name: TPaymentProvider;
  /** Gives the whole amount of a paid order back to the card it was paid with. */
  refund(order: { orderId: string; amount: number }): Promise<RefundResult>;
  /** The signed form the browser posts to start paying. */
  checkout(order: CheckoutOrder): TCheckout;
  /** True when a callback's `signature` was made with this provider's secret over `data`. */
  verify(data: string, signature: string): boolean;
}

/** The sandbox also plays the provider's server: it signs the callback a tester's "Pay" or "Fail" produces. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  signCallback(payload: Record<string, unknown>): { data: string; signature: string };
}

/** Hryvnias as LiqPay reads them: 650 or 650.5 for 65 000 or 65 050 kopecks. */
export const hryvnias = (kopecks: number): number => kopecks / 100;

/** LiqPay API v3 `pay` parameters, in the order of its documentation. */
function checkoutParams(publicKey: string, order: CheckoutOrder): Record<string, unknown> {
  return {
    version: 3,
    public_key: publicKey,
    action: 'pay',
    amount: hryvnias(order.amount),
    currency: order.currency,
    description: order.description,
    order_id: order.orderId,
    result_url: order.resultUrl,
    server_url: order.serverUrl,
    // LiqPay's checkout speaks Ukrainian and English; without `language` it follows the browser.
    ...(order.locale === 'ua' ? { language: 'uk' } : {}),
  };
}

/** LiqPay's server-to-server API (its "refund" action is posted here, signed like the checkout). */
export const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request';
const PROVIDER_TIMEOUT_MS = 15_000;

export const fetchTransport: ProviderTransport = async (url, form) => {
  const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  const textBody = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(textBody);
  } catch {
    body = null;
  }
  return { status: response.status, body };
};

/** An error code safe to store and log: LiqPay's `err_code` is a short token; anything else is reduced to one. */
const errorCode = (value: unknown): string => (typeof value === 'string' && /^[a-z0-9_.-]{1,64}$/i.test(value) ? value : 'unknown');

/**
 * Reads LiqPay's answer to `action: refund`: `status: reversed` is done; an `err_code` is a refusal. A
 * network failure, a timeout, a 5xx or an unreadable answer may pass on a later try; a refusal may not
 * unless staff fix its cause, so the job stops retrying it.
 */
async function liqpayRefund(
  transport: ProviderTransport,
  publicKey: string,
  privateKey: string,
  order: { orderId: string; amount: number },
): Promise<RefundResult> {
  const data = encodeData({ version: 3, public_key: publicKey, action: 'refund', order_id: order.orderId, amount: hryvnias(order.amount) });
  let answer: { status: number; body: unknown };
  try {
    answer = await transport(LIQPAY_API_URL, new URLSearchParams({ data, signature: signData(privateKey, data) }));
  } catch (error) {
    return { ok: false, code: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network', retryable: true };
  }
  if (answer.status >= 500) return { ok: false, code: `http_${answer.status}`, retryable: true };
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : {}) as Record<string, unknown>;
  if (body.status === 'reversed') return { ok: true };
  if (answer.status !== 200 || !('err_code' in body || body.result === 'error'))
    return { ok: false, code: answer.status === 200 ? 'bad_answer' : `http_${answer.status}`, retryable: true };
  return { ok: false, code: errorCode(body.err_code ?? body.status), retryable: false };
}

export function createLiqpayProvider(publicKey: string, privateKey: string, transport: ProviderTransport = fetchTransport): PaymentProvider {
  return {
    name: 'liqpay',
    refund: (order) => liqpayRefund(transport, publicKey, privateKey, order),
    checkout(order) {
      const data = encodeData(checkoutParams(publicKey, order));
      return {
        provider: 'liqpay',
        order_id: order.orderId,
        action_url: LIQPAY_CHECKOUT_URL,
        method: 'POST',
        fields: { data, signature: signData(privateKey, data) },
      };
    },
    verify: (data, signature) => verifySignature(privateKey, data, signature),
  };
}

export function createSandboxProvider(secret: string): SandboxProvider {
  const sign = (params: Record<string, unknown>) => {
    const data = encodeData(params);
    return { data, signature: signData(secret, data) };
  };
  return {
    name: 'sandbox',
    checkout(order) {
      const action_url = localizedPath(`/payments/sandbox/${encodeURIComponent(order.orderId)}`, order.locale);
      return { provider: 'sandbox', order_id: order.orderId, action_url, method: 'POST', fields: sign(checkoutParams('sandbox', order)) };
    },
    verify: (data, signature) => verifySignature(secret, data, signature),
    // No money moved, so none goes back: the refund is done at once, and the worker records it as LiqPay's would be.
    refund: async () => ({ ok: true }),
    signCallback: sign,
  };
}

/** LiqPay when both keys are set, else the sandbox (ARCHITECTURE §6: nothing is charged by accident). */
export function createPaymentProvider(settings: PaymentSettings, transport?: ProviderTransport): PaymentProvider | SandboxProvider {
  if (liqpayConfigured(settings)) return createLiqpayProvider(settings.liqpayPublicKey!, settings.liqpayPrivateKey!, transport);
  return createSandboxProvider(settings.paymentSandboxSecret || randomBytes(32).toString('base64url'));
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
