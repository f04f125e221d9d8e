import { describe, expect, it } from 'vitest';
import { ZChangePasswordRequest } from '../../contracts/accounts.ts';
import { isStrongEnough, ZPassword } from './password-policy.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('password policy (SPEC §5)', () => {
  it('needs at least 8 characters with letters and digits', () => {
    expect(isStrongEnough('abcdefg1')).toBe(true);
    expect(isStrongEnough('пароль2024')).toBe(true);
    expect(ZPassword.safeParse('abc1').error?.issues[0].message).toBe('password.too.short');
    expect(ZPassword.safeParse('abcdefgh').error?.issues[0].message).toBe('password.letters.and.digits');
    expect(ZPassword.safeParse('12345678').error?.issues[0].message).toBe('password.letters.and.digits');
  });

  it('reports a confirmation that does not match on the confirmation field', () => {
    const result = ZChangePasswordRequest.safeParse({ old_password: 'x', password: 'abcdefg1', password_confirmation: 'abcdefg2' });
    expect(result.error?.issues).toMatchObject([{ path: ['password_confirmation'], message: 'passwords.do.not.match' }]);
  });
});

describe('Argon2id hashing', () => {
  it('stores Argon2id with the recorded parameters and verifies only the right password', async () => {
    const hash = await hashPassword('abcdefg1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(hash, 'abcdefg1')).toBe(true);
    expect(await verifyPassword(hash, 'abcdefg2')).toBe(false);
  });

  it('spends the same work on an unknown account and answers false', async () => {
    await verifyPassword(null, 'warm-up1');
    const known = await hashPassword('abcdefg1');
    // Interleaved runs, compared by their fastest: load from other processes only ever adds time, so the
    // minimum is the honest cost of each path on a shared machine.
    const fastest = { unknown: Infinity, wrong: Infinity };
    for (let i = 0; i < 7; i += 1) {
      let started = performance.now();
      await verifyPassword(null, 'abcdefg1');
      fastest.unknown = Math.min(fastest.unknown, performance.now() - started);
      started = performance.now();
      await verifyPassword(known, 'abcdefg2');
      fastest.wrong = Math.min(fastest.wrong, performance.now() - started);
    }
    const unknown = fastest.unknown;
    const wrong = fastest.wrong;
    expect(await verifyPassword(undefined, 'abcdefg1')).toBe(false);
    // Same Argon2 work both ways: skipping it would make the unknown path about a thousand times faster.
    // The upper bound only guards against gross extra work: on two busy cores one path's fastest run can
    // still be twice the other's.
    expect(unknown / wrong).toBeGreaterThan(0.4);
    expect(unknown / wrong).toBeLessThan(5);
  });

  it('asks to rehash hashes made with other parameters', async () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g')).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});
