import type { Locale } from '../../contracts/locale.ts';

/**
 * The payment description the provider shows on its checkout and in the patient's bank statement. It is
 * written here, not in the browser catalogs, because the server sends it (features/ never imports app/).
 */
const DESCRIPTION: Record<Locale, (parts: DescriptionParts) => string> = {
  ua: ({ doctor, date, time, number }) => `Оплата прийому: ${doctor}, ${date} о ${time}${number ? `, запис ${number}` : ''}`,
  ru: ({ doctor, date, time, number }) => `Оплата приёма: ${doctor}, ${date} в ${time}${number ? `, запись ${number}` : ''}`,
};

export interface DescriptionParts {
  doctor: string;
  /** `DD.MM.YYYY` and `HH:MM` in the clinic's zone. */
  date: string;
  time: string;
  number: string | null;
}

export function paymentDescription(locale: Locale, parts: DescriptionParts): string {
  return DESCRIPTION[locale](parts);
}

/** `2025-05-12` → `12.05.2025`. */
export const dottedDate = (isoDate: string): string => isoDate.split('-').reverse().join('.');
