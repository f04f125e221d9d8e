import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, with nothing talking to the network behind the tests' back (also the Lighthouse bench's). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Headless Chromium 156 otherwise starts the address bar's pop-up pages in a renderer of their own, about
  // three seconds of processor time at start-up that competes with the page on a two-core machine.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
] as const;

/** Debian's Chromium, for the browser tests. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}
