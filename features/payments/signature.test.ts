import * as crypto from 'node:crypto';
import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createLiqpayProvider, createSandboxProvider } from './providers.ts';
import { decodeData, encodeData, signData, verifySignature } from './signature.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

// Computed outside this code base (Python: base64(json), base64(sha1(key + data + key))).
const VECTOR = {
  privateKey: 'sandbox_private_key',
  params: { version: 3, public_key: 'i000000000', action: 'pay', amount: 650, currency: 'UAH', description: 'test', order_id: 'vz1-abc' },
  data: 'eyJ2ZXJzaW9uIjozLCJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwMCIsImFjdGlvbiI6InBheSIsImFtb3VudCI6NjUwLCJjdXJyZW5jeSI6IlVBSCIsImRlc2NyaXB0aW9uIjoidGVzdCIsIm9yZGVyX2lkIjoidnoxLWFiYyJ9',
  signature: '+rLPPpk19jUl6VZlJHYtxBjwQus=',
};

describe('LiqPay signature', () => {
  it('encodes data and signs it exactly as the known vector', () => {
    expect(encodeData(VECTOR.params)).toBe(VECTOR.data);
    expect(signData(VECTOR.privateKey, VECTOR.data)).toBe(VECTOR.signature);
    expect(decodeData(VECTOR.data)).toEqual(VECTOR.params);
  });

  it('accepts the right signature and refuses any other, through timingSafeEqual', () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(verifySignature(VECTOR.privateKey, VECTOR.data, VECTOR.signature)).toBe(true);
    expect(compare).toHaveBeenCalledTimes(1);
    expect(verifySignature('another_key', VECTOR.data, VECTOR.signature)).toBe(false);
    expect(verifySignature(VECTOR.privateKey, `${VECTOR.data}x`, VECTOR.signature)).toBe(false);
    // Wrong lengths, garbage and non-canonical base64 are compared too, and refused.
    for (const forged of [
      '',
      'abc',
      `${VECTOR.signature}AAAA`,
      VECTOR.signature.replace('=', ''),
      `${VECTOR.signature.slice(0, 4)}!${VECTOR.signature.slice(4)}`,
    ]) {
      expect(verifySignature(VECTOR.privateKey, VECTOR.data, forged)).toBe(false);
    }
    expect(compare).toHaveBeenCalledTimes(8);
    for (const [given, expected] of compare.mock.calls) expect((given as Buffer).length).toBe((expected as Buffer).length);
  });

  it('decodes only base64 JSON objects', () => {
    expect(decodeData(Buffer.from('[1,2]').toString('base64'))).toBeNull();
    expect(decodeData('not base64 json')).toBeNull();
  });
});

describe('checkout forms', () => {
  const order = {
    orderId: 'vz7-0a1b',
    amount: 65_050,
    currency: 'UAH',
    description: 'Оплата прийому',
    locale: 'ua' as const,
    resultUrl: 'https://vizyt.example/api/v1/payments/return/vz7-0a1b',
    serverUrl: 'https://vizyt.example/api/v1/payments/liqpay/callback',
  };

  it('LiqPay: API v3 pay in hryvnias, posted to its checkout, signed with the private key', () => {
    const checkout = createLiqpayProvider('public', 'private').checkout(order);
    expect(checkout).toMatchObject({ provider: 'liqpay', order_id: 'vz7-0a1b', action_url: 'https://www.liqpay.ua/api/3/checkout', method: 'POST' });
    expect(decodeData(checkout.fields.data)).toEqual({
      version: 3,
      public_key: 'public',
      action: 'pay',
      amount: 650.5,
      currency: 'UAH',
      description: 'Оплата прийому',
      order_id: 'vz7-0a1b',
      result_url: order.resultUrl,
      server_url: order.serverUrl,
      language: 'uk',
    });
    const expected = crypto.createHash('sha1').update(`private${checkout.fields.data}private`).digest('base64');
    expect(checkout.fields.signature).toBe(expected);
  });

  it('sandbox: our own page (localized), the same parameters, verified like LiqPay', () => {
    const sandbox = createSandboxProvider('secret');
    const checkout = sandbox.checkout({ ...order, locale: 'ru' });
    expect(checkout.action_url).toBe('/ru/payments/sandbox/vz7-0a1b');
    expect(sandbox.verify(checkout.fields.data, checkout.fields.signature)).toBe(true);
    const callback = sandbox.signCallback({ order_id: 'vz7-0a1b', status: 'sandbox' });
    expect(sandbox.verify(callback.data, callback.signature)).toBe(true);
    expect(createSandboxProvider('other').verify(callback.data, callback.signature)).toBe(false);
  });
});
