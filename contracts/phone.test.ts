import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, phoneHref } from './phone.ts';

describe('phone', () => {
  it('groups a Ukrainian number as people read it, whatever way it was stored', () => {
    for (const stored of ['380502528593', '+380502528593', '+38 (050) 252-85-93', '0502528593', '80502528593']) {
      expect(formatPhone(stored)).toBe('+380 50 252 85 93');
    }
  });

  it('dials a Ukrainian number in the international form', () => {
    expect(phoneHref('380502528593')).toBe('tel:+380502528593');
    expect(phoneHref('050 252 85 93')).toBe('tel:+380502528593');
  });

  it('shows and dials other numbers as they were given', () => {
    expect(formatPhone('+48 22 123 45 67')).toBe('+48 22 123 45 67');
    expect(phoneHref('+48 22 123 45 67')).toBe('tel:+48221234567');
    expect(formatPhone('103')).toBe('103');
    expect(phoneHref('103')).toBe('tel:103');
    expect(formatPhone(null)).toBe('');
  });

  it('keeps the stored form the API expects', () => {
    expect(normalizePhone('+38 (067) 123-45-67')).toBe('380671234567');
  });
});
