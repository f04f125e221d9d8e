import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { CityOption } from '../../shell/city.ts';
import { CityProvider } from '../city/city-context.tsx';
import { SiteFooter, type FooterSpecialization } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { HydrationUnit } from './hydration-groups.tsx';
import classes from './layouts.module.css';

/** Background themes a public page may ask for through its route `handle`. */
export type PageBackground = 'green' | 'blue' | 'gray';
export interface PublicRouteHandle {
  background?: PageBackground;
  /**
   * `default`: the page sits in the page frame (docs/decisions/176), like every page should.
   * `main`: the page is full-width bands (home), each of which puts its content in the frame itself.
   */
  layout?: 'main' | 'default';
  /**
   * `on-intent`: a page to read (a listing, a profile, an article); its scripts start at the visitor's
   * first sign of activity, not at load (app/paint-first.server.ts, docs/decisions/166).
   */
  hydration?: 'on-intent';
}

/** The handle of a page to read. */
export const READING_PAGE = { hydration: 'on-intent' } as const satisfies PublicRouteHandle;
/** The handle of a page to read made of full-width bands (the home pages). */
export const READING_PAGE_MAIN = { layout: 'main', hydration: 'on-intent' } as const satisfies PublicRouteHandle;

/**
 * The `default` and `main` layouts of SPEC §2: skip link, header, the page (sliding in from the right
 * on client navigation), footer. The page's route `handle` picks the variant and background theme.
 */
export function PublicLayout({
  cities,
  footerSpecializations,
  children,
}: {
  cities: readonly CityOption[];
  footerSpecializations: readonly FooterSpecialization[];
  children: ReactNode;
}) {
  const { t } = useT();
  const location = useLocation();
  const handle = (useMatches().at(-1)?.handle ?? {}) as PublicRouteHandle;
  const animate = useAnimateAfterFirstNavigation(location.pathname);

  return (
    <CityProvider cities={cities}>
      <a href="#main" className="vz-skip-link">
        {t('skip.to.content')}
      </a>
      <HydrationUnit>
        <SiteHeader />
      </HydrationUnit>
      <main id="main" tabIndex={-1} className={classes.main} data-layout={handle.layout ?? 'default'} data-background={handle.background}>
        <div key={location.pathname} className={pageClass(handle.layout ?? 'default', animate)}>
          <HydrationUnit>{children}</HydrationUnit>
        </div>
      </main>
      <HydrationUnit>
        <SiteFooter specializations={footerSpecializations} />
      </HydrationUnit>
    </CityProvider>
  );
}

/** Every page but the full-width bands sits in the one page frame, so no page can leave it out. */
function pageClass(layout: NonNullable<PublicRouteHandle['layout']>, animate: boolean): string {
  const frame = layout === 'main' ? '' : `vz-frame ${classes.page}`;
  return `${frame} ${animate ? classes.slideLeft : ''}`.trim();
}

/** The slide-left transition runs on navigations only, never on the first paint (it would delay LCP). */
function useAnimateAfterFirstNavigation(pathname: string): boolean {
  const first = useRef(pathname);
  const [animate, setAnimate] = useState(false);
  useEffect(() => {
    if (pathname !== first.current) setAnimate(true);
  }, [pathname]);
  return animate;
}
