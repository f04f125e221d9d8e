import { describe, expect, it } from 'vitest';
import { normalizePhone, parseLogin } from './login-identifier.ts';

describe('login identifiers', () => {
  it.each(['+380 67 123 45 67', '+380671234567', '380671234567', '0671234567', '067 123-45-67', '(067) 123 45 67', '80671234567'])(
    'normalises the Ukrainian mobile %s to 380XXXXXXXXX',
    (input) => {
      expect(normalizePhone(input)).toBe('380671234567');
      expect(parseLogin(input)).toEqual({ kind: 'phone', phone: '380671234567' });
    },
  );

  it('reads an e-mail case-insensitively and trims it', () => {
    expect(parseLogin('  Admin@Vizyt.Local ')).toEqual({ kind: 'email', email: 'admin@vizyt.local' });
  });

  it('rejects what is neither an e-mail nor a phone', () => {
    expect(parseLogin('admin')).toBeNull();
    expect(parseLogin('12')).toBeNull();
  });
});
