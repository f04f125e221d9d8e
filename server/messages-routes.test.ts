import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from '../app/i18n/catalogs.ts';
import { pageMessages } from '../app/i18n/page-messages.server.ts';
import { messagesRoutes } from './messages-routes.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(messagesRoutes);
});
afterAll(() => app.close());

describe("the pages' messages files", () => {
  it("serve a page's language and scope only, named by their content and kept for good", async () => {
    const site = pageMessages('ru', '/ru/doctors/kyiv');
    expect(site.path).toMatch(/^\/assets\/messages\/ru\.site\.[\w-]{12}\.json$/);
    const response = await app.inject(site.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const messages = response.json<Record<string, string>>();
    expect(messages['catalog.slots.title']).toBe(catalogs.ru['catalog.slots.title' as keyof typeof catalogs.ru]);
    expect(Object.keys(messages).some((key) => key.startsWith('admin.'))).toBe(false);
    expect(pageMessages('ua', '/admins/doctors').path).not.toBe(pageMessages('ua', '/doctors').path);
  });

  it('answer a name of an earlier build with the messages of today, not kept; an unknown one 404', async () => {
    const stale = await app.inject('/assets/messages/ua.cabinet.AAAAAAAAAAAA.json');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.body).toBe(pageMessages('ua', '/patients').json);
    for (const path of ['/assets/messages/de.site.x.json', '/assets/messages/ua.other.x.json', '/assets/messages/nothing']) {
      expect((await app.inject(path)).statusCode).toBe(404);
    }
  });
});
