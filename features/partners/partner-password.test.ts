import { describe, expect, it } from 'vitest';
import { ZPassword } from '../../contracts/accounts.ts';
import { GENERATED_PASSWORD_LENGTH, generatePassword } from './partner-password.ts';
import { CLIENT_SECRET_BYTES, hashClientSecret, newClientId, newClientSecret } from './api-credentials.ts';

describe('generated partner passwords', () => {
  it('pass the SPEC §5 rule, avoid look-alike characters and do not repeat', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 200; round++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(ZPassword.safeParse(password).success).toBe(true);
      expect(password).not.toMatch(/[01OolI]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('API credential values', () => {
  it('are prefixed, random, with a secret of 32 bytes and a SHA-256 hash', () => {
    const secret = newClientSecret();
    expect(Buffer.from(secret.slice(4), 'base64url')).toHaveLength(CLIENT_SECRET_BYTES);
    expect(newClientId()).not.toBe(newClientId());
    expect(hashClientSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClientSecret(secret)).toBe(hashClientSecret(secret));
  });
});
