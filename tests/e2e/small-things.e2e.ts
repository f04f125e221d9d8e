import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** What a patient reads on a phone in Russian: toast titles, the menu, the filter toggle, footer hours, "accepts children" (docs/decisions/180). */

/**
 * The "expanded" state the browser gives assistive technology for an element. A <summary> carries it
 * natively (ARIA in HTML allows no `aria-expanded` on it), and Playwright's own role snapshot does not
 * show it, so this asks Chromium's accessibility tree.
 */
async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });
const ru = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('ru', key, params);

test('ru, phone: a toast is titled in Russian', async ({ page, context, server }) => {
  await phone(page);
  await registerThroughApi(context, server, newPatient('toast-ru'));
  await navigate(page, '/ru/doctors');
  await waitForHydration(page);
  // The header's account probe has to finish before the heart knows a patient is here.
  await page.getByRole('button', { name: ru('signin.open') }).waitFor({ state: 'detached' });
  const name = (await page.locator('article[data-doctor]').first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await page
    .getByRole('button', { name: ru('catalog.favourite.add', { name }) })
    .first()
    .click();
  const notification = page.locator('.mantine-Notification-root').filter({ hasText: ru('catalog.favourite.added') });
  await notification.waitFor();
  expectEqual((await notification.locator('.mantine-Notification-title').textContent())?.trim(), ru('toast.title.success'), 'the toast title');
  expect(!/Success/.test((await notification.textContent()) ?? ''), 'no English word in the toast');
});

test('ru, phone: the header menu closes on a tap outside it and on Escape', async ({ page }) => {
  await phone(page);
  await navigate(page, '/ru/doctors');
  await waitForHydration(page);
  const burger = page.getByRole('button', { name: ru('header.menu.open') });
  await burger.click();
  const open = page.getByRole('button', { name: ru('header.menu.close') });
  await expectEventually(() => open.getAttribute('aria-expanded'), 'true', 'the menu is open');
  await page.locator('#site-menu').waitFor();
  // A tap on plain text of the page, outside the menu (not on a link, which would navigate anyway).
  await page.locator('footer p').last().click();
  await expectEventually(() => burger.getAttribute('aria-expanded'), 'false', 'a tap outside closes the menu');
  expect(!(await page.locator('#site-menu').isVisible()), 'the menu is hidden after a tap outside');

  await burger.click();
  await expectEventually(() => open.getAttribute('aria-expanded'), 'true', 'the menu opens again');
  await page.keyboard.press('Escape');
  await expectEventually(() => burger.getAttribute('aria-expanded'), 'false', 'Escape closes the menu');
  expect(await burger.evaluate((element) => element === document.activeElement), 'focus is back on the menu button');
});

test('ru, phone: the filter toggle says what it does, and the footer hours agree', async ({ page }) => {
  await phone(page);
  await navigate(page, '/ru/doctors');
  await waitForHydration(page);
  const toggle = page.locator('summary[data-filters-toggle]');
  expectEqual((await toggle.innerText()).trim(), ru('catalog.filters.show'), 'the closed toggle');
  await toggle.click();
  await expectEventually(async () => (await toggle.innerText()).trim(), ru('catalog.filters.hide'), 'the open toggle');
  expectEqual(await expandedState(page, 'summary[data-filters-toggle]'), true, 'the open toggle is announced as expanded');
  await expectAccessible(page);
  await toggle.click();
  await expectEventually(async () => (await toggle.innerText()).trim(), ru('catalog.filters.show'), 'the closed toggle again');
  expectEqual(await expandedState(page, 'summary[data-filters-toggle]'), false, 'the closed toggle is announced as collapsed');

  expectEqual((await page.locator('[data-footer-hours]').innerText()).trim(), 'Пн–Пт 8:00–20:00, Сб–Вс 9:00–20:00', 'the footer hours');
});

test("ru, phone: a paediatrician's profile says 'Принимает детей'", async ({ page, server }) => {
  await phone(page);
  const [doctor] = await server.database.rows<{ id: number; slug: string }>(sql`
    select d.id, d.slug from doctors d
    join doctor_specializations ds on ds.doctor_id = d.id and ds.is_main
    join specializations s on s.id = ds.specialization_id and s.code = 'pediatrics'
    where d.deleted_at is null and d.status = 'active' order by d.id limit 1`);
  expect(doctor, 'the demo data has a paediatrician');
  const [specialization] = await server.database.rows<{ slug: string }>(sql`select slug from specializations where code = 'pediatrics'`);
  await navigate(page, `/ru/doctors/${specialization.slug}`);
  const card = page.locator(`article[data-doctor="${doctor.id}"]`);
  if ((await card.count()) > 0)
    expectEqual((await card.locator('[data-feature="child_consultation"]').textContent())?.trim(), 'Принимает детей', 'the card says so too');
  else await page.locator('article[data-doctor] [data-feature="child_consultation"]').first().waitFor();

  await navigate(page, `/ru/doctor/${doctor.slug}`);
  const features = page.getByRole('list', { name: ru('catalog.profile.features') });
  await features.getByText('Принимает детей', { exact: true }).waitFor();
  const about = (await page.locator('#about').innerText()).toLowerCase();
  expect(about.includes('детей') && !about.includes('взрослых'), `a paediatrician's description speaks of children only: ${about}`);
  await expectAccessible(page);
});
