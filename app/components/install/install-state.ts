import { useCallback, useEffect, useState } from 'react';
import { INSTALL_OFFER_EVENT, INSTALL_OFFER_PROPERTY, INSTALLED_PROPERTY } from '../../../contracts/web-app.ts';
import { unlocalizedPath } from '../../i18n/locale.ts';
import { localStore } from '../../shell/web-storage.ts';

/** Chromium's install offer (not in TypeScript's DOM types: it is not a standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    [INSTALL_OFFER_PROPERTY]?: BeforeInstallPromptEvent | null;
    [INSTALLED_PROPERTY]?: boolean;
  }
}

/** Once the visitor has said no (our button or the browser's dialog), never again on this browser (SPEC §4). */
export const DISMISSED_STORAGE_KEY = 'vz-install-offer';
const DISMISSED = 'dismissed';

/** What to offer: the browser's install dialog, the iOS hint (iOS has no offer event), or nothing. */
export type InstallOfferKind = 'prompt' | 'ios' | null;

// Storage refused (a privacy mode): the offer simply comes back on the next visit.
const storage = localStore;

export const isDismissed = (): boolean => storage()?.getItem(DISMISSED_STORAGE_KEY) === DISMISSED;

function rememberDismissed(): void {
  try {
    storage()?.setItem(DISMISSED_STORAGE_KEY, DISMISSED);
  } catch {
    // Storage full or refused: hidden for this page at least.
  }
}

/** Opened from the home screen already: nothing to install. */
function runsAsApp(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Safari on an iPhone or iPad (iPadOS says it is a Mac with a touch screen); other iOS browsers and in-app views are left out. */
export function isIosSafari(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  const ios = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return ios && /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent) && !/\b(CriOS|FxiOS|EdgiOS|OPiOS|GSA)\//.test(userAgent);
}

/**
 * Pages the offer stays off: the back office (staff at work) and a video consultation's room (a call on
 * screen). Everywhere else, public pages and cabinets, it may appear.
 */
export function offerAllowedOn(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return !/^\/admins(\/|$)/.test(path) && !/^\/(patients\/video-consultation|cabinet-doctor\/video-consultations)\/[^/]+/.test(path);
}

/**
 * The install offer's state (docs/decisions/248): the browser's offer kept by the head's script, or one
 * arriving later; the iOS hint on Safari; nothing once dismissed, installed, or opened as the app.
 */
export function useInstallOffer(): { kind: InstallOfferKind; install: () => Promise<void>; dismiss: () => void } {
  const [kind, setKind] = useState<InstallOfferKind>(null);

  useEffect(() => {
    if (runsAsApp() || isDismissed() || window[INSTALLED_PROPERTY]) return;
    const offered = () => {
      if (window[INSTALL_OFFER_PROPERTY] && !isDismissed()) setKind('prompt');
    };
    const installed = () => setKind(null);
    const standalone = window.matchMedia?.('(display-mode: standalone)');
    const onDisplayMode = (event: MediaQueryListEvent) => {
      if (event.matches) setKind(null);
    };
    if (window[INSTALL_OFFER_PROPERTY]) setKind('prompt');
    else if (isIosSafari(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)) setKind('ios');
    window.addEventListener(INSTALL_OFFER_EVENT, offered);
    window.addEventListener('appinstalled', installed);
    standalone?.addEventListener('change', onDisplayMode);
    return () => {
      window.removeEventListener(INSTALL_OFFER_EVENT, offered);
      window.removeEventListener('appinstalled', installed);
      standalone?.removeEventListener('change', onDisplayMode);
    };
  }, []);

  const dismiss = useCallback(() => {
    rememberDismissed();
    setKind(null);
  }, []);

  const install = useCallback(async () => {
    const offer = window[INSTALL_OFFER_PROPERTY];
    // An offer can be shown once; the browser sends a new one if the visitor may still install.
    window[INSTALL_OFFER_PROPERTY] = null;
    setKind(null);
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') rememberDismissed();
  }, []);

  return { kind, install, dismiss };
}
