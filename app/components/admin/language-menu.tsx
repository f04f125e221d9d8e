import { SegmentedControl } from '@mantine/core';
import { useLocation } from 'react-router';
import { languageCookie, localizedPath, type Locale } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';

/** Switches the back office between Ukrainian and Russian, remembering the choice (SPEC §9 cookie). */
export function LanguageMenu() {
  const { t, locale } = useT();
  const location = useLocation();

  function change(next: string) {
    if (next === locale) return;
    document.cookie = languageCookie(next as Locale);
    // A full load: the document language, catalogs and cached lists all follow the new locale.
    window.location.assign(localizedPath(location.pathname, next as Locale) + location.search);
  }

  return (
    <SegmentedControl
      size="xs"
      aria-label={t('admin.language')}
      value={locale}
      onChange={change}
      data={[
        { value: 'ua', label: 'UA' },
        { value: 'ru', label: 'RU' },
      ]}
    />
  );
}
