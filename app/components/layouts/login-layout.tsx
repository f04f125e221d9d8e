import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { LanguageSwitcher } from '../header/language-switcher.tsx';
import { Logo } from '../header/logo.tsx';
import classes from './layouts.module.css';

/** The `login` layout of SPEC §2: a centred card with the logo and language switcher, nothing else. */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { t, locale } = useT();
  return (
    <main id="main" className={classes.login}>
      <div className={classes.loginCard}>
        <div className={classes.loginTop}>
          <Link to={localizedPath('/', locale)} aria-label={t('header.home')}>
            <Logo />
          </Link>
          <LanguageSwitcher />
        </div>
        {children}
      </div>
    </main>
  );
}
