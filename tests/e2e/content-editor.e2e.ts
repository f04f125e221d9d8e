import { randomInt } from 'node:crypto';
import { translate } from '../../app/i18n/catalogs.ts';
import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { signInThroughApi } from './support/accounts.ts';
import { watchErrors } from './support/browser-errors.ts';
import { navigate } from './support/navigation.ts';

/** A 1×1 PNG, as a photo a person uploads (the server re-encodes it to WebP). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** What a hostile page pastes from the clipboard: markup that would run if any of it reached a visitor as HTML. */
const HOSTILE_PASTE =
  '<p>Вставлено з листа<img src="x" onerror="window.__ran = 1"><script>window.__ran = 1</script> <a href="javascript:window.__ran = 1">клік</a></p>' +
  '<p style="mso-list:l0"><b style="font-weight:normal" id="docs-internal-guid-1"><span style="font-weight:700">жирне з документа</span></b></p>';

/**
 * Issue 28 part 1: staff write a long text with the one editor of the site (docs/decisions/284), by keyboard and
 * toolbar, with a link, an uploaded image and its alt text, and a paste from elsewhere; the public page shows it
 * as written and nothing typed or pasted ever runs there. What the server refuses is the API test's
 * (server/api/directory-diseases.test.ts); the page's markup is the page test's (tests/ssr/content-pages.test.ts).
 */
for (const locale of WALK_LOCALES) {
  test(`${locale}: staff write a disease with a heading, a list, a link, an uploaded image and a paste, and its page shows it with nothing run`, async ({ page, server }) => {
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
    const editor = page.locator('#field-text_ua');
    const toolbar = page.locator('.mantine-RichTextEditor-root').filter({ has: editor }).getByRole('group', { name: t('admin.rich.toolbar') });
    await expectAccessible(page);

    await editor.click();
    await page.keyboard.type('Симптоми');
    await toolbar.getByRole('button', { name: t('admin.rich.h2'), exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: t('admin.rich.bullet.list'), exact: true }).click();
    await page.keyboard.type('нудота');
    await page.keyboard.press('Enter');
    await page.keyboard.type('світлобоязнь <script>window.__ran = 1</script>');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Запишіться до невролога');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'невролога'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await toolbar.getByRole('button', { name: t('admin.rich.link'), exact: true }).click();
    const linkDialog = page.getByRole('dialog', { name: t('admin.rich.link') });
    await linkDialog.getByLabel(t('admin.rich.link.url')).fill('javascript:window.__ran = 1');
    await linkDialog.getByRole('button', { name: t('admin.form.save') }).click();
    await linkDialog.getByText(t('admin.rich.link.invalid')).waitFor();
    await linkDialog.getByLabel(t('admin.rich.link.url')).fill('/doctors');
    await linkDialog.getByRole('button', { name: t('admin.form.save') }).click();
    await linkDialog.waitFor({ state: 'detached' });
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');

    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Вставлено з листа клік');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, HOSTILE_PASTE);
    await editor.getByText('жирне з документа').waitFor();

    await toolbar.getByRole('button', { name: t('admin.rich.image'), exact: true }).click();
    const imageDialog = page.getByRole('dialog', { name: t('admin.rich.image') });
    const chooser = page.waitForEvent('filechooser');
    await imageDialog.getByRole('button', { name: t('admin.form.image.upload') }).click();
    await (await chooser).setFiles({ name: 'mri.png', mimeType: 'image/png', buffer: PNG });
    await imageDialog.getByRole('img', { name: t('admin.form.image.preview') }).waitFor();
    await imageDialog.getByRole('button', { name: t('admin.rich.insert') }).click();
    await imageDialog.getByText(t('admin.rich.image.alt.required')).waitFor();
    await imageDialog.getByLabel(t('admin.rich.image.alt')).fill('Знімок МРТ головного мозку');
    await imageDialog.getByRole('button', { name: t('admin.rich.insert') }).click();
    await imageDialog.waitFor({ state: 'detached' });

    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/directory-diseases');
    await screen.save();
    expectEqual((await saved).status(), 201, 'status of the save');

    await navigate(page, `${locale === 'ua' ? '' : '/ru'}/directory-diseases/${slug}`);
    const text = page.locator('main');
    await text.getByRole('heading', { level: 2, name: 'Симптоми' }).waitFor();
    expectEqual(await text.getByRole('listitem').filter({ hasText: 'нудота' }).count(), 1, 'the list item');
    await text.getByText('світлобоязнь <script>window.__ran = 1</script>').waitFor();
    expectEqual(await text.getByRole('link', { name: 'невролога' }).getAttribute('href'), `${locale === 'ua' ? '' : '/ru'}/doctors`, 'the link the editor made');
    const image = text.getByRole('img', { name: 'Знімок МРТ головного мозку' });
    expect((await image.getAttribute('src'))?.startsWith('/media/uploads/'), 'the uploaded image is ours');
    await text.locator('strong', { hasText: 'жирне з документа' }).waitFor();
    expectEqual(await text.getByRole('link', { name: 'клік' }).count(), 0, 'the pasted script link');
    expectEqual(await page.evaluate(() => (window as { __ran?: number }).__ran), undefined, 'anything typed or pasted ran on the page');
    expectEqual(await page.locator('main script, main [onerror]').count(), 0, 'script elements or handlers in the text');
    expectEqual(errors.join('\n'), '', 'errors in the browser console');
  });
}
