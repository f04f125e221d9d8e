import { describe, expect, it } from 'vitest';
import { htmlLang, languageCookie, localeFromPath, localeFromRequest, localizedPath, unlocalizedPath } from './locale.ts';
import { catalogs } from './catalogs.ts';
import { createI18n } from './i18n.ts';

describe('locale detection', () => {
  it.each([
    ['/', 'ua'],
    ['/kyiv', 'ua'],
    ['/ru', 'ru'],
    ['/ru/', 'ru'],
    ['/ru/kyiv', 'ru'],
    ['/russia', 'ua'],
    ['/rukavychky', 'ua'],
    ['/admins/login', 'ua'],
    ['/ru/admins/login', 'ru'],
  ] as const)('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it('reads data requests of client navigations too', () => {
    expect(localeFromRequest(new Request('http://x/ru.data'))).toBe('ru');
    expect(localeFromRequest(new Request('http://x/ru/kyiv.data?_routes=a'))).toBe('ru');
    expect(localeFromRequest(new Request('http://x/_root.data'))).toBe('ua');
  });

  it('maps the ua route locale to the uk HTML language', () => {
    expect(htmlLang('ua')).toBe('uk');
    expect(htmlLang('ru')).toBe('ru');
  });

  it('moves a path between languages', () => {
    expect(localizedPath('/', 'ru')).toBe('/ru');
    expect(localizedPath('/kyiv', 'ru')).toBe('/ru/kyiv');
    expect(localizedPath('/ru/kyiv', 'ua')).toBe('/kyiv');
    expect(localizedPath('/ru', 'ua')).toBe('/');
    expect(localizedPath('/ru/kyiv', 'ru')).toBe('/ru/kyiv');
    expect(unlocalizedPath('/ru/doctors/kyiv')).toBe('/doctors/kyiv');
  });

  it('writes the SPEC §9 language cookie', () => {
    expect(languageCookie('ru')).toBe('lang=ru; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('i18n instances', () => {
  it('keeps dotted keys flat and each instance in its own language', () => {
    const ua = createI18n('ua', catalogs.ua);
    const ru = createI18n('ru', catalogs.ru);
    expect(ua.t('lack.of.rights')).toBe('Недостатньо прав');
    expect(ru.t('lack.of.rights')).toBe('Недостаточно прав');
    expect(ua.language).toBe('ua');
    expect(ru.t('home.specializations.doctors', { n: 3 })).toBe('Врачей: 3');
  });
});
