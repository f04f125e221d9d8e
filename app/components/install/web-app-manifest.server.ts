import { APP_ICONS, APP_SHORTCUTS } from '../../../contracts/web-app.ts';
import { translate } from '../../i18n/catalogs.ts';
import { htmlLang, localizedPath, type Locale } from '../../i18n/locale.ts';
import { BRAND } from '../../../contracts/brand.ts';

/**
 * The web app manifest of one language (docs/decisions/247). Each language is an app of its own: its own
 * `id`, start page and scope (`/ru` for the Russian one), its names and shortcuts in its language, so the
 * home screen shows the app in the language it was installed from.
 */
export function webAppManifest(locale: Locale) {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const home = localizedPath('/', locale);
  return {
    id: home,
    name: t('install.app.name'),
    short_name: t('install.app.short_name'),
    description: t('install.app.description'),
    lang: htmlLang(locale),
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'any',
    theme_color: BRAND.green,
    background_color: BRAND.light,
    categories: ['medical', 'health'],
    icons: APP_ICONS.filter((icon) => icon.shape !== 'touch').map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.shape,
    })),
    shortcuts: APP_SHORTCUTS.map((shortcut) => ({
      name: t(`install.shortcut.${shortcut.key}`),
      url: localizedPath(shortcut.path, locale),
    })),
  };
}
