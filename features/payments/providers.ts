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

export interface PaymentProvider {
  readonly name: TPaymentProvider;
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

export function createLiqpayProvider(publicKey: string, privateKey: string): PaymentProvider {
  return {
    name: 'liqpay',
    checkout(order) {
      const data = encodeData(checkoutParams(publicKey, order));
      return { provider: 'liqpay', order_id: order.orderId, action_url: LIQPAY_CHECKOUT_URL, method: 'POST', fields: { data, signature: signData(privateKey, data) } };
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
    signCallback: sign,
  };
}

/** LiqPay when both keys are set, else the sandbox (ARCHITECTURE §6: nothing is charged by accident). */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider | SandboxProvider {
  if (liqpayConfigured(settings)) return createLiqpayProvider(settings.liqpayPublicKey!, settings.liqpayPrivateKey!);
  return createSandboxProvider(settings.paymentSandboxSecret || randomBytes(32).toString('base64url'));
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
