import { randomInt } from 'node:crypto';
import { translate } from '../../app/i18n/catalogs.ts';
import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectNothingRan, RichTextEditorControl, TYPED_SCRIPT } from './pages/rich-text-editor.ts';
import { expectAccessible } from './support/a11y.ts';
import { signInThroughApi } from './support/accounts.ts';
import { watchErrors } from './support/browser-errors.ts';
import { navigate } from './support/navigation.ts';

/**
 * Issue 28 part 1: staff write a long text with the one editor of the site (docs/decisions/284), by keyboard and
 * toolbar, with a link, an uploaded image and its alt text, and a paste from elsewhere; the public page shows it
 * as written and nothing typed or pasted ever runs there. What the server refuses is the API test's
 * (server/api/directory-diseases.test.ts); the page's markup is the page test's (tests/ssr/content-pages.test.ts).
 * The blog's walk (blog-admin.e2e.ts) writes an article with the same editor steps (pages/rich-text-editor.ts).
 */
for (const locale of WALK_LOCALES) {
  test(`${locale}: staff write a disease with a heading, a list, a link, an uploaded image and a paste, and its page shows it with nothing run`, async ({
    page,
    server,
  }) => {
    const errors = watchErrors(page);
    const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(locale, key, values);
    const mark = randomInt(100_000, 999_999);
    const slug = `e2e-editor-${mark}`;
    await signInThroughApi(page.context(), server, 'admins');
    const screen = new AdminResourcePage(page, server.url, 'directory-diseases', locale);
    await navigate(page, `${locale === 'ua' ? '' : '/ru'}/admins/directory-diseases/add`);
    await page.locator('#field-name_ua').fill(`Мігрень ${mark}`);
    await page.locator('#field-name_ru').fill(`Мигрень ${mark}`);
    await page.locator('#field-slug').fill(slug);

    await page.getByRole('tab', { name: t('admin.form.group.text') }).click();
    const editor = new RichTextEditorControl(page, locale, 'text_ua');
    await editor.toolbar.waitFor();
    await expectAccessible(page);

    await editor.writeHeadingAndList('Симптоми', ['нудота', TYPED_SCRIPT]);
    await editor.writeLink('Запишіться до невролога', '/doctors');
    await editor.pasteHostile();
    await editor.insertImage('mri.png', 'Знімок МРТ головного мозку');

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/directory-diseases',
    );
    await screen.save();
    expectEqual((await saved).status(), 201, 'status of the save');

    await navigate(page, `${locale === 'ua' ? '' : '/ru'}/directory-diseases/${slug}`);
    const text = page.locator('main');
    await text.getByRole('heading', { level: 2, name: 'Симптоми' }).waitFor();
    expectEqual(await text.getByRole('listitem').filter({ hasText: 'нудота' }).count(), 1, 'the list item');
    expectEqual(
      await text.getByRole('link', { name: 'невролога' }).getAttribute('href'),
      `${locale === 'ua' ? '' : '/ru'}/doctors`,
      'the link the editor made',
    );
    const image = text.getByRole('img', { name: 'Знімок МРТ головного мозку' });
    expect((await image.getAttribute('src'))?.startsWith('/media/uploads/'), 'the uploaded image is ours');
    // The browser picks a copy its width needs from the image's srcset, and it loads.
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction((element) => element instanceof HTMLImageElement && element.complete && element.currentSrc !== '', await image.elementHandle());
    const chosen = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(/\/media\/uploads\/[0-9a-f]{32}\.webp(\?w=\d+)?$/.test(chosen), `a copy from the srcset: ${chosen}`);
    const copy = await page.context().request.get(chosen);
    expectEqual(`${copy.status()} ${copy.headers()['content-type']}`, '200 image/webp', 'the chosen copy is served');
    await expectNothingRan(page, text);
    expectEqual(errors.join('\n'), '', 'errors in the browser console');
  });
}
