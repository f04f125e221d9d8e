/** Payment settings, free of provider code so the server's config and headers can import them cheaply. */

/** LiqPay's checkout form target (API v3) and the origin the Content-Security-Policy must let forms post to. */
export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
export const LIQPAY_CHECKOUT_ORIGIN = 'https://www.liqpay.ua';

/** The payment part of the server's configuration (server/config.ts fills it from the environment). */
export interface PaymentSettings {
  liqpayPublicKey?: string;
  liqpayPrivateKey?: string;
  /** Signs sandbox checkouts and callbacks; absent: a random secret per process. */
  paymentSandboxSecret?: string;
}

/** LiqPay takes over from the sandbox when both of its keys are configured. */
export function liqpayConfigured(settings: PaymentSettings): boolean {
  return !!settings.liqpayPublicKey && !!settings.liqpayPrivateKey;
}

/** Both keys or none: one alone is a half-made configuration that would silently keep the sandbox. */
export function checkPaymentSettings(settings: PaymentSettings): void {
  if (!!settings.liqpayPublicKey !== !!settings.liqpayPrivateKey) {
    throw new Error('Set both LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY, or neither (sandbox payments).');
  }
}
