import { describe, expect, it } from 'vitest';
import {
  edrpouCheckDigit,
  isValidEdrpou,
  isValidTaxNumber,
  registrationCodeKindProblem,
  registrationCodeProblem,
  taxNumberCheckDigit,
  ZRegistrationCode,
} from './edrpou.ts';

/** Codes of real, publicly registered companies (the register is public), each with its check digit. */
const REAL_COMPANIES = ['14360570', '21560766', '20077720', '21673832', '31316718', '32855961', '00032106'];

describe('ЄДРПОУ check digit', () => {
  it('accepts the codes of real companies, below, inside and above the 30–60 million range', () => {
    for (const code of REAL_COMPANIES) expect(isValidEdrpou(code), code).toBe(true);
  });

  it('uses weights 7, 1…6 for codes from 30 000 000 to 59 999 999', () => {
    // 3,1,3,1,6,7,1 × 7,1,2,3,4,5,6 = 96; 96 mod 11 = 8.
    expect(edrpouCheckDigit('3131671')).toBe(8);
    // The same digits under weights 1…7 would give 3+2+9+4+30+42+7 = 97 mod 11 = 9: the range matters.
    expect(isValidEdrpou('31316719')).toBe(false);
  });

  it('counts a remainder of 10 again with every weight raised by 2', () => {
    // 1,0,0,0,0,0,6 × 1…7 = 43 → 10; × 3…9 = 57 → 2.
    expect(edrpouCheckDigit('1000006')).toBe(2);
    expect(isValidEdrpou('10000062')).toBe(true);
    // 3,1,0,0,0,0,9 × 7,1…6 = 76 → 10; × 9,3…8 = 102 → 3.
    expect(isValidEdrpou('31000093')).toBe(true);
  });

  it('refuses a code whose last digit is not its check digit, and one digit changed anywhere', () => {
    expect(isValidEdrpou('14360571')).toBe(false);
    expect(isValidEdrpou('14360670')).toBe(false);
    for (const code of REAL_COMPANIES) {
      const wrong = `${code.slice(0, 7)}${(Number(code[7]) + 1) % 10}`;
      expect(isValidEdrpou(wrong), wrong).toBe(false);
    }
  });

  it('takes only eight digits', () => {
    for (const code of ['1436057', '143605700', '1436057a', '']) expect(isValidEdrpou(code), code).toBe(false);
  });
});

describe('РНОКПП check digit', () => {
  it('accepts a valid tax number', () => {
    // −1+35+35+81+0+6+30+35+49 = 270; 270 mod 11 = 6.
    expect(taxNumberCheckDigit('175901377')).toBe(6);
    expect(isValidTaxNumber('1759013776')).toBe(true);
    // 3 × −1 = −3 → 8.
    expect(isValidTaxNumber('3000000008')).toBe(true);
  });

  it('keeps the remainder non-negative when the weighted sum is negative', () => {
    // Only the first weight is negative: 9 × −1 = −9 → (−9 mod 11) = 2.
    expect(taxNumberCheckDigit('900000000')).toBe(2);
  });

  it('refuses a wrong check digit and anything but ten digits', () => {
    expect(isValidTaxNumber('1759013777')).toBe(false);
    expect(isValidTaxNumber('175901377')).toBe(false);
    expect(isValidTaxNumber('17590137766')).toBe(false);
  });
});

describe('registration code rule', () => {
  it('names the problem of a code', () => {
    expect(registrationCodeProblem('14360570')).toBeNull();
    expect(registrationCodeProblem('1759013776')).toBeNull();
    expect(registrationCodeProblem('14360571')).toBe('validation.edrpou.checksum');
    expect(registrationCodeProblem('1759013777')).toBe('validation.tax_number.checksum');
    expect(registrationCodeProblem('123')).toBe('validation.edrpou.format');
    expect(registrationCodeProblem('123456789')).toBe('validation.edrpou.format');
  });

  it('asks a sole proprietor for the tax number and a company for the ЄДРПОУ code', () => {
    expect(registrationCodeKindProblem('1759013776', true)).toBeNull();
    expect(registrationCodeKindProblem('14360570', false)).toBeNull();
    expect(registrationCodeKindProblem('14360570', true)).toBe('validation.edrpou.fop');
    expect(registrationCodeKindProblem('1759013776', false)).toBe('validation.edrpou.company');
  });

  it('stores the digits of a code typed with spaces or dashes, and explains a refusal by key', () => {
    expect(ZRegistrationCode.parse(' 1436 0570 ')).toBe('14360570');
    expect(ZRegistrationCode.parse('1759-013776')).toBe('1759013776');
    const refused = ZRegistrationCode.safeParse('14360571');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('validation.edrpou.checksum');
    expect(ZRegistrationCode.safeParse('').error?.issues[0].message).toBe('validation.required');
  });
});
