import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { translate, type MessageKey } from '../../app/i18n/catalogs.ts';
import { ARTICLE_PUBLISH_JOB } from '../../contracts/blog-articles.ts';
import { articlePublishingJobs } from '../../features/content/article-publishing.ts';
import { findResource } from '../../resources/registry.ts';
import { insertCategory } from '../support/factories/content.ts';
import { WALK_LOCALES, expect, expectEqual, expectEventually, test } from './harness.ts';
import { AdminRecordForm } from './pages/admin-record-form.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectNothingRan, RichTextEditorControl, TYPED_SCRIPT } from './pages/rich-text-editor.ts';
import { expectAccessible } from './support/a11y.ts';
import { signInThroughApi } from './support/accounts.ts';
import { watchErrors } from './support/browser-errors.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

const DAY = 86_400_000;
const articles = findResource('blog/articles')!;

/** Every article address the sitemap lists now (its index, then each articles part). */
async function sitemapArticles(page: Page): Promise<string> {
  const index = await (await page.request.get('/sitemap.xml')).text();
  const parts = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/articles-\d+\.xml)<\/loc>/g)].map((match) => match[1]);
  return (await Promise.all(parts.map(async (part) => (await page.request.get(part)).text()))).join('\n');
}

/**
 * The article's publishing job, queued for its date, run as the queue runs it when that date comes: by the clock
 * the test holds (the server's own worker runs on real time). Only this article's job, so the walks in the other
 * language, running beside this one, keep their own scheduled article until they run theirs.
 */
async function publishWhenDue(server: E2EServer, articleId: number, at: Date): Promise<void> {
  const [job] = await server.database.rows<{ id: number; run_at: Date | string; payload: Record<string, unknown> }>(
    sql`select id, run_at, payload from jobs where kind = ${ARTICLE_PUBLISH_JOB} and status = 'pending' and payload->>'article_id' = ${String(articleId)}`,
  );
  expect(job && new Date(job.run_at).getTime() === at.getTime(), "the publishing job is queued for the article's date");
  const handler = articlePublishingJobs(() => new Date(at.getTime() + 60_000))[ARTICLE_PUBLISH_JOB];
  await server.running.database.db.transaction((tx) => handler(tx, job.payload, { id: job.id, kind: ARTICLE_PUBLISH_JOB, attempts: 0 }));
}

/** Saves the open article form and answers the saved record's id and slug. */
async function saveArticle(page: Page, screen: AdminResourcePage, kind: 'add' | 'edit'): Promise<{ id: number; slug: string; status: string }> {
  const methods = kind === 'add' ? ['POST'] : ['PUT', 'PATCH'];
  const answer = page.waitForResponse(
    (response) => methods.includes(response.request().method()) && /^\/api\/v1\/blog\/articles(\/\d+)?$/.test(new URL(response.url()).pathname),
  );
  await screen.save();
  const response = await answer;
  expectEqual(response.status(), kind === 'add' ? 201 : 200, `status of the article's ${kind} save`);
  return ((await response.json()) as { data: { id: number; slug: string; status: string } }).data;
}

/**
 * Issue 28 part 2 (docs/decisions/285): staff write an article in the blog's screens with the site's one editor —
 * a heading, a list, an uploaded image with alt text, a link, a script-like text typed and a hostile paste —,
 * preview its page while it is a draft, publish it and find it on /blogs, on its category's page and in the
 * sitemap; and schedule another and see it appear when its date comes (its publishing job run by a clock the
 * test holds). What the server decides (reading time, slugs, statuses, refusals) is the API test's
 * (server/api/blog-articles.test.ts); the preview's refusal to visitors is the page test's (tests/ssr/article-preview.test.ts).
 */
for (const locale of WALK_LOCALES) {
  test(`${locale}: staff write, preview and publish a blog article, and visitors find it on the blog, its category and the sitemap`, async ({
    page,
    server,
  }) => {
    const errors = watchErrors(page);
    const t = (key: MessageKey) => translate(locale, key);
    const prefix = locale === 'ua' ? '' : '/ru';
    const mark = randomInt(100_000, 999_999);
    const category = await insertCategory(server.database.db, { slug: `e2e-son-${mark}`, name_ua: `Сон ${mark}`, name_ru: `Сон ${mark}` });
    const name = `Як заснути ${mark}`;
    const names = { ua: name, ru: `Как уснуть ${mark}` };
    await signInThroughApi(page.context(), server, 'admins');
    const screen = new AdminResourcePage(page, server.url, 'blog/articles', locale);
    const form = new AdminRecordForm(page, articles, locale);

    // Written as a draft, the slug left to the server.
    await navigate(page, `${prefix}/admins/blog/articles/add`);
    await form.fill({ name_ua: names.ua, name_ru: names.ru, category_id: { search: category.name_ua, id: category.id } });
    await expectAccessible(page);
    await page.getByRole('tab', { name: t('admin.form.group.text') }).click();
    await page.locator('#field-intro_ua').fill('Пʼять звичок для доброго сну.');
    const editor = new RichTextEditorControl(page, locale, 'text_ua');
    await editor.toolbar.waitFor();
    await editor.writeHeadingAndList('Режим сну', ['лягайте в один час', TYPED_SCRIPT]);
    await editor.writeLink('Запишіться до сомнолога', '/doctors');
    await editor.pasteHostile();
    await editor.insertImage('sleep.png', 'Спальня з приглушеним світлом');
    await expectAccessible(page);
    await page.getByRole('tab', { name: t('admin.form.group.seo') }).click();
    await expectAccessible(page);
    const draft = await saveArticle(page, screen, 'add');
    expectEqual(draft.status, 'draft', 'a new article starts as a draft');
    await page.waitForURL(new RegExp(`/admins/blog/articles/${draft.id}$`));
    expectEqual((await page.request.get(`${prefix}/blogs/${draft.slug}`)).status(), 404, "a draft's public page");

    // The preview: the public page's own component, for staff only.
    const preview = page.getByRole('link', { name: t('admin.article.preview') });
    const previewPath = await preview.getAttribute('href');
    expectEqual(previewPath, `${prefix}/blogs/preview/${draft.id}`, 'the preview address');
    await navigate(page, previewPath!);
    const previewText = page.locator('main');
    await previewText.getByText(t('content.article.preview.banner')).waitFor();
    await previewText.getByRole('heading', { level: 1, name: names[locale] }).waitFor();
    await previewText.getByRole('heading', { level: 2, name: 'Режим сну' }).waitFor();
    await expectNothingRan(page, previewText);
    await expectAccessible(page);

    // Published: on the blog, its category's page and in the sitemap at once.
    await navigate(page, `${prefix}/admins/blog/articles/${draft.id}`);
    await form.heading('edit', t('resources.blog/articles.plural')).waitFor();
    await form.fill({ status: 'active' });
    expectEqual((await saveArticle(page, screen, 'edit')).status, 'active', 'the published status');
    await navigate(page, `${prefix}/blogs`);
    await page.locator('main').getByRole('link', { name: names[locale] }).first().waitFor();
    await navigate(page, `${prefix}/blogs?category=${category.slug}`);
    await page.locator('main').getByRole('link', { name: names[locale] }).first().waitFor();
    expect((await sitemapArticles(page)).includes(`/blogs/${draft.slug}`), 'the published article is in the sitemap');
    await navigate(page, `${prefix}/blogs/${draft.slug}`);
    const text = page.locator('main');
    await text.getByRole('heading', { level: 2, name: 'Режим сну' }).waitFor();
    expectEqual(await text.getByRole('listitem').filter({ hasText: 'лягайте в один час' }).count(), 1, 'the list item');
    expectEqual(await text.getByRole('link', { name: 'сомнолога' }).getAttribute('href'), `${prefix}/doctors`, 'the link the editor made');
    const image = text.getByRole('img', { name: 'Спальня з приглушеним світлом' });
    expect((await image.getAttribute('src'))?.startsWith('/media/uploads/'), 'the uploaded image is ours');
    await expectNothingRan(page, text);

    expectEqual(errors.join('\n'), '', 'errors in the browser console');
  });
  // With one walk language (the suite's default) the schedule is walked in the other, so both are proven.
  const scheduleLocale = WALK_LOCALES.length === 1 ? (locale === 'ua' ? 'ru' : 'ua') : locale;
  test(`${scheduleLocale}: an article staff schedule appears on its category page and in the sitemap when its date comes`, async ({ page, server }) => {
    const locale = scheduleLocale;
    const errors = watchErrors(page);
    const t = (key: MessageKey) => translate(locale, key);
    const prefix = locale === 'ua' ? '' : '/ru';
    const mark = randomInt(100_000, 999_999);
    const category = await insertCategory(server.database.db, { slug: `e2e-zyma-${mark}`, name_ua: `Зима ${mark}`, name_ru: `Зима ${mark}` });
    const later = { ua: `Сон узимку ${mark}`, ru: `Сон зимой ${mark}` };
    await signInThroughApi(page.context(), server, 'admins');
    const screen = new AdminResourcePage(page, server.url, 'blog/articles', locale);
    const form = new AdminRecordForm(page, articles, locale);

    // Published with a day to come: scheduled, not on the blog until the publishing job runs at that date.
    const at = new Date(Date.now() + 2 * DAY);
    at.setSeconds(0, 0);
    await navigate(page, `${prefix}/admins/blog/articles/add`);
    await form.fill({ name_ua: later.ua, name_ru: later.ru, category_id: { search: category.name_ua, id: category.id }, status: 'active' });
    // The date as the browser's own date-and-time control takes it: in the browser's time zone.
    const offsetMinutes = await page.evaluate((iso) => new Date(iso).getTimezoneOffset(), at.toISOString());
    const typed = new Date(at.getTime() - offsetMinutes * 60_000).toISOString().slice(0, 16);
    await page.locator('#field-published_at').fill(typed);
    await page.getByRole('tab', { name: t('admin.form.group.text') }).click();
    const second = new RichTextEditorControl(page, locale, 'text_ua');
    await second.editor.click();
    await page.keyboard.type('Взимку спальню провітрюють перед сном.');
    const scheduled = await saveArticle(page, screen, 'add');
    expectEqual(scheduled.status, 'scheduled', 'a publication date to come schedules the article');
    await page.getByRole('tab', { name: t('admin.form.group.general') }).click();
    // The saved record's form is filled in again once it has loaded.
    await expectEventually(() => page.locator('#field-status').inputValue(), t('handbook.article_statuses.scheduled'), 'the status the form shows');
    await navigate(page, `${prefix}/blogs?category=${category.slug}`);
    expectEqual(await page.locator('main').getByRole('link', { name: later[locale] }).count(), 0, 'the scheduled article on its category page before its date');
    expect(!(await sitemapArticles(page)).includes(`/blogs/${scheduled.slug}`), 'the scheduled article is not in the sitemap before its date');

    await publishWhenDue(server, scheduled.id, at);
    await navigate(page, `${prefix}/blogs?category=${category.slug}`);
    await page.locator('main').getByRole('link', { name: later[locale] }).first().waitFor();
    expect((await sitemapArticles(page)).includes(`/blogs/${scheduled.slug}`), 'the article is in the sitemap once its date came');
    expectEqual(errors.join('\n'), '', 'errors in the browser console');
  });
}
