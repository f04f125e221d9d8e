import { APPLE_TOUCH_ICON, webAppManifestPath } from '../../../contracts/web-app.ts';
import type { Locale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { INSTALL_CAPTURE_SCRIPT } from '../install/install-capture.ts';

/**
 * The site as an installable app in the document head (docs/decisions/247, 248): the manifest of the page's
 * language, the home-screen icon and title for iOS, and the script that keeps the browser's install offer
 * until the page's own scripts run.
 */
export function WebAppLinks({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="manifest" href={webAppManifestPath(locale)} />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.path} sizes={`${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`} />
      <meta name="apple-mobile-web-app-title" content={translate(locale, 'install.app.short_name')} />
      <script dangerouslySetInnerHTML={{ __html: INSTALL_CAPTURE_SCRIPT }} />
    </>
  );
}
