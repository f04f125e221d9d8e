import { describe, expect, it } from 'vitest';
import { displayName } from './account.ts';

describe('how a person is shown', () => {
  it('names the person, else their e-mail or phone', () => {
    expect(displayName({ first_name: 'Ірина', last_name: 'Коваль', email: 'i@example.com', phone: null })).toBe('Ірина Коваль');
    expect(displayName({ first_name: null, last_name: null, email: 'i@example.com', phone: '380671234567' })).toBe('i@example.com');
    expect(displayName({ first_name: null, last_name: null, email: null, phone: '380671234567' })).toBe('+380 67 123 45 67');
  });
});
