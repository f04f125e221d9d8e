import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { HANDBOOK_ENUMS } from '../../contracts/handbooks.ts';
import { cities, languages } from '../../db/schema/index.ts';
import { resources } from '../../resources/registry.ts';
import { parseQueryString } from '../plugins/query-parser.ts';
import { requestLocale } from './locale.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;
beforeAll(async () => {
  t = await createApiTestContext();
});
afterAll(async () => t?.close());

describe('OpenAPI', () => {
  test('the JSON document lists every resource with its routes and schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const definition of resources) {
      expect(document.paths[`/api/v1/${definition.name}`]?.get, definition.name).toBeDefined();
      expect(Boolean(document.paths[`/api/v1/${definition.name}`].post), definition.name).toBe(Boolean(definition.create));
    }
    expect(document.paths['/api/v1/handbooks']).toBeDefined();
    expect(document.components.schemas.SpecializationsCreate.required).toEqual(expect.arrayContaining(['name_ua', 'name_ru', 'code']));
    expect(document.components.schemas.SpecializationsCreate.additionalProperties).toBe(false);
    expect(document.components.schemas.EmployeesRecord.properties.password_hash).toBeUndefined();
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"#\/\$defs/);
  });

  test('the HTML index needs no external assets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('/api/v1/specializations/batch-delete');
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});

describe('fixed endpoints', () => {
  test('handbooks: dictionaries and value sets as {key, value} in the request language', async () => {
    await t.database.db.insert(languages).values([
      { code: 'en', slug: 'en', name_ua: 'Англійська', name_ru: 'Английский' },
      { code: 'de', slug: 'de', name_ua: 'Німецька', name_ru: 'Немецкий', status: 'inactive' },
    ]);
    const ua = (await t.app.inject({ method: 'GET', url: '/api/v1/handbooks' })).json();
    expect(ua.languages).toEqual([{ key: 'en', value: 'Англійська' }]);
    expect(ua.doctor_categories.map((option: { key: string }) => option.key)).toEqual([...HANDBOOK_ENUMS.doctor_categories]);
    expect(ua.institution_type_background_colors[0]).toEqual({ key: '#1A4B48', value: 'Зелений' });
    const ru = (await t.app.inject({ method: 'GET', url: '/api/v1/handbooks', headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })).json();
    expect(ru.languages).toEqual([{ key: 'en', value: 'Английский' }]);
    expect(ru.genders).toEqual([
      { key: 'male', value: translate('ru', 'handbook.genders.male') },
      { key: 'female', value: translate('ru', 'handbook.genders.female') },
      { key: 'other', value: translate('ru', 'handbook.genders.other') },
    ]);
    expect(Object.keys(ru)).toEqual(
      expect.arrayContaining(['doctor_features', 'medical_institution_features', 'medical_institution_types', 'specializations', 'support_topics']),
    );
  });

  test('cities for the selector keep city_slug', async () => {
    await t.database.db.insert(cities).values({ city_slug: 'kyiv', name_ua: 'Київ', name_ru: 'Киев', latitude: 50.45, longitude: 30.52 });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/main-page/get/cities' });
    expect(response.json()[0]).toMatchObject({ city_slug: 'kyiv' });
  });
});

describe('query string parser and language', () => {
  test('bracket style with the SPEC §9 limits: array 20, depth 5, 1000 parameters', () => {
    expect(parseQueryString('filters[name][$in][0]=a&filters[name][$in][1]=b&populate[0]=city')).toEqual({
      filters: { name: { $in: ['a', 'b'] } },
      populate: ['city'],
    });
    expect(Array.isArray(parseQueryString('a[25]=x').a as unknown[])).toBe(false);
    expect(parseQueryString('a[b][c][d][e][f][g][h]=1')).toEqual({ a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } } });
    expect(Object.keys(parseQueryString(Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&')))).toHaveLength(1000);
    expect(parseQueryString('__proto__[x]=1&constructor[prototype][y]=2')).toEqual({});
    expect(parseQueryString('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
  });

  test('Accept-Language: ua, uk and ru, honouring q-values; ua by default', () => {
    const locale = (value?: string) => requestLocale({ headers: value === undefined ? {} : { 'accept-language': value } });
    expect(locale()).toBe('ua');
    expect(locale('ru')).toBe('ru');
    expect(locale('uk-UA')).toBe('ua');
    expect(locale('en-US,ru;q=0.8,uk;q=0.9')).toBe('ua');
    expect(locale('en, ru;q=0.5')).toBe('ru');
    expect(locale('de')).toBe('ua');
  });
});
