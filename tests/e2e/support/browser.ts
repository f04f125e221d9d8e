import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's full Chromium: for what only the full browser does (finding a page installable, Lighthouse). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell (the `chromium-headless-shell` package): the same engine without the browser's
 * windowing and profile machinery, about a tenth less processor time over the browser tests
 * (docs/decisions/283). `E2E_BROWSER_PATH` names another; without the shell the full Chromium runs them.
 */
export const TEST_BROWSER_PATH =
  process.env.E2E_BROWSER_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

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

/**
 * For the browser tests only, never for a benchmark: pages run their scripts with V8's first two tiers and no
 * optimizing compiler. A test's page lives seconds, so what the optimizers compile is mostly thrown away with it:
 * the back-office tests took a fifth less time this way (docs/decisions/318). What a script does is the same in
 * every tier.
 */
export const TEST_ONLY_ARGS = ['--js-flags=--max-opt=1'] as const;

/** The browser of the browser tests (and of the benchmarks that drive pages), with `args` added to the common ones. */
export function launchBrowser(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_BROWSER_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args] });
}
