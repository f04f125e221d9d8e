import { describe, expect, it } from 'vitest';
import { displayName, formatPhone } from './account.ts';

describe('how a person is shown', () => {
  it('writes stored Ukrainian numbers the way people read them', () => {
    expect(formatPhone('380671234567')).toBe('+380 67 123 45 67');
    expect(formatPhone('+1 555 0100')).toBe('+1 555 0100');
    expect(formatPhone(null)).toBe('');
  });

  it('names the person, else their e-mail or phone', () => {
    expect(displayName({ first_name: 'Ірина', last_name: 'Коваль', email: 'i@example.com', phone: null })).toBe('Ірина Коваль');
    expect(displayName({ first_name: null, last_name: null, email: 'i@example.com', phone: '380671234567' })).toBe('i@example.com');
    expect(displayName({ first_name: null, last_name: null, email: null, phone: '380671234567' })).toBe('380671234567');
  });
});
