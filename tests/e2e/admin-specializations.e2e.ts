import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import { expect, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';

/** On a phone the back office's header is one line inside the screen: nothing wraps below it or runs past the edge (docs/decisions/177). */
async function expectHeaderFits(page: Page): Promise<void> {
  const desktop = page.viewportSize();
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 740 });
    const header = page.locator('header').first();
    await header.getByRole('button', { name: new RegExp(`^${translate('ua', 'admin.user.menu')}`) }).waitFor();
    const outside = await header.evaluate((element, viewport) => {
      const frame = element.getBoundingClientRect();
      return Array.from(element.querySelectorAll('a, button, [role="radiogroup"], p, span'))
        .map((child) => ({ child, box: child.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.right > viewport + 0.5 || box.left < -0.5 || box.bottom > frame.bottom + 0.5))
        .map(
          ({ child, box }) =>
            `${child.tagName} "${child.textContent?.trim().slice(0, 30)}" ${Math.round(box.left)}–${Math.round(box.right)}, bottom ${Math.round(box.bottom)}`,
        );
    }, width);
    expectEqual(outside.join('; '), '', `header items outside a ${width} px screen`);
  }
  if (desktop) await page.setViewportSize(desktop);
}

test('an administrator signs in, then creates, edits, trashes and restores a specialization', async ({ page, context, server }) => {
  const screen = new AdminResourcePage(page, server.url, 'handbooks/specialization');
  await page.goto('/admins/login');
  await expectAccessible(page);
  await screen.login(server.administrator.email, server.administrator.password);

  // A code already taken is refused by the server (422), and the form shows it on the code field.
  const existing = await context.request.get('/api/v1/specializations?limit=1&sort=id:asc', { headers: { accept: 'application/json' } });
  expectEqual(existing.status(), 200, 'the signed-in administrator reads specializations');
  const takenCode = ((await existing.json()) as { data: { code: string }[] }).data[0]?.code;
  expect(takenCode, 'the demo data has specializations');

  await screen.gotoAdd();
  await screen.fill({ name_ua: 'Тестологія', name_ru: 'Тестология', doctor_name_ua: 'Тестолог', doctor_name_ru: 'Тестолог', code: takenCode });
  const refused = page.waitForResponse((r) => r.url().includes('/api/v1/specializations') && r.request().method() === 'POST');
  await screen.save();
  expectEqual((await refused).status(), 422, 'status of a duplicate code');
  await screen
    .fieldError('code')
    .filter({ hasText: translate('ua', 'validation.taken') })
    .waitFor();
  await expectAccessible(page);

  await screen.fill({ code: 'e2e-testology' });
  await screen.saveAndWait();
  await page.waitForURL(/\/admins\/handbooks\/specialization\/\d+$/);
  // One "saved" toast at a time, so the next one is unambiguous.
  await screen.toast(translate('ua', 'admin.form.saved')).waitFor({ state: 'detached' });

  await screen.fill({ name_ua: 'Тестологія дитяча' });
  await screen.saveAndWait();

  await screen.gotoList();
  await screen.search('Тестологія');
  await screen.row('Тестологія дитяча').waitFor();
  await expectAccessible(page);
  await screen.trashRow('Тестологія дитяча');
  await screen.row('Тестологія дитяча').waitFor({ state: 'detached' });

  await screen.gotoTrash();
  await screen.restoreRow('Тестологія дитяча');
  await expectHeaderFits(page);
  await screen.gotoList('?search=' + encodeURIComponent('Тестологія'));
  await screen.row('Тестологія дитяча').waitFor();
});
