import type { Page } from 'playwright-core';
import type { E2EServer } from './server.ts';

/** A transparent 1×1 PNG. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Map tiles come from another server (MAP_TILE_URL), out of reach of this machine: the page gets blank ones, so
 * a map on a form is drawn as it would be online and its failed downloads are not counted as the screen's errors.
 */
export async function blankMapTiles(page: Page, server: E2EServer): Promise<void> {
  const own = new URL(server.url).origin;
  await page.route(
    (url) => url.origin !== own,
    (route) => (route.request().resourceType() === 'image' ? route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }) : route.continue()),
  );
}
