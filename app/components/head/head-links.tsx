import { useLocation } from 'react-router';
import { localeFromPath } from '../../i18n/locale.ts';
import { headLinks } from '../../shell/url.ts';

/** SPEC §2 canonical and alternate links of the current page, absolute on `origin`. */
export function HeadLinks({ origin }: { origin: string }) {
  const location = useLocation();
  const links = headLinks(origin, location.pathname, location.search, localeFromPath(location.pathname));
  return (
    <>
      {links.map((link) => (
        <link key={`${link.rel}-${link.hrefLang ?? ''}`} rel={link.rel} href={link.href} hrefLang={link.hrefLang} />
      ))}
    </>
  );
}
