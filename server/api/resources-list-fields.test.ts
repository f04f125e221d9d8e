import { beforeAll, describe, expect, test } from 'vitest';
import { specializations } from '../../db/schema/index.ts';
import { IDS_FIRST_FROM } from '../../features/records/list-paging.ts';
import { base, specialization, useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/** What a list answers of each record, deep pages read ids first, and a visitor's totals kept briefly (docs/decisions/297). */
const api = useResourceApi();
const { get, reset } = api;

describe('the fields of a list', () => {
  beforeAll(async () => {
    await reset();
    api.context.actAs(roles.administrator);
  });

  test('by default the list fields: names and columns, not every text of the record', async () => {
    const list = await get(`${base}?sort=order:asc`);
    expect(list.status).toBe(200);
    const [first] = list.body.data;
    expect(first).toMatchObject({ id: expect.any(Number), code: 'alpha', slug: 'alpha', name: 'Алергологія', name_ua: 'Алергологія', version: 1 });
    expect(first).not.toHaveProperty('doctor_name_ua');
    expect(first).not.toHaveProperty('doctor_name');
    const whole = await get(`${base}/${first.id}`);
    for (const [name, value] of Object.entries(first)) expect(whole.body.data[name], name).toEqual(value);
  });

  test('fields=* answers whole records, as a read of one does', async () => {
    const list = await get(`${base}?sort=order:asc&fields=*`);
    const [first] = list.body.data;
    expect(first).toEqual((await get(`${base}/${first.id}`)).body.data);
  });

  test('fields names add to the list fields; a translated one brings both languages', async () => {
    const list = await get(`${base}?sort=order:asc&fields=doctor_name`, { 'accept-language': 'ru' });
    expect(list.body.data[0]).toMatchObject({ code: 'alpha', doctor_name: 'врач alpha', doctor_name_ua: 'лікар alpha', doctor_name_ru: 'врач alpha' });
  });

  test('a name that is no field of the record answers 400, in the caller’s language', async () => {
    const list = await get(`${base}?fields=code,nonsense`, { 'accept-language': 'ru' });
    expect(list.status).toBe(400);
    expect(list.body.errors).toEqual({ fields: ['Такого поля в записи нет'] });
  });
});

describe('deep pages and totals', () => {
  const many = IDS_FIRST_FROM + 120;
  beforeAll(async () => {
    await reset();
    await api.context.database.db
      .insert(specializations)
      .values(Array.from({ length: many }, (_, index) => ({ ...specialization(`deep-${index}`), slug: `deep-${index}`, order: 100 + (index % 37) })));
  });

  test('a page past the ids-first offset holds the same records in the same order as the pages before it lead to', async () => {
    api.context.actAs(roles.administrator);
    const sort = 'sort=order:desc,code:asc&limit=100';
    const pages = await Promise.all([5, 6, 7].map((page) => get(`${base}?${sort}&page=${page}`)));
    const all = await get(`${base}?${sort.replace('limit=100', 'skipPagination=true')}`);
    const expected = all.body.data.slice(400, 700).map((row: { code: string }) => row.code);
    expect(pages.flatMap((page) => page.body.data.map((row: { code: string }) => row.code))).toEqual(expected);
    expect(pages[1].body.data[0]).toHaveProperty('name');
    expect(pages[2].body.meta).toMatchObject({ current_page: 7, total: many + 5 });
  });

  test('a cursor walks the whole list page after page, as the pages by number lead through it, and says where it ends', async () => {
    api.context.actAs(roles.administrator);
    const sort = 'sort=order:desc,name:asc&limit=100';
    const all = (await get(`${base}?${sort.replace('limit=100', 'skipPagination=true')}`)).body.data.map((row: { id: number }) => row.id);
    const walked: number[] = [];
    const pages: number[] = [];
    let cursor = '';
    for (;;) {
      const page = await get(`${base}?${sort}${cursor && `&cursor=${cursor}`}`);
      expect(page.status).toBe(200);
      walked.push(...page.body.data.map((row: { id: number }) => row.id));
      pages.push(page.body.meta.current_page);
      if (!page.body.meta.next_cursor) break;
      cursor = page.body.meta.next_cursor;
    }
    expect(walked).toEqual(all);
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // A page by number that ends the list exactly (read ids first, this deep) has no next page either.
    expect(all.length % 25).toBe(0);
    const byNumber = (page: number) => get(`${base}?${sort.replace('limit=100', 'limit=25')}&page=${page}`);
    expect((await byNumber(all.length / 25 - 1)).body.meta.next_cursor).toEqual(expect.any(String));
    expect((await byNumber(all.length / 25)).body.meta.next_cursor).toBeNull();
  });

  test('a record added before the cursor while a caller walks neither repeats a row nor skips one', async () => {
    api.context.actAs(roles.administrator);
    const sort = 'sort=order:asc&limit=50';
    const first = await get(`${base}?${sort}`);
    await api.context.database.db.insert(specializations).values({ ...specialization('early'), slug: 'early', order: -5 });
    const second = await get(`${base}?${sort}&cursor=${first.body.meta.next_cursor}`);
    const byNumber = await get(`${base}?${sort}&page=2`);
    const ids = (page: typeof first) => page.body.data.map((row: { id: number }) => row.id);
    expect(ids(second)[0]).toBe(ids(byNumber)[1]);
    expect(ids(second)).not.toContain(ids(first).at(-1));
    expect(second.body.meta.current_page).toBe(2);
  });

  test('a cursor with a page number, another sort or a forged value answers 400 in the caller’s language', async () => {
    api.context.actAs(null);
    const { next_cursor } = (await get(`${base}?sort=order:asc&limit=5`)).body.meta;
    const refused = async (query: string) => {
      const answer = await get(`${base}?${query}`, { 'accept-language': 'ru' });
      expect(answer.status, query).toBe(400);
      return answer.body.errors;
    };
    expect(await refused(`sort=order:asc&limit=5&page=2&cursor=${next_cursor}`)).toEqual({ cursor: ['Курсор не сочетается с page или skipPagination'] });
    expect(await refused(`sort=code:asc&limit=5&cursor=${next_cursor}`)).toEqual({ cursor: ['Курсор относится к списку с другой сортировкой или языком'] });
    const forged = Buffer.from(JSON.stringify(['order:asc,id:asc', 2, ['x', '1']])).toString('base64url');
    expect(await refused(`sort=order:asc&limit=5&cursor=${forged}`)).toEqual({ cursor: [expect.stringContaining('meta.next_cursor')] });
    expect(await refused(`sort=order:asc&cursor=${encodeURIComponent('a b')}`)).toHaveProperty('cursor');
  });

  test('a visitor’s total is kept a few seconds; a signed-in caller’s is counted afresh', async () => {
    api.context.actAs(null);
    const before = (await get(`${base}?limit=1`)).body.meta.total;
    await api.context.database.db.insert(specializations).values({ ...specialization('late'), slug: 'late' });
    expect((await get(`${base}?limit=1`)).body.meta.total).toBe(before);
    api.context.actAs(roles.administrator);
    expect((await get(`${base}?limit=1&filters[status]=active`)).body.meta.total).toBe(before + 1);
  });
});
