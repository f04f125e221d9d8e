import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { base, codes, useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/** The generic resource routes: lists, public reads and one record (writes, trash, batches and access: resources-writes.test.ts). */
const api = useResourceApi();
const { get, reset } = api;

// The query language is staff's: they see every row, inactive ones too (public reads: below).
describe('list: operators', () => {
  beforeAll(reset);
  beforeEach(() => api.context.actAs(roles.administrator));
  test.each([
    ['filters[code][$eq]=beta', ['beta']],
    ['filters[code]=beta', ['beta']],
    ['filters[status][$ne]=active', ['delta']],
    ['filters[code][$in][0]=alpha&filters[code][$in][1]=gamma', ['alpha', 'gamma']],
    ['filters[code][$in]=alpha,gamma', ['alpha', 'gamma']],
    ['filters[code][$notIn][0]=alpha&filters[code][$notIn][1]=gamma', ['beta', 'delta', 'epsilon']],
    ['filters[order][$lt]=3', ['alpha', 'beta']],
    ['filters[order][$lte]=3', ['alpha', 'beta', 'gamma']],
    ['filters[order][$gt]=3', ['delta', 'epsilon']],
    ['filters[order][$gte]=3', ['gamma', 'delta', 'epsilon']],
    ['filters[order][$between][0]=2&filters[order][$between][1]=4', ['beta', 'gamma', 'delta']],
    ['filters[order][$between]=2,4', ['beta', 'gamma', 'delta']],
    ['filters[name][$contains]=ОЛОГ', ['alpha', 'beta', 'gamma', 'delta']],
    ['filters[icon][$null]=true', ['beta', 'gamma', 'delta']],
    ['filters[icon][$null]=false', ['alpha', 'epsilon']],
    ['filters[is_footer]=true', ['alpha', 'gamma']],
    ['filters[$or][0][code]=alpha&filters[$or][1][order][$gte]=5', ['alpha', 'epsilon']],
    ['filters[$and][0][is_footer]=true&filters[$and][1][$or][0][code]=gamma&filters[$and][1][$or][1][code]=beta', ['gamma']],
    ['filters[code]=&filters[name][$contains]=', ['alpha', 'beta', 'gamma', 'delta', 'epsilon']],
    ['filters[created_at][$gte]=2000-01-01', ['alpha', 'beta', 'gamma', 'delta', 'epsilon']],
  ])('%s', async (query, expected) => {
    const { status, body } = await get(`${base}?${query}`);
    expect(status).toBe(200);
    expect(codes(body)).toEqual(expected);
  });

  test('translated `name` filters and sorts in the Accept-Language language', async () => {
    const ru = await get(`${base}?filters[name][$contains]=логия&sort=name:desc`, { 'accept-language': 'ru' });
    expect(codes(ru.body)).toEqual(['delta', 'gamma', 'beta', 'alpha']);
    expect(ru.body.data[0]).toMatchObject({ name: 'Неврология', name_ua: 'Неврологія', name_ru: 'Неврология' });
    const ua = await get(`${base}?filters[name][$contains]=логия`, { 'accept-language': 'uk-UA,uk;q=0.9' });
    expect(codes(ua.body)).toEqual([]);
  });

  test('search matches the searchable fields in both languages, % and _ are literal', async () => {
    expect(codes((await get(`${base}?search=кардио`)).body)).toEqual(['gamma']);
    expect(codes((await get(`${base}?search=EPSIL`)).body)).toEqual(['epsilon']);
    expect(codes((await get(`${base}?search=%25`)).body)).toEqual([]);
    expect(codes((await get(`${base}?search=_`)).body)).toEqual([]);
  });

  test.each([
    ['unknown operator', 'filters[code][$regex]=a', 'filters.code.$regex'],
    ['field not whitelisted', 'filters[slug_x]=a', 'filters.slug_x'],
    ['$contains on a number', 'filters[order][$contains]=1', 'filters.order.$contains'],
    ['$between with one value', 'filters[order][$between]=1', 'filters.order.$between'],
    ['a number too big for the column', 'filters[order][$gt]=99999999999999999999', 'filters.order.$gt'],
    ['not a number', 'filters[id]=abc', 'filters.id.$eq'],
    ['not a date', 'filters[created_at][$gte]=yesterday', 'filters.created_at.$gte'],
    ['not a value of the enum', 'filters[status]=deleted', 'filters.status.$eq'],
    ['a bad flag', 'filters[icon][$null]=maybe', 'filters.icon.$null'],
    ['an unknown parameter', 'color=red', 'color'],
    ['trash of a resource without trash', 'trashed=maybe', 'trashed'],
  ])('400 for %s', async (_case, query, field) => {
    api.context.actAs(roles.administrator);
    const { status, body } = await get(`${base}?${query}`);
    api.context.actAs(null);
    expect(status).toBe(400);
    expect(body.message).toBe(translate('ua', 'error.bad_request'));
    expect(Object.keys(body.errors)).toContain(field);
  });
});

describe('list: pagination and sort', () => {
  beforeAll(reset);
  beforeEach(() => api.context.actAs(roles.administrator));
  test('defaults: page 1, 50 per page, default sort of the resource', async () => {
    const { body } = await get(base);
    expect(body.meta).toEqual({ current_page: 1, total_pages: 1, per_page: 50, total: 5, next_cursor: null });
    expect(codes(body)).toEqual(['alpha', 'beta', 'gamma', 'delta', 'epsilon']);
  });
  test('a middle page and the last, partial one', async () => {
    expect((await get(`${base}?limit=2&page=2`)).body).toMatchObject({ meta: { current_page: 2, total_pages: 3, per_page: 2, total: 5 } });
    expect(codes((await get(`${base}?limit=2&page=3`)).body)).toEqual(['epsilon']);
  });
  test('a page past the end is empty with the real totals', async () => {
    const { status, body } = await get(`${base}?limit=2&page=40`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { current_page: 40, total_pages: 3, per_page: 2, total: 5, next_cursor: null } });
  });
  test.each(['limit=0', 'limit=101', 'limit=-1', 'limit=1.5', 'page=0', 'page=abc', 'page=100001', 'limit[0]=1'])('400 for %s', async (query) => {
    expect((await get(`${base}?${query}`)).status).toBe(400);
  });
  test('limit 100 is the largest page', async () => {
    expect((await get(`${base}?limit=100`)).body.meta.per_page).toBe(100);
  });
  test('skipPagination returns the whole list in the envelope', async () => {
    const { body } = await get(`${base}?skipPagination=true&limit=2&page=3`);
    expect(body.data).toHaveLength(5);
    expect(body.meta).toEqual({ current_page: 1, total_pages: 1, per_page: 5, total: 5 });
  });
  test('sort by several fields, descending and ascending', async () => {
    expect(codes((await get(`${base}?sort=is_footer:desc,order:desc`)).body)).toEqual(['gamma', 'alpha', 'epsilon', 'delta', 'beta']);
    expect(codes((await get(`${base}?sort[0]=order:desc`)).body)).toEqual(['epsilon', 'delta', 'gamma', 'beta', 'alpha']);
  });
  test.each(['sort=icon:asc', 'sort=order:up', 'sort=order;drop table users', 'sort=deleted_at', 'sort=a,b,c,d,e,f'])('400 for %s', async (query) => {
    const { status, body } = await get(`${base}?${query}`);
    expect(status).toBe(400);
    expect(body.errors).toBeDefined();
  });
});

describe('public reads show only what is public', () => {
  beforeAll(reset);
  const deltaId = async () => {
    api.context.actAs(roles.administrator);
    const [{ id }] = (await get(`${base}?filters[code]=delta`)).body.data;
    return id as number;
  };

  test.each([
    ['anonymous', null],
    ['a patient', roles.patient],
    ['a partner', roles.partner],
    ['staff without the read permission', roles.staffWithout],
  ] as const)('%s lists only active records and gets 404 for an inactive one', async (_who, user) => {
    const id = await deltaId();
    api.context.actAs(user);
    const { body } = await get(`${base}?skipPagination=true`);
    expect(codes(body)).toEqual(['alpha', 'beta', 'gamma', 'epsilon']);
    expect(body.meta.total).toBe(4);
    expect(codes((await get(`${base}?filters[status]=inactive`)).body)).toEqual([]);
    expect((await get(`${base}/${id}`)).status).toBe(404);
  });

  test('staff holding the read permission see inactive records', async () => {
    const id = await deltaId();
    api.context.actAs(roles.staffWith(['specializations.read']));
    expect((await get(`${base}/${id}`)).body.data).toMatchObject({ code: 'delta', status: 'inactive' });
    expect(codes((await get(`${base}?filters[status]=inactive`)).body)).toEqual(['delta']);
  });
});

describe('one record', () => {
  beforeAll(reset);
  beforeEach(() => api.context.actAs(null));
  test('GET by id, 404 for a missing or malformed id', async () => {
    const [{ id }] = (await get(`${base}?filters[code]=gamma`)).body.data;
    expect((await get(`${base}/${id}`)).body.data).toMatchObject({ id, code: 'gamma', name: 'Кардіологія' });
    expect((await get(`${base}/999999`)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expect((await get(`${base}/${bad}`)).status).toBe(404);
    expect((await get(`${base}/999999`)).body).toEqual({ message: translate('ua', 'data.not.found') });
  });
  test('unknown paths under /api answer JSON 404', async () => {
    const response = await api.context.app.inject({ method: 'GET', url: '/api/v1/no-such-resource/1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: translate('ua', 'error.not_found') });
  });
});
