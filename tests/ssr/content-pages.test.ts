import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../app/i18n/catalogs.ts';
import { linkHref, SSR_ORIGIN, startSsrServer, type SsrServer } from './ssr-server.ts';
import {
  createArticle as insertArticle,
  createDisease as insertDisease,
  insertAuthor,
  insertCategory,
  insertComment,
  insertContentPage,
  insertPromotion,
  insertTag,
} from '../support/factories/content.ts';
import { createDoctor, createDoctorFeature, createInstitution, createService, createSpecialization } from '../support/factories.ts';
import { eq } from 'drizzle-orm';
import { documentOfText, type RichDocument } from '../../contracts/rich-text.ts';
import { content_blocks, content_pages, diseases } from '../../db/schema/index.ts';
import { htmlToDocument } from '../../db/html/html-to-document.ts';
import { createPageBlocks } from '../../features/content/page-blocks.ts';
import { roles } from '../../server/api/testing.ts';

/**
 * The content pages through the real server: production build, Fastify, React Router SSR, and a test
 * database with one of each kind of record (features/content/content.fixtures.ts).
 */
let server: SsrServer;
const ORIGIN = SSR_ORIGIN;

beforeAll(async () => {
  server = await startSsrServer(async (database) => {
    const { db } = database;
    const specialization = await createSpecialization(db, {
      slug: 'kardiolohiia',
      code: 'cardiology',
      name_ua: 'Кардіологія',
      name_ru: 'Кардиология',
      doctor_name_ua: 'Кардіолог',
      doctor_name_ru: 'Кардиолог',
    });
    const doctor = await createDoctor(db, { specialization, institution: await createInstitution(db) });
    const service = await createService(db, { doctor, specialization_id: specialization.id, cost: 80_000 });
    const promotion = await insertPromotion(db, { slug: 'heart-check', name_ua: 'Перевірка серця', name_ru: 'Проверка сердца', service, discounted: 60_000 });
    await insertPromotion(db, { slug: 'finished', start_at: new Date(Date.now() - 9e8), end_at: new Date(Date.now() - 1e6) });
    const category = await insertCategory(db, { slug: 'heart', name_ua: 'Серце', name_ru: 'Сердце' });
    const article = await insertArticle(db, {
      slug: 'pressure',
      name_ua: 'Тиск удома',
      name_ru: 'Давление дома',
      category_id: category.id,
      author_id: (await insertAuthor(db)).id,
      tags: [await insertTag(db, { code: 'tysk' })],
      text_ua: htmlToDocument('<p>Абзац.</p><script>alert("x")</script><p><a href="javascript:alert(1)">клік</a></p>') ?? undefined,
    });
    await insertComment(db, article, { author_name: 'Оксана', text: '<b>Корисно</b>' });
    await insertDisease(db, {
      slug: 'hipertoniia',
      name_ua: 'Гіпертонія',
      name_ru: 'Гипертония',
      specialization_id: specialization.id,
      articles: [article],
      promotionIds: [promotion.id],
    });
    await insertContentPage(db, {
      slug: 'about-us',
      title_ua: 'Про нас',
      title_ru: 'О нас',
      blocks: [
        { section: 'advantages', title_ua: 'Перевірені лікарі', title_ru: 'Проверенные врачи', icon: 'certificate' },
        { section: 'advantages', title_ua: 'Чесні відгуки', title_ru: 'Честные отзывы', icon: 'message-star' },
        { section: 'advantages', title_ua: 'Запис за хвилину', title_ru: 'Запись за минуту', icon: 'calendar-check' },
      ],
    });
    await insertContentPage(db, {
      slug: 'conference',
      title_ua: 'Відеоконсультації з лікарем',
      title_ru: 'Видеоконсультации с врачом',
      blocks: [{ section: 'steps', title_ua: 'Оберіть лікаря', title_ru: 'Выберите врача' }],
    });
    await createDoctorFeature(db, { code: 'online_consultation', slug: 'onlain-konsultatsiia' });
    await insertContentPage(db, {
      slug: 'privacy-policy',
      title_ua: 'Політика конфіденційності',
      title_ru: 'Политика конфиденциальности',
      blocks: [{ section: 'steps', title_ua: 'Які дані', title_ru: 'Какие данные', text_ua: documentOfText('Імʼя і телефон.') }],
    });
  });
}, 240_000);

afterAll(() => server?.close());

const page = (url: string, headers?: Record<string, string>) => server.page(url, headers);

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1s = (html: string) => html.match(/<h1[\s>]/g) ?? [];
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => (JSON.parse(match[1]) as { '@type': string })['@type']);

describe('content pages', () => {
  it.each([
    ['/promotions', 'Акції та знижки на прийом у лікаря | Vizyt', 'Перевірка серця'],
    ['/promotions/heart-check', 'Перевірка серця | Акції Vizyt', '600\u202f₴'],
    ['/blogs', 'Блог про здоровʼя від лікарів | Vizyt', 'Тиск удома'],
    ['/blogs/pressure', 'Тиск удома | Блог Vizyt', 'Оксана'],
    ['/directory-diseases', 'Довідник хвороб: симптоми, причини, лікування | Vizyt', 'Гіпертонія'],
    ['/directory-diseases/hipertoniia', 'Гіпертонія: симптоми, причини та лікування | Vizyt', 'href="/doctors/kardiolohiia"'],
    ['/about-us', 'Про нас | Vizyt', 'Перевірені лікарі'],
    ['/privacy-policy', 'Політика конфіденційності | Vizyt', '1. Які дані'],
    ['/support', 'Служба підтримки Vizyt: звернення, зворотний дзвінок, виклик швидкої', 'href="tel:103"'],
  ])('%s is rendered on the server with its data, one h1, breadcrumbs and cache headers', async (url, expectedTitle, content) => {
    const { status, html, headers } = await page(url);
    expect(status).toBe(200);
    expect(title(html)).toBe(expectedTitle);
    expect(html).toContain(content);
    expect(h1s(html)).toHaveLength(1);
    expect(jsonLdTypes(html)[0]).toBe('BreadcrumbList');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}${url}`);
    expect(linkHref(html, 'alternate', 'ru')).toBe(`${ORIGIN}/ru${url}`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${url}"/>`);
    expect(headers['cache-control']).toBe('public, no-cache');
    expect(headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(html.slice(html.indexOf('<body'))).not.toMatch(/<style[\s>]/);
  });

  it.each([
    ['ua', '', 'Знайти лікаря з онлайн-консультаціями', 'Увійти до своєї зали очікування', 'Зала очікування відкривається за 15 хв'],
    ['ru', '/ru', 'Найти врача с онлайн-консультациями', 'Войти в свой зал ожидания', 'Зал ожидания открывается за 15 мин'],
  ])('%s: /conference leads to doctors who consult online and to the waiting room, and says how a visit goes', async (_, prefix, find, room, waiting) => {
    const { status, html } = await page(`${prefix}/conference`);
    expect(status).toBe(200);
    expect(h1s(html)).toHaveLength(1);
    const action = (name: string) => {
      const tag = new RegExp(`<a [^>]*data-action="${name}"[^>]*>(.*?)</a>`).exec(html);
      return { href: /href="?([^"\s>]*)/.exec(tag?.[0] ?? '')?.[1], label: tag?.[1].replace(/<[^>]+>/g, '') };
    };
    expect(action('find-doctor')).toEqual({ href: `${prefix}/doctors/onlain-konsultatsiia`, label: find });
    expect(action('waiting-room')).toEqual({ href: `${prefix}/patients/video-consultation`, label: room });
    expect(html).toContain(waiting);
    expect(html.match(/data-step=/g)).toHaveLength(4);
    // The promise of a button that never existed is gone.
    expect(html).not.toMatch(/Почати консультацію|Начать консультацию/);
  });

  // The Russian pages, each with its Russian data and titles (the browser walks them in Ukrainian).
  const ru = (key: MessageKey, values?: Record<string, string>) => translate('ru', key, values);
  it.each([
    ['/promotions', ru('content.promotions.meta.title'), 'Проверка сердца'],
    ['/promotions/heart-check', ru('content.promotion.meta.title', { name: 'Проверка сердца' }), ru('content.promotion.participants')],
    ['/blogs', ru('content.blog.meta.title'), 'Давление дома'],
    ['/blogs/pressure', ru('content.article.meta.title', { name: 'Давление дома' }), 'Оксана'],
    ['/directory-diseases', ru('content.diseases.meta.title'), 'Гипертония'],
    ['/directory-diseases/hipertoniia', ru('content.disease.meta.title', { name: 'Гипертония' }), 'href="/ru/doctors/kardiolohiia"'],
    ['/about-us', 'О нас | Vizyt', 'Проверенные врачи'],
    ['/privacy-policy', 'Политика конфиденциальности | Vizyt', '1. Какие данные'],
    ['/support', ru('content.support.meta.title'), ru('content.emergency.warning')],
  ])('/ru%s is the Russian page, with its Russian data, one h1 and its own address', async (url, expectedTitle, content) => {
    const { status, html } = await page(`/ru${url}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="ru"/);
    expect(title(html)).toBe(expectedTitle);
    expect(html).toContain(content);
    expect(h1s(html)).toHaveLength(1);
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/ru${url}`);
  });

  it('draws a text the editor wrote element by element, lets its video play, and shows a saved edit at the next request', async () => {
    const written: RichDocument = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Симптоми' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Зверніться до ' },
            { type: 'text', text: 'кардіолога', marks: [{ type: 'link', attrs: { href: '/doctors/kardiolohiia' } }] },
            { type: 'text', text: ' або прочитайте ' },
            { type: 'text', text: 'настанову МОЗ', marks: [{ type: 'link', attrs: { href: 'https://moz.gov.ua' } }, { type: 'italic' }] },
          ],
        },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Показник' }] }] }] },
            { type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: '140/90' }] }] }] },
          ],
        },
        { type: 'image', attrs: { src: '/media/uploads/tonometer.webp', alt: 'Тонометр на руці', title: 'Вимірюйте тиск сидячи' } },
        { type: 'video', attrs: { src: 'https://youtu.be/dQw4w9WgXcQ' } },
      ],
    };
    await server.database.db.update(diseases).set({ text_ua: written }).where(eq(diseases.slug, 'hipertoniia'));
    const { html } = await page('/directory-diseases/hipertoniia');
    expect(html).toMatch(/<h2[^>]*>Симптоми<\/h2>/);
    expect(html).toMatch(/<a [^>]*href="\/doctors\/kardiolohiia"[^>]*>кардіолога<\/a>/);
    expect(html).toMatch(/<a [^>]*href="https:\/\/moz\.gov\.ua[^>]*rel="noopener noreferrer nofollow"[^>]*><em>настанову МОЗ<\/em><\/a>/);
    expect(html).toMatch(/<th[^>]*>(<p>)?Показник/);
    expect(html).toMatch(/<figure[^>]*><img [^>]*alt="Тонометр на руці"[^>]*>/);
    expect(html).toContain('Вимірюйте тиск сидячи</figcaption>');
    expect(html).toMatch(/<iframe [^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"/);

    await server.database.db
      .update(diseases)
      .set({ text_ua: documentOfText('Оновлений текст.') })
      .where(eq(diseases.slug, 'hipertoniia'));
    const next = (await page('/directory-diseases/hipertoniia')).html;
    expect(next).toContain('Оновлений текст.');
    expect(next).not.toContain('Симптоми');
  });

  it('lets a shared cache keep a page only by asking again: 304 while unchanged, the edit at the first request after it', async () => {
    // What a CDN or a proxy cache does with the answer (RFC 9111): keep it, and because of `no-cache` never hand
    // it out again without a conditional request carrying its validator (docs/decisions/289).
    const url = '/directory-diseases/hipertoniia';
    const kept = await page(url);
    expect(kept.headers['cache-control']).toBe('public, no-cache');
    const etag = String(kept.headers.etag);
    const again = await page(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await page(url, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);

    await server.database.db.update(diseases).set({ short_description_ua: 'Збережено щойно.' }).where(eq(diseases.slug, 'hipertoniia'));
    const edited = await page(url, { 'if-none-match': etag });
    expect(edited.status).toBe(200);
    expect(edited.html).toContain('Збережено щойно.');
    expect(edited.headers.etag).not.toBe(etag);
    // Other languages, errors and signed-out-only pages keep their own answers.
    expect((await page(`/ru${url}`, { 'if-none-match': etag })).status).toBe(200);
    expect((await page('/directory-diseases/no-such-disease', { 'if-none-match': etag })).headers.etag).toBeUndefined();
  });

  it('shows the about-us blocks in the order staff saved, on the next request, in both languages', async () => {
    const advantages = (html: string) => {
      const list = /data-section="?advantages"?[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
      return [...list.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);
    };
    expect(advantages((await page('/about-us')).html)).toEqual(['Перевірені лікарі', 'Чесні відгуки', 'Запис за хвилину']);
    const [about] = await server.database.db.select().from(content_pages).where(eq(content_pages.slug, 'about-us'));
    const blocks = await server.database.db.select().from(content_blocks).where(eq(content_blocks.page_id, about.id));
    const id = (title: string) => blocks.find((block) => block.title_ua === title)!.id;
    await createPageBlocks(server.database.db).reorder(
      about.id,
      { section: 'advantages', ids: [id('Запис за хвилину'), id('Перевірені лікарі'), id('Чесні відгуки')], version: about.version },
      roles.administrator,
    );
    expect(advantages((await page('/about-us')).html)).toEqual(['Запис за хвилину', 'Перевірені лікарі', 'Чесні відгуки']);
    expect(advantages((await page('/ru/about-us')).html)).toEqual(['Запись за минуту', 'Проверенные врачи', 'Честные отзывы']);
  });

  it('renders the Russian variants under /ru', async () => {
    const { status, html } = await page('/ru/blogs/pressure');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="ru"/);
    expect(title(html)).toBe('Давление дома | Блог Vizyt');
    expect(html).toContain('<meta property="og:locale" content="ru_RU"/>');
    expect((await page('/ru/promotions/heart-check')).html).toContain('Проверка сердца');
  });

  it('marks an article up as Article with its breadcrumbs', async () => {
    const { html } = await page('/blogs/pressure');
    expect(jsonLdTypes(html)).toEqual(['BreadcrumbList', 'Article']);
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });

  it('never puts staff or visitor markup into the page', async () => {
    const { html } = await page('/blogs/pressure');
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;b&gt;Корисно&lt;/b&gt;');
  });

  it.each(['/promotions/finished', '/promotions/nope', '/blogs/nope', '/directory-diseases/nope', '/ru/blogs/nope', '/promotions?page=2', '/terms-of-service'])(
    '%s is the 404 screen, not cached as a page',
    async (url) => {
      const { status, html, headers } = await page(url);
      expect(status).toBe(404);
      expect(title(html)).toMatch(/^404 - /);
      expect(headers['cache-control']).toBe('no-store');
    },
  );

  it('reads list parameters forgivingly', async () => {
    expect((await page('/promotions?page=abc')).status).toBe(200);
    const filtered = await page('/blogs?category=heart&tag=nope');
    expect(filtered.status).toBe(200);
    expect(title(filtered.html)).toBe('Блог: Серце | Vizyt');
    expect(linkHref(filtered.html, 'canonical')).toBe(`${ORIGIN}/blogs`);
    const search = await page('/directory-diseases?q=%D0%B3%D1%96%D0%BF');
    expect(search.html).toContain('Гіпертонія');
    expect(title(search.html)).toBe('Пошук у довіднику хвороб: «гіп» | Vizyt');
  });
});
