import { z } from 'zod';

/**
 * Ukrainian registration codes of a partner (SPEC §3 legal entity, docs/decisions/200): a company's 8-digit
 * ЄДРПОУ code, or a sole proprietor's (ФОП) 10-digit РНОКПП tax number. Both end in a check digit. Messages
 * are i18n keys. Shared by the back-office form and the API.
 */

export const EDRPOU_LENGTH = 8;
export const TAX_NUMBER_LENGTH = 10;

const digitsOf = (code: string) => [...code].map(Number);
const weighted = (digits: number[], weights: readonly number[]) => weights.reduce((sum, weight, index) => sum + weight * digits[index], 0);

/**
 * The check digit of an ЄДРПОУ code from its first seven digits (the State Statistics Service's rule):
 * weights 1…7, or 7, 1…6 for codes from 30 000 000 to 59 999 999; a remainder (mod 11) of 10 is counted
 * again with every weight raised by 2, and a second 10 gives 0.
 */
export function edrpouCheckDigit(firstSeven: string): number {
  const digits = digitsOf(firstSeven);
  const middleRange = digits[0] >= 3 && digits[0] <= 5;
  const weights = middleRange ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  let remainder = weighted(digits, weights) % 11;
  if (remainder === 10)
    remainder =
      weighted(
        digits,
        weights.map((weight) => weight + 2),
      ) % 11;
  return remainder % 10;
}

/** The check digit of a РНОКПП tax number from its first nine digits: weights −1, 5, 7, 9, 4, 6, 10, 5, 7, mod 11, mod 10. */
export function taxNumberCheckDigit(firstNine: string): number {
  const sum = weighted(digitsOf(firstNine), [-1, 5, 7, 9, 4, 6, 10, 5, 7]);
  return (((sum % 11) + 11) % 11) % 10;
}

export const isValidEdrpou = (code: string) => /^\d{8}$/.test(code) && edrpouCheckDigit(code.slice(0, 7)) === Number(code[7]);
export const isValidTaxNumber = (code: string) => /^\d{10}$/.test(code) && taxNumberCheckDigit(code.slice(0, 9)) === Number(code[9]);

/** Why a code is refused (an i18n key), or null when it is a valid code of either kind. */
export function registrationCodeProblem(code: string): string | null {
  if (/^\d{8}$/.test(code)) return isValidEdrpou(code) ? null : 'validation.edrpou.checksum';
  if (/^\d{10}$/.test(code)) return isValidTaxNumber(code) ? null : 'validation.tax_number.checksum';
  return 'validation.edrpou.format';
}

/**
 * Whether a valid code is of the kind the entity needs: a sole proprietor files its tax number, a company its
 * ЄДРПОУ code. Null when it fits, else the i18n key to show on the code.
 */
export function registrationCodeKindProblem(code: string, hasFop: boolean): string | null {
  if (hasFop && code.length !== TAX_NUMBER_LENGTH) return 'validation.edrpou.fop';
  if (!hasFop && code.length !== EDRPOU_LENGTH) return 'validation.edrpou.company';
  return null;
}

/** The code as typed (spaces and dashes between digits allowed), stored as digits, with its check digit verified. */
export const ZRegistrationCode = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(20)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .superRefine((code, context) => {
    const problem = registrationCodeProblem(code);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: code });
  });
