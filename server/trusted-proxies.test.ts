import { describe, expect, it } from 'vitest';
import { isValidHost } from './request-origin.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

describe('TRUST_PROXY', () => {
  it('is empty by default and takes addresses, ranges and range names', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' ')).toEqual([]);
    expect(parseTrustedProxies('10.0.0.5, 10.0.0.0/8,::1,fd00::/8, loopback')).toEqual(['10.0.0.5', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it.each(['true', '*', '2', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'proxy.internal', '10.0.0'])('refuses %s with a message naming the setting', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('a Host fit for links', () => {
  it.each(['localhost', 'localhost:3000', 'vizyt.com.ua', 'VIZYT.test', '127.0.0.1:3000', '[::1]:3000', 'app_1:8080'])('%s is accepted', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each(['a%b', 'evil.example:99999', 'vizyt.test:0', 'user@vizyt.test', 'a b', '[zz]', '[:::::]', '999.1.1.1', 'a..b', '', 'x'.repeat(300)])(
    '%j is refused',
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );
});
