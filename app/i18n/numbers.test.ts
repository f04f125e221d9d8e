import { describe, expect, it } from 'vitest';
import { decimalComma, groupDigits } from './numbers.ts';

describe('numbers', () => {
  it('groups thousands with a no-break space, like Intl does for uk and ru', () => {
    for (const value of [0, 7, 950, 1250, 12500, 1234567]) {
      const intl = new Intl.NumberFormat('uk', { maximumFractionDigits: 0 }).format(value);
      expect(groupDigits(value)).toBe(intl.replace(/\s/g, '\u00a0'));
    }
    expect(groupDigits(-1250)).toBe('−1\u00a0250');
    expect(groupDigits(1250.9)).toBe('1\u00a0250');
  });

  it('writes decimals after a comma with the given number of digits', () => {
    expect(decimalComma(4.75)).toBe('4,8');
    expect(decimalComma(5)).toBe('5,0');
    expect(decimalComma(4.04)).toBe('4,0');
    expect(decimalComma(1234.5, 2)).toBe('1\u00a0234,50');
    expect(decimalComma(-0.01)).toBe('0,0');
    expect(decimalComma(-2.5)).toBe('−2,5');
    for (const value of [0, 3.05, 3.15, 4.25, 4.35, 4.45, 4.99]) {
      expect(decimalComma(value)).toBe(new Intl.NumberFormat('uk', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value));
    }
  });
});
