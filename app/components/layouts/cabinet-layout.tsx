import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { SiteHeader } from '../header/site-header.tsx';
import classes from './layouts.module.css';

export interface CabinetNavItem {
  /** Unlocalized path, e.g. `/patients/medical-card`. */
  path: string;
  label: string;
  end?: boolean;
}

/**
 * The cabinet layouts of SPEC §2 (`patients`, `partners`, `cabinet-doctor`): the site header, the
 * area's navigation on the side with sign-out under it, the page. Each area passes its own items and
 * navigation label. The cabinets load no city list, so the header leaves the city selector out.
 */
export function CabinetLayout({
  navLabel,
  items,
  onLogout,
  children,
}: {
  navLabel: string;
  items: readonly CabinetNavItem[];
  onLogout: () => void;
  children: ReactNode;
}) {
  const { t, locale } = useT();
  return (
    <>
      <a href="#main" className="vz-skip-link">
        {t('skip.to.content')}
      </a>
      <SiteHeader withCity={false} />
      <div className={`vz-frame ${classes.cabinet}`}>
        <div className={classes.cabinetSide}>
          <nav aria-label={navLabel} className={classes.cabinetNav}>
            <ul>
              {items.map((item) => (
                <li key={item.path}>
                  <NavLink to={localizedPath(item.path, locale)} end={item.end}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className={classes.cabinetLogout} onClick={onLogout}>
            {t('account.logout')}
          </button>
        </div>
        <main id="main" tabIndex={-1} className={classes.cabinetMain}>
          {children}
        </main>
      </div>
    </>
  );
}

export const PatientsLayout = CabinetLayout;
export const PartnersLayout = CabinetLayout;
export const CabinetDoctorLayout = CabinetLayout;
