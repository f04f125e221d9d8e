import { AsyncLocalStorage } from 'node:async_hooks';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCALES, type Locale } from '../../app/i18n/locale.ts';
import type { E2EServer } from './support/server.ts';

/**
 * The languages each flow is walked in: Ukrainian, the site's default, unless `E2E_WALK_LOCALES` names more
 * (`ua,ru`). Russian is then proven on every screen of the walks by languages.e2e.ts, which is lighter than
 * walking each flow twice (docs/decisions/283).
 */
export const WALK_LOCALES: readonly Locale[] = walkLocales(process.env.E2E_WALK_LOCALES);

function walkLocales(raw = 'ua'): Locale[] {
  const named = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = named.filter((part) => !(LOCALES as readonly string[]).includes(part));
  if (unknown.length || !named.length) throw new Error(`E2E_WALK_LOCALES names languages of the site (${LOCALES.join(', ')}), not "${raw}"`);
  return named as Locale[];
}

export interface TestContext {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  /** The server shared by the run: production build, small demo data set, known administrator. */
  server: E2EServer;
}

/**
 * Things several tests change or depend on that are not theirs alone. Tests naming the same lock never run
 * at the same time; other tests still run beside them.
 */
export type SharedLock =
  /** The demo patient holds one slot at a time (a second hold lets the first go) and has one wishlist. */
  | 'demo patient'
  /** One calendar feed per doctor: making one switches the previous address off. */
  | 'calendar feeds'
  /** The sign-in limits test finds its own throttle row among the new ones by its failure count. */
  | 'sign-in throttles'
  /** Visits awaiting the clinic's answer, taken in order by the staff tests that answer them. */
  | 'awaiting visits'
  /**
   * The import tests bring in doctors of the same names: an import that finds slugs taken meanwhile by
   * another one is refused as "data changed during the import" (as it should be for two people).
   */
  | 'imported doctor names';

export interface TestOptions {
  /**
   * Runs alone, before the parallel ones: for a test that reads or changes what every test shares (the
   * global trash, the count of a whole list, global settings) or measures what the load of other tests
   * would upset (timing).
   */
  exclusive?: boolean;
  /** Shared things the test changes or depends on (see `SharedLock`). */
  locks?: readonly SharedLock[];
  /**
   * The site's service worker registers as in a visitor's browser. Off by default: every other test's browser
   * refuses to register one, as a private window may (docs/decisions/283).
   */
  serviceWorker?: boolean;
}

export interface TestCase {
  name: string;
  file: string;
  options: TestOptions;
  run(context: TestContext): Promise<void>;
}

const registered: TestCase[] = [];
let currentFile = '';

/** Registers a browser test; spec files (`*.e2e.ts`) call it at import time. Tests run in parallel unless options say otherwise. */
export function test(name: string, run: TestCase['run']): void;
export function test(name: string, options: TestOptions, run: TestCase['run']): void;
export function test(name: string, ...rest: [TestCase['run']] | [TestOptions, TestCase['run']]): void {
  const [options, run] = rest.length === 1 ? [{}, rest[0]] : rest;
  registered.push({ name, file: currentFile, options, run });
}

export async function loadSpecs(files: string[]): Promise<TestCase[]> {
  for (const file of files) {
    currentFile = file;
    await import(file);
  }
  return registered;
}

interface RunningTest {
  claims: Set<string>;
}

const running = new AsyncLocalStorage<RunningTest>();
/** What running tests have claimed, by `kind:key`. */
const claimed = new Set<string>();

/** Runs a test's body with its own claims, and gives them back when it ends (the runner calls this). */
export async function runClaiming<T>(body: () => Promise<T>): Promise<T> {
  const test: RunningTest = { claims: new Set() };
  try {
    return await running.run(test, body);
  } finally {
    for (const claim of test.claims) claimed.delete(claim);
  }
}

/**
 * Claims a shared record (a doctor whose free times the test takes) for the running test until it ends:
 * false when another running test has it. Outside a test run every claim succeeds.
 */
export function claim(kind: string, key: string | number): boolean {
  const test = running.getStore();
  const id = `${kind}:${key}`;
  if (!test || test.claims.has(id)) return true;
  if (claimed.has(id)) return false;
  claimed.add(id);
  test.claims.add(id);
  return true;
}

/** Whether `claim` would succeed now (nothing is claimed). */
export function claimable(kind: string, key: string | number): boolean {
  const id = `${kind}:${key}`;
  return !claimed.has(id) || (running.getStore()?.claims.has(id) ?? false);
}

/** A failed expectation in a browser test. */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Waits until `read()` gives `expected` (the page may still be rendering), else fails with the last value. */
export async function expectEventually<T>(read: () => Promise<T>, expected: T, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    actual = await read();
  }
  expectEqual(actual, expected, what);
}
