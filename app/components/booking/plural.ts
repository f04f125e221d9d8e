import type { MessageKey } from '../../i18n/catalogs.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { pluralCategory } from '../catalog/plural.ts';

/** Counted phrases of the booking catalog, one key per plural category. */
type BookingPluralBase = 'booking.slots.count' | 'booking.notifications.unread.count';

export function bookingPlural(t: Translate, locale: Locale, base: BookingPluralBase, n: number): string {
  const key = `${base}.${pluralCategory(locale, n)}` as MessageKey;
  return t(key, { n });
}
