import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { InstallOfferKind } from './install-state.ts';
import classes from './install-banner.module.css';

interface InstallBannerProps {
  kind: Exclude<InstallOfferKind, null>;
  onInstall: () => void;
  onDismiss: () => void;
}

/**
 * The install offer: a small card at the bottom of the screen, never over the header's menu nor the
 * toasts (top), and never hiding the page's end: as long as it shows, the page gets its height of space
 * below the footer, so everything can still be scrolled above it. It takes no focus; it is a labelled
 * region a keyboard or screen reader reaches after the page.
 */
export default function InstallBanner({ kind, onInstall, onDismiss }: InstallBannerProps) {
  const { t } = useT();
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  const height = useHeight(banner);
  return (
    <>
      <div aria-hidden="true" className={classes.spacer} style={{ height }} />
      <section ref={banner} className={classes.banner} aria-labelledby={titleId} data-install-offer={kind}>
        <div className={classes.text}>
          <p id={titleId} className={classes.title}>
            {t(kind === 'ios' ? 'install.ios.title' : 'install.offer.title')}
          </p>
          <p className={classes.body}>{t(kind === 'ios' ? 'install.ios.text' : 'install.offer.text')}</p>
        </div>
        <div className={classes.actions}>
          {kind === 'prompt' && (
            <button type="button" className={classes.install} onClick={onInstall}>
              {t('install.offer.install')}
            </button>
          )}
          <button type="button" className={classes.dismiss} onClick={onDismiss}>
            {t('install.offer.dismiss')}
          </button>
        </div>
      </section>
    </>
  );
}

/**
 * The space from the banner's top to the bottom of the window (its height and the gap under it), kept up to
 * date: the text wraps differently on a phone turned sideways.
 */
function useHeight(element: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => setHeight(Math.max(0, Math.ceil(window.innerHeight - node.getBoundingClientRect().top)));
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element]);
  return height;
}
