import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { E2EServer } from './support/server.ts';

export interface TestContext {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  /** The server shared by the run: production build, small demo data set, known administrator. */
  server: E2EServer;
}

export interface TestCase {
  name: string;
  file: string;
  run(context: TestContext): Promise<void>;
}

const registered: TestCase[] = [];
let currentFile = '';

/** Registers a browser test; spec files (`*.e2e.ts`) call it at import time. */
export function test(name: string, run: TestCase['run']): void {
  registered.push({ name, file: currentFile, run });
}

export async function loadSpecs(files: string[]): Promise<TestCase[]> {
  for (const file of files) {
    currentFile = file;
    await import(file);
  }
  return registered;
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
