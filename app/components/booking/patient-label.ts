import type { TAppointment } from '../../../contracts/booking.ts';
import { ADULT_AGE } from '../../../contracts/family.ts';
import type { Locale } from '../../i18n/locale.ts';
import { plural } from '../../i18n/plural.ts';
import type { Translate } from '../../i18n/use-t.ts';

/** "5 років" / "5 лет". */
export const ageText = (t: Translate, locale: Locale, years: number) => plural(t, locale, 'family.age', years);

/**
 * The patient as a card names her: "Петренко Марк, 5 років" — the age only for a child (under 18 on the
 * day of the visit), where it is what the clinic prepares for.
 */
export function patientLabel(
  t: Translate,
  locale: Locale,
  patient: Pick<TAppointment['patient'], 'last_name' | 'first_name' | 'middle_name' | 'age'>,
  { middle = true } = {},
): string {
  const name = [patient.last_name, patient.first_name, middle ? patient.middle_name : null].filter(Boolean).join(' ');
  if (patient.age === null || patient.age >= ADULT_AGE) return name;
  return t('booking.patient.age', { name, age: ageText(t, locale, patient.age) });
}
