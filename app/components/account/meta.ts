import type { MessageKey } from '../../i18n/catalogs.ts';
import { translate } from '../../i18n/messages.ts';
import { localeFromPath } from '../../i18n/locale.ts';

/** Title "<page> — Vizyt" and `noindex`: cabinets and the restore page are nobody's search result. */
export function privatePageMeta(pathname: string, page: MessageKey) {
  const locale = localeFromPath(pathname);
  return [{ title: translate(locale, 'cabinet.meta.title', { page: translate(locale, page) }) }, { name: 'robots', content: 'noindex, nofollow' }];
}
