import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { documentOfText, type RichDocument } from '../../contracts/rich-text.ts';
import { createSpecialization } from '../../tests/support/factories.ts';
import { createArticle } from '../../tests/support/factories/content.ts';
import { useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * The directory of diseases written in the back office (docs/decisions/284): the text is the editor's document,
 * checked against the allowed nodes on every save (its page: tests/ssr/content-pages.test.ts).
 */
const api = useResourceApi();
const { get, send } = api;
const base = '/api/v1/directory-diseases';

const text: RichDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Симптоми' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Запишіться до ' },
        { type: 'text', text: 'невролога', marks: [{ type: 'link', attrs: { href: '/doctors/nevrolog' } }, { type: 'bold' }] },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'нудота' }] }] }] },
  ],
};

const disease = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name_ua: `Хвороба ${slug}`,
  name_ru: `Болезнь ${slug}`,
  text_ua: text,
  ...extra,
});

describe('the directory of diseases through the back office API', () => {
  beforeEach(() => api.context.actAs(roles.administrator));

  test('a disease with a text, a specialization and related articles is added, edited at its version and logged', async () => {
    const specialization = await createSpecialization(api.context.database.db, { name_ua: 'Неврологія', name_ru: 'Неврология' });
    const article = await createArticle(api.context.database.db, { slug: 'migraine-triggers' });
    const created = await send('POST', base, disease('migren', { specialization_id: specialization.id, articles: [article.id], text_ru: null }));
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ text_ua: text, text_ru: null, specialization_id: specialization.id, version: 1 });

    const edited = await send('PATCH', `${base}/${id}`, { text_ua: documentOfText('Новий текст.'), version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body.data.text_ua).toEqual(documentOfText('Новий текст.'));
    const stale = await send('PATCH', `${base}/${id}`, { text_ua: documentOfText('Застаріла правка.'), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current.text_ua).toEqual(documentOfText('Новий текст.'));

    const log = await api.context.database.rows<{ action: string }>(
      sql`select action from action_log where resource = 'directory-diseases' and record_id = ${id} order by id`,
    );
    expect(log.map((line) => line.action)).toEqual(['create', 'update']);
  });

  test('a text outside the editor schema is refused with the field named, and nothing is saved', async () => {
    const paragraph = (marks: unknown) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'клік', marks }] }] });
    const hostile: [string, unknown][] = [
      ['a script address', paragraph([{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
      ['a script address hidden by a tab', paragraph([{ type: 'link', attrs: { href: 'java\tscript:alert(1)' } }])],
      ['an unknown node', { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] }],
      ['an image from elsewhere', { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png', alt: 'x' } }] }],
      ['an image without alt text', { type: 'doc', content: [{ type: 'image', attrs: { src: '/media/uploads/a.webp', alt: ' ' } }] }],
      ['a video from another host', { type: 'doc', content: [{ type: 'video', attrs: { src: 'https://evil.example/embed/abc' } }] }],
      ['HTML instead of a document', '<p onclick="alert(1)">текст</p>'],
    ];
    for (const [what, value] of hostile) {
      const answer = await send('POST', base, disease(`hostile-${hostile.findIndex(([name]) => name === what)}`, { text_ua: value }));
      expect(answer.status, what).toBe(422);
      expect(
        Object.keys(answer.body.errors).some((field) => field.startsWith('text_ua')),
        what,
      ).toBe(true);
    }
    const [{ count }] = await api.context.database.rows<{ count: number }>(sql`select count(*)::int as count from diseases where slug like 'hostile-%'`);
    expect(count).toBe(0);
  });

  test('attributes the editor does not define are dropped, not stored', async () => {
    const created = await send(
      'POST',
      base,
      disease('stripped', {
        text_ua: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              attrs: { onclick: 'alert(1)', style: 'x' },
              content: [{ type: 'text', text: 'т', marks: [{ type: 'link', attrs: { href: '/a', target: '_blank', onmouseover: 'x' } }] }],
            },
          ],
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.text_ua).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'т', marks: [{ type: 'link', attrs: { href: '/a' } }] }] }],
    });
  });

  test('visitors read diseases but never write them', async () => {
    api.context.actAs(null);
    expect((await send('POST', base, disease('visitor'))).status).toBe(401);
    expect((await get(`${base}?filters[slug]=stripped`)).status).toBe(200);
  });
});
