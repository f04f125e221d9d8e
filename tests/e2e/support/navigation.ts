import type { Page, Response } from 'playwright-core';
import { signInThroughApi } from './accounts.ts';
import type { E2EServer } from './server.ts';

/**
 * Opens a path of the site, checks the HTTP status of the document, and waits until React has
 * hydrated it (the page reacts to clicks and choices from then on).
 */
export async function navigate(page: Page, path: string, { status = 200 }: { status?: number } = {}): Promise<Response> {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response) throw new Error(`No response for ${path}`);
  if (response.status() !== status) throw new Error(`${path}: expected status ${status}, got ${response.status()}`);
  await waitForHydration(page);
  return response;
}

/** React marks the document as its container the moment hydration begins. */
const reactOwnsDocument = () => Object.keys(document).some((key) => key.startsWith('__reactContainer'));

/** Whether React has begun hydrating the page (without waking it). */
export const isHydrated = (page: Page): Promise<boolean> => page.evaluate(reactOwnsDocument);

/**
 * Waits until React has hydrated the page. A page to read starts its scripts at the visitor's first sign
 * of activity (app/paint-first.server.ts), so the pointer moves first, as a visitor's would.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(4, 4);
  await page.waitForFunction(reactOwnsDocument);
  await page.waitForLoadState('networkidle');
}

/**
 * Signs the run's administrator in through the API, the page's context keeping the cookie: the back office's
 * sign-in screen has a test of its own (admin-specializations.e2e.ts), and the form cost each test about 3 s.
 */
export async function login(page: Page, server: E2EServer): Promise<void> {
  await signInThroughApi(page.context(), server, 'admins');
}
