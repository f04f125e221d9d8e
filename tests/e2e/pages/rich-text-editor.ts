import type { Locator, Page } from 'playwright-core';
import { translate, type MessageKey } from '../../../app/i18n/catalogs.ts';
import type { Locale } from '../../../app/i18n/locale.ts';
import { expectEqual } from '../harness.ts';

/** A 1×1 PNG, as a photo a person uploads (the server re-encodes it to WebP). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** What a hostile page pastes from the clipboard: markup that would run if any of it reached a visitor as HTML. */
export const HOSTILE_PASTE =
  '<p>Вставлено з листа<img src="x" onerror="window.__ran = 1"><script>window.__ran = 1</script> <a href="javascript:window.__ran = 1">клік</a></p>' +
  '<p style="mso-list:l0"><b style="font-weight:normal" id="docs-internal-guid-1"><span style="font-weight:700">жирне з документа</span></b></p>';

/** What staff type as plain text that looks like a script: it must reach the page as words. */
export const TYPED_SCRIPT = 'світлобоязнь <script>window.__ran = 1</script>';

/**
 * The site's one rich-text editor (app/components/admin/rich-text-editor.tsx) on a back-office form, used as staff
 * use it: typing, the toolbar's buttons by their names, the link and image dialogs, a paste from elsewhere.
 */
export class RichTextEditorControl {
  readonly editor: Locator;
  readonly toolbar: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
    /** The wire name of the field (`text_ua`). */
    field: string,
  ) {
    this.editor = page.locator(`#field-${field}`);
    this.toolbar = page
      .locator('.mantine-RichTextEditor-root')
      .filter({ has: this.editor })
      .getByRole('group', { name: this.t('admin.rich.toolbar') });
  }

  t(key: MessageKey): string {
    return translate(this.locale, key);
  }

  button(key: MessageKey): Locator {
    return this.toolbar.getByRole('button', { name: this.t(key), exact: true });
  }

  /** A heading, then a bulleted list of `items` (the last one typed as it comes, a script-like text included). */
  async writeHeadingAndList(heading: string, items: readonly string[]): Promise<void> {
    await this.editor.click();
    await this.page.keyboard.type(heading);
    await this.button('admin.rich.h2').click();
    await this.page.keyboard.press('End');
    await this.page.keyboard.press('Enter');
    await this.button('admin.rich.bullet.list').click();
    for (const item of items) {
      await this.page.keyboard.type(item);
      await this.page.keyboard.press('Enter');
    }
    await this.page.keyboard.press('Enter');
  }

  /**
   * Types `sentence`, selects its last word and links it: a `javascript:` address is refused in the dialog first,
   * then `href` is accepted. Ends on a new paragraph.
   */
  async writeLink(sentence: string, href: string): Promise<void> {
    const word = sentence.split(' ').pop() ?? sentence;
    await this.page.keyboard.type(sentence);
    await this.page.keyboard.down('Shift');
    for (let i = 0; i < word.length; i++) await this.page.keyboard.press('ArrowLeft');
    await this.page.keyboard.up('Shift');
    await this.button('admin.rich.link').click();
    const dialog = this.page.getByRole('dialog', { name: this.t('admin.rich.link') });
    await dialog.getByLabel(this.t('admin.rich.link.url')).fill('javascript:window.__ran = 1');
    await dialog.getByRole('button', { name: this.t('admin.form.save') }).click();
    await dialog.getByText(this.t('admin.rich.link.invalid')).waitFor();
    await dialog.getByLabel(this.t('admin.rich.link.url')).fill(href);
    await dialog.getByRole('button', { name: this.t('admin.form.save') }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.page.keyboard.press('End');
    await this.page.keyboard.press('Enter');
  }

  /** Pastes `html` as a clipboard from another program would (Word, Google Docs, a hostile page). */
  async paste(html: string, plain: string): Promise<void> {
    await this.editor.evaluate(
      (element, [markup, text]) => {
        const data = new DataTransfer();
        data.setData('text/html', markup);
        data.setData('text/plain', text);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      [html, plain] as const,
    );
  }

  /** The hostile paste: its document's bold text arrives, nothing else of it matters to the editor. */
  async pasteHostile(): Promise<void> {
    await this.paste(HOSTILE_PASTE, 'Вставлено з листа клік');
    await this.editor.getByText('жирне з документа').waitFor();
  }

  /** Uploads an image through the image dialog; inserting without alt text is refused first. */
  async insertImage(fileName: string, alt: string): Promise<void> {
    await this.button('admin.rich.image').click();
    const dialog = this.page.getByRole('dialog', { name: this.t('admin.rich.image') });
    const chooser = this.page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: this.t('admin.form.image.upload') }).click();
    await (await chooser).setFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: this.t('admin.form.image.preview') }).waitFor();
    await dialog.getByRole('button', { name: this.t('admin.rich.insert') }).click();
    await dialog.getByText(this.t('admin.rich.image.alt.required')).waitFor();
    await dialog.getByLabel(this.t('admin.rich.image.alt')).fill(alt);
    await dialog.getByRole('button', { name: this.t('admin.rich.insert') }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/**
 * On a public page showing a text written with the editor: the typed script-like text is words, the paste's
 * bold kept and its script link gone, and nothing typed or pasted ran.
 */
export async function expectNothingRan(page: Page, text: Locator): Promise<void> {
  await text.getByText(TYPED_SCRIPT).waitFor();
  await text.locator('strong', { hasText: 'жирне з документа' }).waitFor();
  expectEqual(await text.getByRole('link', { name: 'клік' }).count(), 0, 'the pasted script link');
  expectEqual(await page.evaluate(() => (window as { __ran?: number }).__ran), undefined, 'anything typed or pasted ran on the page');
  expectEqual(await text.locator('script, [onerror]').count(), 0, 'script elements or handlers in the text');
}
