import type { Page } from 'playwright-core';

/** Errors the page logs from now on (a failed request, a React error, an exception), in the order they came. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
