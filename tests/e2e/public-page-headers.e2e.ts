import { expect, expectEqual, test } from './harness.ts';
import { navigate } from './support/navigation.ts';

/**
 * What a shared cache in front of the site sees (docs/decisions/174): pages the same for everyone, their
 * inline scripts allowed by hash rather than by a per-response nonce, an explicit Cache-Control on every
 * HTML answer, and one permanent redirect from any capitalised address to its lower-case one.
 */

const SHARED = 'public, no-cache';

test('pages carry no nonce, allow their scripts by hash, and say how they may be cached', async ({ page, context }) => {
  for (const [path, status, cacheControl] of [
    ['/', 200, SHARED],
    ['/kyiv', 200, SHARED],
    ['/ru/doctors', 200, SHARED],
    ['/blogs', 200, SHARED],
    ['/registration', 200, 'private, no-cache'],
    ['/no-such-page/at-all', 404, 'no-store'],
    ['/ru/doctor/no-such-doctor', 404, 'no-store'],
  ] as const) {
    const response = await context.request.get(path);
    expectEqual(response.status(), status, `${path} status`);
    const headers = response.headers();
    expectEqual(headers['cache-control'], cacheControl, `${path} Cache-Control`);
    const policy = headers['content-security-policy'] ?? '';
    expect(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/.test(policy), `${path} allows its scripts by hash: ${policy}`);
    expect(!policy.includes('nonce-'), `${path} policy names no nonce`);
    expect(!/\bnonce=["']?[^"'\s>]/.test(await response.text()), `${path} HTML carries no nonce`);
    expect(headers['x-vz-script-hashes'] === undefined, `${path} the renderer's note to the server stays inside`);
  }
  // The same page twice: the same policy, so a cache may hand out the copy it kept with its header.
  const twice = await Promise.all([1, 2].map(async () => (await context.request.get('/about-us')).headers()['content-security-policy']));
  expectEqual(twice[0], twice[1], 'the policy of a page is the same for every request');

  // The scripts run under that policy: a page to read wakes and hydrates (a CSP violation fails the test).
  await navigate(page, '/doctors');
  await navigate(page, '/ru/blogs');
});

test('a capitalised address answers one permanent redirect to its lower-case page, query kept', async ({ page, context }) => {
  const doctorLink = /href="?(\/doctor\/[a-z0-9-]+)[\s>"]/.exec(await (await context.request.get('/doctors')).text());
  expect(doctorLink, 'the listing links to a profile');
  for (const [from, to] of [
    ['/Kyiv/', '/kyiv'],
    ['/Doctors', '/doctors'],
    ['/Blogs?page=2', '/blogs?page=2'],
    ['/RU/doctors?sort=Rating', '/ru/doctors?sort=Rating'],
    [doctorLink[1].replace('/doctor/', '/DOCTOR/'), doctorLink[1]],
  ]) {
    const response = await context.request.get(from, { maxRedirects: 0 });
    expectEqual(response.status(), 301, `${from} status`);
    expectEqual(response.headers().location, to, `${from} goes to`);
  }
  const response = await page.goto('/RU/Doctors');
  expectEqual(response?.status(), 200, 'the redirect lands on the page');
  expectEqual(new URL(page.url()).pathname, '/ru/doctors', 'the lower-case address');
  expectEqual(await page.locator('html').getAttribute('lang'), 'ru', 'in Russian');
});
