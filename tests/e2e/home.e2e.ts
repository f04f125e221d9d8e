import { translate } from '../../app/i18n/catalogs.ts';
import { expect, expectEqual, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';

test('the Ukrainian home page is rendered on the server with demo data', async ({ page }) => {
  const response = await navigate(page, '/');
  // The HTML as sent, before any script ran: the content is already there.
  const html = await response.text();
  expect(html.includes('<html lang="uk" '), 'the document says lang=uk');
  expect(html.includes(translate('ua', 'home.specializations.title')), 'the popular specializations are in the HTML');
  expect(html.includes('Львів'), 'the city selector lists the demo cities in the HTML');

  expectEqual(await page.getAttribute('html', 'lang'), 'uk', '<html lang>');
  expectEqual(await page.title(), translate('ua', 'home.title'), 'page title');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { level: 2, name: translate('ua', 'home.doctors.title') }).waitFor();
  await page.getByRole('heading', { level: 2, name: translate('ua', 'home.clinics.title') }).waitFor();
  const cities = page.getByRole('combobox', { name: translate('ua', 'city.select') });
  await cities.locator('option[value="kyiv"]').waitFor({ state: 'attached' });
  await cities.locator('option[value="lviv"]').waitFor({ state: 'attached' });
  await expectAccessible(page);
});

test('the Russian home page lives under /ru', async ({ page }) => {
  const response = await navigate(page, '/ru');
  const html = await response.text();
  expect(html.includes('<html lang="ru" '), 'the document says lang=ru');
  expect(html.includes('Львов'), 'city names are in Russian');
  expectEqual(await page.getAttribute('html', 'lang'), 'ru', '<html lang>');
  expectEqual(await page.title(), translate('ru', 'home.title'), 'page title');
  await page
    .getByRole('heading', { level: 2, name: translate('ru', 'home.specializations.title') })
    .first()
    .waitFor();
  await expectAccessible(page);
});

/** docs/decisions/177: the home page's doctor cards, on a phone and a laptop. */
test('top doctors: icon buttons side by side, 44 px to tap, cards of a row level; no vets among people', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await navigate(page, '/');
    const section = page.locator('section[aria-labelledby="home-doctors"]');
    const cards = section.locator('article');
    expect((await cards.count()) >= 2, 'the demo data has top doctors');
    const measured = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const favourite = article.querySelector('button[data-favourite]')!.getBoundingClientRect();
        const compare = article.querySelector('button[data-compare]')!.getBoundingClientRect();
        const box = article.getBoundingClientRect();
        const glyphs = Array.from(article.querySelectorAll('button'))
          .map((button) => button.textContent ?? '')
          .join('');
        // The icons are drawn by CSS masks on the buttons' own ::before (docs/decisions/260, 278): no text glyph.
        const icons = Array.from(article.querySelectorAll('button[data-favourite], button[data-compare]')).filter(
          (button) => !button.textContent && getComputedStyle(button, '::before').maskImage.startsWith('url('),
        ).length;
        return { top: Math.round(box.top), height: Math.round(box.height), favourite, compare, glyphs, icons };
      }),
    );
    for (const [index, card] of measured.entries()) {
      expectEqual(Math.round(card.favourite.top), Math.round(card.compare.top), `${width} px, card ${index}: favourite and compare on one row`);
      for (const button of [card.favourite, card.compare])
        expect(button.width >= 44 && button.height >= 44, `${width} px, card ${index}: a 44 px target (${button.width}×${button.height})`);
      expect(!/[♡♥⇄✓]/.test(card.glyphs) && card.icons === 2, `${width} px, card ${index}: icons, not text glyphs`);
    }
    for (const top of new Set(measured.map((card) => card.top))) {
      const heights = new Set(measured.filter((card) => card.top === top).map((card) => card.height));
      expectEqual(heights.size, 1, `${width} px: the cards of the row at ${top} px are level`);
    }
  }
  const popular = (await page.locator('section[aria-labelledby="home-specializations"]').textContent()) ?? '';
  expect(!popular.includes('Ветеринар'), 'popular specialities are for people');
});
