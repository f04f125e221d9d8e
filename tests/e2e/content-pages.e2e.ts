import type { Locator, Page } from 'playwright-core';
import { catalogs } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { EXTRA_PAGES } from '../../db/demo-data/pages.ts';
import { expect, expectEqual, test, WALK_LOCALES } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/**
 * The content screens of SPEC §2 on the demo data, walked in `WALK_LOCALES`: each renders on the server with
 * data, is axe clean, and the public forms (article comment, support request, ambulance request) show the
 * server's confirmation. The Russian pages with their Russian data and titles are tests/ssr/content-pages.test.ts's,
 * their interface languages.e2e.ts's.
 */

type Key = keyof typeof catalogs.ua;

function text(locale: Locale, key: Key, params: Record<string, string | number> = {}): string {
  return catalogs[locale][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const path = (locale: Locale, to: string) => (locale === 'ua' ? to : `/ru${to}`);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label text; required ones carry a hidden " *" after it. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));

const heading1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a page, checks its one h1 and that the page is axe clean. */
async function openPage(page: Page, to: string, h1: string): Promise<void> {
  await navigate(page, to);
  expectEqual(await heading1(page).count(), 1, `one h1 on ${to}`);
  expectEqual((await heading1(page).innerText()).trim(), h1, `h1 of ${to}`);
  await expectAccessible(page);
}

/** The grid of cards (promotions, articles) in the page's main content. */
const cardList = (page: Page) =>
  page
    .getByRole('main')
    .locator('ul')
    .filter({ has: page.locator('article') })
    .first();

/** Follows the first card of a list to its page (a real client navigation) and checks the page's h1 is the card's name. */
async function openFirstCard(page: Page, list: Locator): Promise<string> {
  const link = list.locator('article h2 a').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await waitForHydration(page);
  return name;
}

for (const locale of WALK_LOCALES) {
  test(`${locale}: promotions list and a promotion with its participants`, async ({ page }) => {
    await openPage(page, path(locale, '/promotions'), text(locale, 'content.promotions.title'));
    expectEqual(await page.title(), text(locale, 'content.promotions.meta.title'), 'promotions title');
    const cards = cardList(page);
    expect((await cards.locator('article').count()) > 0, 'the demo promotions are listed');

    const name = await openFirstCard(page, cards);
    expect(page.url().includes(path(locale, '/promotions/')), `a promotion page: ${page.url()}`);
    expectEqual(await page.title(), text(locale, 'content.promotion.meta.title', { name }), 'promotion title');
    await page.getByRole('heading', { level: 2, name: text(locale, 'content.promotion.participants') }).waitFor();
    const booking = page.getByRole('link', { name: new RegExp(`^${escape(text(locale, 'content.participant.book.label', { name: '' }))}`) });
    expect((await booking.count()) > 0, 'each participant can be booked');
    expect((await page.locator('del').count()) > 0, 'participants show the regular price struck through');
    await expectAccessible(page);
  });

  test(`${locale}: blog with a category filter, and an article with author, comments and related reading`, async ({ page }) => {
    await openPage(page, path(locale, '/blogs'), text(locale, 'content.blog.title'));
    const categories = page.getByRole('navigation', { name: text(locale, 'content.blog.categories') });
    const category = categories.getByRole('link').nth(1);
    const categoryName = (await category.innerText()).trim();
    await category.click();
    await page.waitForURL(/category=/);
    await categories.getByRole('link', { name: categoryName }).and(page.locator('[aria-current="page"]')).waitFor();
    expectEqual(await page.title(), text(locale, 'content.blog.meta.title.filtered', { filter: categoryName }), 'filtered blog title');
    await expectAccessible(page);

    await openFirstCard(page, cardList(page));
    await page.getByRole('complementary', { name: text(locale, 'content.article.people') }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`^${escape(text(locale, 'content.comments.title', { n: 'X' })).replace('X', '\\d+')}$`) })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: text(locale, 'content.article.related') }).waitFor();
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']));
    expect(types.includes('Article') && types.includes('BreadcrumbList'), `Article and BreadcrumbList markup: ${types.join(', ')}`);
    await expectAccessible(page);
  });

  test(`${locale}: disease reference, a search, and a disease with the doctors to book`, async ({ page }) => {
    await openPage(page, path(locale, '/directory-diseases'), text(locale, 'content.diseases.title'));
    const search = page.getByRole('search');
    await field(search, text(locale, 'content.diseases.search.label')).fill('гастр');
    await search.getByRole('button', { name: text(locale, 'content.diseases.search.submit') }).click();
    await page.waitForURL(/q=/);
    await page
      .getByRole('status')
      .filter({ hasText: text(locale, 'content.diseases.search.reset') })
      .waitFor();
    await expectAccessible(page);

    const disease = page.getByRole('main').locator('section ul a').first();
    const name = (await disease.innerText()).trim();
    await disease.click();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await waitForHydration(page);
    const book = page.getByRole('complementary').getByRole('link');
    expect(/\/doctors\/[a-z0-9-]+$/.test((await book.getAttribute('href')) ?? ''), 'the disease links to its specialization listing');
    await expectAccessible(page);
  });

  test(`${locale}: about-us, for-partners, conference and the legal pages show their blocks from the database`, async ({ page }) => {
    await openPage(page, path(locale, '/about-us'), locale === 'ua' ? 'Про нас' : 'О нас');
    await page.getByRole('heading', { level: 2, name: text(locale, 'content.section.advantages') }).waitFor();
    expect((await page.getByRole('heading', { level: 3 }).count()) >= 4, 'the advantages are listed');
    await openPage(page, path(locale, '/for-partners'), 'Партнерам');
    await page.getByRole('heading', { level: 2, name: text(locale, 'content.section.dashboard_features') }).waitFor();
    for (const seeded of EXTRA_PAGES) {
      const title = seeded.title[locale === 'ua' ? 0 : 1];
      await openPage(page, path(locale, `/${seeded.slug}`), title);
      const firstBlock = seeded.blocks[0].title[locale === 'ua' ? 0 : 1];
      await page.getByText(firstBlock).first().waitFor();
    }
  });

  test(`${locale}: /conference leads to doctors who consult online and to the waiting room, and says how a visit goes`, async ({ page }) => {
    await openPage(page, path(locale, '/conference'), EXTRA_PAGES.find((seeded) => seeded.slug === 'conference')!.title[locale === 'ua' ? 0 : 1]);
    const actions = page.getByRole('group', { name: text(locale, 'conference.actions') });
    const find = actions.getByRole('link', { name: text(locale, 'conference.action.find') });
    expect(/\/doctors\/[a-z0-9-]+$/.test((await find.getAttribute('href')) ?? ''), 'the doctors listing filtered to online consultations');
    expectEqual(
      await actions.getByRole('link', { name: text(locale, 'conference.action.room') }).getAttribute('href'),
      path(locale, '/patients/video-consultation'),
      'the waiting room',
    );
    const steps = page.getByRole('region', { name: text(locale, 'conference.how.title') }).getByRole('listitem');
    expectEqual(await steps.count(), 4, 'four steps of a visit');
    await steps
      .nth(1)
      .getByText(text(locale, 'conference.how.waiting.text', { minutes: 15 }))
      .waitFor();
    await expectAccessible(page);

    // The listing it leads to has doctors to show.
    await find.click();
    await page.waitForURL((url) => /\/doctors\/[a-z0-9-]+$/.test(url.pathname));
    await page.getByRole('main').locator('article').first().waitFor();
  });

  test(`${locale}: the support page puts 103 first and offers all three forms`, async ({ page }) => {
    await openPage(page, path(locale, '/support'), text(locale, 'content.support.title'));
    const emergency = page.getByRole('region', { name: text(locale, 'content.emergency.title') });
    await emergency.getByText(text(locale, 'content.emergency.warning')).waitFor();
    expectEqual(await emergency.getByRole('link', { name: text(locale, 'content.emergency.call') }).getAttribute('href'), 'tel:103', 'the call link');
    await page.getByRole('region', { name: text(locale, 'content.support.form.title') }).waitFor();
    await page.getByRole('region', { name: text(locale, 'content.callback.title') }).waitFor();
  });
}

test('an unknown promotion, article or disease is the 404 screen', async ({ page }) => {
  for (const to of ['/promotions/no-such-promotion', '/ru/blogs/no-such-article', '/directory-diseases/no-such-disease']) {
    await navigate(page, to, { status: 404 });
    await heading1(page)
      .filter({ hasText: text(to.startsWith('/ru') ? 'ru' : 'ua', 'not.found.title') })
      .waitFor();
  }
});

test('ua: a blog comment keeps the input on a refusal and shows the moderation message when sent', async ({ page }) => {
  await navigate(page, '/blogs');
  await openFirstCard(page, cardList(page));
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: text('ua', 'content.comment.form.title') }) });
  await field(form, text('ua', 'content.form.name')).fill('Олена');
  await field(form, text('ua', 'content.form.phone')).fill('12345');
  await field(form, text('ua', 'content.comment.text')).fill('Дуже корисна стаття, дякую!');
  await form.getByRole('button', { name: text('ua', 'content.comment.submit') }).click();
  await form.getByText(text('ua', 'validation.phone')).waitFor();
  expectEqual(await field(form, text('ua', 'content.form.name')).inputValue(), 'Олена', 'the name stays after a refusal');
  await expectAccessible(page);

  await field(form, text('ua', 'content.form.phone')).fill('+380 67 123 45 67');
  await form.getByRole('button', { name: text('ua', 'content.comment.submit') }).click();
  await form
    .getByRole('status')
    .filter({ hasText: text('ua', 'feedback.article-comment.received') })
    .waitFor();
  expectEqual(await field(form, text('ua', 'content.comment.text')).inputValue(), '', 'the form is ready for another comment');
});

test('ru: a support request shows its number in the confirmation', async ({ page }) => {
  await navigate(page, '/ru/support?topic=technical_issue');
  const form = page.locator('#support-form form');
  expectEqual(await field(form, text('ru', 'content.support.topic')).inputValue(), 'technical_issue', 'the topic from the link');
  await field(form, text('ru', 'content.form.name')).fill('Ирина');
  await field(form, text('ru', 'content.support.message')).fill('Не приходит SMS с кодом.');
  await form.getByRole('button', { name: text('ru', 'content.support.submit') }).click();
  await form.getByText(text('ru', 'feedback.contact.required')).first().waitFor();
  await field(form, text('ru', 'content.form.email')).fill('irina@vizyt.test');
  await form.getByRole('button', { name: text('ru', 'content.support.submit') }).click();
  const confirmation = form.getByRole('status');
  await confirmation.waitFor();
  expect(/№\d+/.test(await confirmation.innerText()), `the confirmation names the request: ${await confirmation.innerText()}`);
  await expectAccessible(page);
});

test('ua: an ambulance request is confirmed and says to call 103', async ({ page }) => {
  await navigate(page, '/support');
  const form = page.locator('#emergency form');
  await field(form, text('ua', 'content.emergency.patient')).fill('Петро');
  await field(form, text('ua', 'content.form.phone')).fill('+380 50 765 43 21');
  await form.getByRole('button', { name: text('ua', 'content.emergency.submit') }).click();
  await form
    .getByRole('status')
    .filter({ hasText: text('ua', 'feedback.emergency.received') })
    .waitFor();
  await expectAccessible(page);
});
