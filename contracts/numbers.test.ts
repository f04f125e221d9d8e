import { describe, expect, it } from 'vitest';
import { decimalComma, formatHryvnias, formatKopecks, groupDigits } from './numbers.ts';

/** Writes U+202F as `_` so a failing assertion shows which space is where. */
const shown = (text: string) => text.replace(/\u202f/g, '_');

describe('numbers', () => {
  it('groups thousands where Intl does for uk, with the narrow no-break space of Ukrainian typography', () => {
    for (const value of [0, 7, 950, 1250, 12500, 1234567]) {
      const intl = new Intl.NumberFormat('uk', { maximumFractionDigits: 0 }).format(value);
      expect(shown(groupDigits(value))).toBe(intl.replace(/\s/g, '_'));
    }
    expect(shown(groupDigits(-1250))).toBe('−1_250');
    expect(shown(groupDigits(1250.9))).toBe('1_250');
  });

  it('writes decimals after a comma with the given number of digits', () => {
    expect(decimalComma(4.75)).toBe('4,8');
    expect(decimalComma(5)).toBe('5,0');
    expect(decimalComma(4.04)).toBe('4,0');
    expect(shown(decimalComma(1234.5, 2))).toBe('1_234,50');
    expect(decimalComma(-0.01)).toBe('0,0');
    expect(decimalComma(-2.5)).toBe('−2,5');
    for (const value of [0, 3.05, 3.15, 4.25, 4.35, 4.45, 4.99]) {
      expect(decimalComma(value)).toBe(new Intl.NumberFormat('uk', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value));
    }
  });

  it('writes prices with the hryvnia sign after a narrow no-break space, kopecks only when there are some', () => {
    expect(shown(formatHryvnias(1250))).toBe('1_250_₴');
    expect(shown(formatHryvnias(550))).toBe('550_₴');
    expect(shown(formatHryvnias(0))).toBe('0_₴');
    expect(shown(formatHryvnias(99.5))).toBe('99,50_₴');
    expect(shown(formatHryvnias(1234567.89))).toBe('1_234_567,89_₴');
    expect(shown(formatKopecks(125000))).toBe('1_250_₴');
    expect(shown(formatKopecks(9950))).toBe('99,50_₴');
    expect(shown(formatKopecks(1))).toBe('0,01_₴');
  });

  it('never leaves a space a line may break at inside a price', () => {
    for (const value of [1250, 99.5, 1234567.89]) expect(formatHryvnias(value)).not.toMatch(/[ \u2009]/);
  });
});
