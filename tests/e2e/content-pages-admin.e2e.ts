import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../contracts/locale.ts';
import { content_blocks, content_pages } from '../../db/schema/index.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { signInThroughApi } from './support/accounts.ts';
import { watchErrors } from './support/browser-errors.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/**
 * Issue 28 part 6: staff edit the content pages (docs/decisions/288). The order of a page's blocks changes by the
 * keyboard (the handle's arrow keys, the "up" button) and by dragging with the mouse, each move one call; the
 * public page shows the new order; a legal document's clause is written with the rich-text editor, previewed in
 * place before it is saved, and the public page shows it. Each screen type is checked with axe; the reorder walk
 * is Ukrainian and the legal walk Russian, so both languages are seen. What the server refuses (stale or partial
 * orders, concurrent reorders) is the API tests' (server/api/content-pages*.test.ts).
 */

const prefix = (locale: Locale) => (locale === 'ua' ? '' : '/ru');

async function pageBlocks(server: E2EServer, slug: string, section: 'advantages' | 'steps') {
  const { db } = server.database;
  const [page] = await db.select().from(content_pages).where(eq(content_pages.slug, slug));
  const blocks = await db
    .select()
    .from(content_blocks)
    .where(and(eq(content_blocks.page_id, page.id), eq(content_blocks.section, section), isNull(content_blocks.deleted_at)))
    .orderBy(asc(content_blocks.order), asc(content_blocks.id));
  return { page, blocks };
}

/** Puts the demo order back, so the other tests of the run see the seeded pages. */
async function restoreOrder(server: E2EServer, blocks: readonly { id: number; order: number }[]) {
  for (const block of blocks) await server.database.db.update(content_blocks).set({ order: block.order }).where(eq(content_blocks.id, block.id));
}

const reordered = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/v1\/content-pages\/\d+\/blocks\/order$/.test(new URL(response.url()).pathname),
  );

const listed = (page: Page, section: string) => page.locator(`[data-sortable="${section}"] [data-block-title]`).allTextContents();

test('ua: staff reorder the about-us advantages by keyboard and by drag, and the public page shows the new order', async ({ page, server }) => {
  const locale: Locale = 'ua';
  const errors = watchErrors(page);
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(locale, key, values);
  const { page: about, blocks } = await pageBlocks(server, 'about-us', 'advantages');
  const titles = blocks.map((block) => block.title_ua);
  expect(titles.length >= 4, 'the demo about-us page has four advantages');
  const [first, second, third, fourth] = titles;
  try {
    await signInThroughApi(page.context(), server, 'admins');
    await navigate(page, `${prefix(locale)}/admins/content-pages/${about.id}`);
    const panel = page.locator('[data-content-blocks]');
    await panel.locator('[data-sortable="advantages"]').waitFor();
    await page
      .locator('[data-content-preview]')
      .getByRole('heading', { name: t('content.section.advantages') })
      .waitFor();
    await expectAccessible(page);

    // The handle's arrow key moves a block down; the focus stays on it and the move is announced.
    const handle = panel.getByRole('button', { name: t('admin.content.blocks.handle', { title: first }) });
    await handle.focus();
    let saved = reordered(page);
    await page.keyboard.press('ArrowDown');
    expectEqual((await saved).status(), 200, 'the keyboard move saved');
    await expectEventually(async () => (await listed(page, 'advantages')).join(), [second, first, ...titles.slice(2)].join(), 'the order after the arrow key');
    expectEqual(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      t('admin.content.blocks.handle', { title: first }),
      'the focus after the move',
    );
    await panel
      .locator('[data-blocks-announcement]')
      .getByText(t('admin.content.blocks.saved', { title: first, position: 2, count: titles.length }))
      .waitFor();

    // The "up" button, pressed from the keyboard.
    await panel.getByRole('button', { name: t('admin.content.blocks.up', { title: fourth }) }).focus();
    saved = reordered(page);
    await page.keyboard.press('Enter');
    expectEqual((await saved).status(), 200, 'the button move saved');

    // Dragged with the mouse onto the first row.
    const row = (title: string) => panel.locator('[data-sortable="advantages"] > li', { hasText: title });
    saved = reordered(page);
    await row(third).dragTo(row(second));
    expectEqual((await saved).status(), 200, 'the drag saved');
    const expected = [third, second, first, fourth, ...titles.slice(4)];
    expectEqual((await listed(page, 'advantages')).join(), expected.join(), 'the order after the drag');
    const preview = await page.locator('[data-preview-page] [data-section="advantages"] h3').allTextContents();
    expectEqual(preview.join(), expected.join(), 'the preview follows the order');

    // The page's own form still saves: it took the version each reorder raised.
    await page.getByRole('button', { name: t('admin.form.save'), exact: true }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: t('admin.form.saved') })
      .waitFor();

    await navigate(page, `${prefix(locale)}/about-us`);
    const shown = await page.locator('main [data-section="advantages"] h3').allTextContents();
    expectEqual(shown.join(), expected.join(), 'the public page’s order on the next request');
    expectEqual(errors.join('\n'), '', 'errors in the browser console');
  } finally {
    await restoreOrder(server, blocks);
  }
});

test('ru: staff write a privacy-policy clause with the rich-text editor, preview it in place, save it, and the public page shows it', async ({
  page,
  server,
}) => {
  const locale: Locale = 'ru';
  const errors = watchErrors(page);
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(locale, key, values);
  const { page: policy, blocks } = await pageBlocks(server, 'privacy-policy', 'steps');
  const [clause, next] = blocks;
  const stored = { text_ru: clause.text_ru };
  try {
    await signInThroughApi(page.context(), server, 'admins');
    await navigate(page, `${prefix(locale)}/admins/content-pages/${policy.id}`);
    const panel = page.locator('[data-content-blocks]');
    await panel.getByRole('heading', { name: t('admin.content.blocks.legal.title') }).waitFor();
    // The preview draws the stored clauses' texts from the first look, not their titles only.
    const storedText = /"text":"([^"\\]{8,40})/.exec(JSON.stringify(next.text_ru))?.[1];
    if (!storedText) throw new Error('the demo clause has no text to look for');
    await page.locator('[data-content-preview]').getByText(storedText).first().waitFor();
    // A clause moved down from the keyboard, in Russian.
    await panel.getByRole('button', { name: t('admin.content.blocks.handle', { title: clause.title_ru }) }).focus();
    const saved = reordered(page);
    await page.keyboard.press('ArrowDown');
    expectEqual((await saved).status(), 200, 'the clause moved');
    expectEqual((await listed(page, 'steps')).slice(0, 2).join(), [next.title_ru, clause.title_ru].join(), 'the clauses’ order');

    await panel.getByRole('link', { name: t('admin.content.blocks.edit', { title: clause.title_ru }) }).click();
    const editor = page.locator('#field-text_ru');
    await editor.waitFor();
    await page
      .locator('[data-preview-page]')
      .getByRole('heading', { name: `2. ${clause.title_ru}` })
      .waitFor();
    await expectAccessible(page);

    const toolbar = page
      .locator('.mantine-RichTextEditor-root')
      .filter({ has: editor })
      .getByRole('group', { name: t('admin.rich.toolbar') });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Мы собираем только то, что нужно для записи:');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: t('admin.rich.bullet.list'), exact: true }).click();
    await page.keyboard.type('имя и телефон');
    await page.keyboard.press('Enter');
    await page.keyboard.type('дату рождения');
    // The preview shows the unsaved text as the public page will.
    const preview = page.locator('[data-preview-page]');
    await preview.getByRole('listitem').filter({ hasText: 'дату рождения' }).waitFor();
    await preview.getByText('Мы собираем только то, что нужно для записи:').waitFor();

    const write = page.waitForResponse(
      (response) => ['PUT', 'PATCH'].includes(response.request().method()) && new URL(response.url()).pathname === `/api/v1/content-blocks/${clause.id}`,
    );
    await page.getByRole('button', { name: t('admin.form.save'), exact: true }).click();
    expectEqual((await write).status(), 200, 'the clause saved');
    await page.getByRole('link', { name: t('admin.content.block.back', { title: policy.title_ru }) }).click();
    await page.locator('[data-content-preview]').getByText('дату рождения').waitFor();

    await navigate(page, `${prefix(locale)}/privacy-policy`);
    const section = page.getByRole('region', { name: `2. ${clause.title_ru}` });
    await section.getByRole('listitem').filter({ hasText: 'имя и телефон' }).waitFor();
    expectEqual(errors.join('\n'), '', 'errors in the browser console');
  } finally {
    await restoreOrder(server, blocks);
    await server.database.db.update(content_blocks).set(stored).where(eq(content_blocks.id, clause.id));
  }
});
