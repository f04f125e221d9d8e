import type { MetaDescriptor } from 'react-router';
import { isRouteErrorResponse } from 'react-router';
import { translate } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locale.ts';

/** Title and description of the error screens: "404 - …" and, per SPEC §2, "502 - " + the issues text. */
export function errorMeta(error: unknown, locale: Locale): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [
      { title: `404 - ${translate(locale, 'not.found.title')}` },
      { name: 'description', content: translate(locale, 'not.found.description') },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [
    { title: `502 - ${translate(locale, 'server.issues')}` },
    { name: 'description', content: translate(locale, 'server.connection.error') },
    { name: 'robots', content: 'noindex' },
  ];
}
