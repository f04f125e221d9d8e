import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SiteLink } from '../site-link.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { CitySelect } from '../city/city-select.tsx';
import { AccountControl } from './account-control.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { useDismiss } from './use-dismiss.ts';
import classes from './header.module.css';

const NAV_LINKS: { path: string; label: MessageKey }[] = [
  { path: '/doctors', label: 'header.doctors' },
  { path: '/med-centers', label: 'header.clinics' },
  { path: '/promotions', label: 'header.promotions' },
  { path: '/directory-diseases', label: 'header.diseases' },
  { path: '/blogs', label: 'header.blog' },
];

/**
 * Site header: logo, main links, city selector, language switcher, sign-in or the account menu; a
 * burger menu on narrow screens, where a `tel:103` link calls an ambulance. The cabinets have no city list loaded, so they leave the selector out.
 */
export function SiteHeader({ withCity = true }: { withCity?: boolean }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const burger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), [menu], burger);

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <SiteLink to={localizedPath('/', locale)} className={classes.logo} aria-label={t('header.home')}>
          <Logo />
        </SiteLink>
        {/* A plain button, not Mantine's Burger: every public page loads the header (docs/decisions/160). */}
        <button
          ref={burger}
          type="button"
          className={classes.burger}
          data-open={open || undefined}
          onClick={() => setOpen((value) => !value)}
          aria-label={open ? t('header.menu.close') : t('header.menu.open')}
          aria-expanded={open}
          aria-controls="site-menu"
        >
          <span aria-hidden="true" />
        </button>
        <div ref={menu} id="site-menu" className={classes.menu} data-open={open || undefined}>
          <nav aria-label={t('header.nav')}>
            <ul className={classes.links}>
              {NAV_LINKS.map((link) => (
                <li key={link.path}>
                  <NavLink to={localizedPath(link.path, locale)} className={classes.link}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={classes.tools}>
            {withCity && <CitySelect />}
            <LanguageSwitcher />
          </div>
        </div>
        {/* On phones: the ambulance in one tap, a plain link with no script (docs/decisions/233). */}
        <a href="tel:103" className={classes.ambulance} aria-label={t('ambulance.header.call')} data-header-ambulance>
          103
        </a>
        <AccountControl />
      </div>
    </header>
  );
}
