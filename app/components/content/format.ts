import type { MessageKey } from '../../i18n/catalogs.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

/**
 * Dates and prices written the same way by the server and the browser. `Intl` month names and currency
 * spacing differ between ICU versions (Node's and the visitor's browser), and any difference would break
 * hydration; so only numbers come from `Intl`, the words from our catalogs.
 */

const KYIV_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Year, month and day of an instant in Kyiv (clinics and editors are there: SPEC dates are Kyiv dates). */
export function kyivDate(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = KYIV_DATE.format(new Date(iso)).split('-').map(Number);
  return { year, month, day };
}

/** "1 вересня 2024" / "1 сентября 2024". */
export function formatDate(iso: string, t: Translate): string {
  const { year, month, day } = kyivDate(iso);
  return t('content.date', { day, month: t(`content.month.${month}` as MessageKey), year });
}
