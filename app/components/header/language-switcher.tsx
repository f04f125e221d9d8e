import { useLocation } from 'react-router';
import { SiteLink } from '../site-link.tsx';
import { htmlLang, languageCookie, localizedPath, type Locale } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from './header.module.css';

/**
 * Links to the same page in the other language (a real link: crawlable, works without JavaScript) and
 * remembers the choice in the language cookie.
 */
export function LanguageSwitcher() {
  const { t, locale } = useT();
  const location = useLocation();
  const languages: Locale[] = ['ua', 'ru'];
  return (
    <nav aria-label={t('language.switch')} className={classes.languages}>
      {languages.map((language) =>
        language === locale ? (
          <span key={language} className={classes.languageCurrent} aria-current="true" lang={htmlLang(language)} title={t(`language.${language}`)}>
            {t(`language.${language}.short`)}
          </span>
        ) : (
          <SiteLink
            key={language}
            to={`${localizedPath(location.pathname, language)}${location.search}`}
            hrefLang={htmlLang(language)}
            lang={htmlLang(language)}
            className={classes.languageLink}
            aria-label={t(`language.${language}`)}
            onClick={() => {
              document.cookie = languageCookie(language);
            }}
          >
            {t(`language.${language}.short`)}
          </SiteLink>
        ),
      )}
    </nav>
  );
}
