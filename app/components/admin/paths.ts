import { localizedPath, type Locale } from '../../i18n/locale.ts';

/** A back-office path in the given locale: `adminPath('ru', 'handbooks/languages')` → `/ru/admins/handbooks/languages`. */
export function adminPath(locale: Locale, rest = ''): string {
  const tail = rest.replace(/^\/+/, '');
  return localizedPath(tail ? `/admins/${tail}` : '/admins', locale);
}
