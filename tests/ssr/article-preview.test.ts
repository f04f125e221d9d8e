import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import type { RichDocument } from '../../contracts/rich-text.ts';
import { createSessionStore } from '../../features/accounts/sessions.ts';
import { SECURE_SESSION_COOKIE } from '../../server/plugins/session.ts';
import { createAccount } from '../support/factories/accounts.ts';
import { createArticle } from '../support/factories/content.ts';
import { startSsrServer, type SsrServer } from './ssr-server.ts';

/**
 * The staff's preview of an article before it is published (docs/decisions/285): the public page's own
 * component for a draft, to staff who may read articles; the 404 screen to anyone else, and never cached.
 */
let server: SsrServer;
let draftId = 0;
const cookies: Record<'editor' | 'stranger', string> = { editor: '', stranger: '' };

const text: RichDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Режим сну' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Лягайте в один час.' }] },
  ],
};

beforeAll(async () => {
  server = await startSsrServer(async (database) => {
    const draft = await createArticle(database.db, {
      slug: 'draft-sleep',
      name_ua: 'Чернетка про сон',
      name_ru: 'Черновик о сне',
      status: 'review',
      published_at: null,
      text_ua: text,
    });
    draftId = draft.id;
    const sessions = createSessionStore(database, () => new Date());
    const editor = await createAccount(database, { permissions: ['blog.articles.read'] });
    const stranger = await createAccount(database, { permissions: ['reviews.read'] });
    cookies.editor = `${SECURE_SESSION_COOKIE}=${(await sessions.create(editor.id, 'user')).token}`;
    cookies.stranger = `${SECURE_SESSION_COOKIE}=${(await sessions.create(stranger.id, 'user')).token}`;
  });
}, 600_000);

afterAll(() => server?.close());

describe('the preview of an unpublished article', () => {
  it('is the article page for staff who may read articles, with the draft marked, never cached or indexed', async () => {
    const page = await server.page(`/blogs/preview/${draftId}`, { cookie: cookies.editor });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Чернетка про сон<\/h1>/);
    expect(page.html).toMatch(/<h2[^>]*>Режим сну<\/h2>/);
    expect(page.html).toContain(translate('ua', 'content.article.preview.banner'));
    expect(page.html).toContain(translate('ua', 'content.article.status.review'));
    expect(page.html).toMatch(/<meta name="?robots"? content="noindex, nofollow"/);
    expect(page.headers['cache-control']).toBe('no-store');
    const russian = await server.page(`/ru/blogs/preview/${draftId}`, { cookie: cookies.editor });
    expect(russian.html).toMatch(/<h1[^>]*>Черновик о сне<\/h1>/);
  });

  it('is the 404 screen for visitors and for staff without the right, and the draft has no public page', async () => {
    for (const cookie of [undefined, cookies.stranger]) {
      const page = await server.page(`/blogs/preview/${draftId}`, cookie ? { cookie } : {});
      expect(page.status).toBe(404);
      expect(page.html).not.toContain('Чернетка про сон');
    }
    expect((await server.page('/blogs/draft-sleep', { cookie: cookies.editor })).status).toBe(404);
    expect((await server.page('/blogs/preview/not-a-number', { cookie: cookies.editor })).status).toBe(404);
  });
});
