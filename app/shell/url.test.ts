import { describe, expect, it } from 'vitest';
import { canonicalQuery, headLinks, isMalformedQuery, normalizePath } from './url.ts';

describe('malformed query strings (SPEC §5)', () => {
  it.each(['?a=1&&b=2', '?foo', '?a=1&', '?&a=1', '?a=1&b', '&', '?=&'])('%s is malformed', (search) => {
    expect(isMalformedQuery(search)).toBe(true);
  });

  it.each(['', '?', '?a=1', '?a=1&b=2', '?a=', '?search=%D0%BA%D0%B0&page=2', '?a=1=2'])('%s is fine', (search) => {
    expect(isMalformedQuery(search)).toBe(false);
  });
});

describe('canonical and alternate links (SPEC §2)', () => {
  it('keeps only page, and only above 1', () => {
    expect(canonicalQuery('?page=2&sort=price&search=x')).toBe('?page=2');
    expect(canonicalQuery('?page=1')).toBe('');
    expect(canonicalQuery('?page=0')).toBe('');
    expect(canonicalQuery('?page=abc')).toBe('');
    expect(canonicalQuery('?page=03')).toBe('?page=3');
    expect(canonicalQuery('?utm_source=x')).toBe('');
  });

  it('trims trailing slashes but keeps the root', () => {
    expect(normalizePath('/kyiv/')).toBe('/kyiv');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('builds absolute ua, ru and x-default links for a Ukrainian page', () => {
    expect(headLinks('https://vizyt.ua', '/kyiv', '?page=3&sort=rating', 'ua')).toEqual([
      { rel: 'canonical', href: 'https://vizyt.ua/kyiv?page=3' },
      { rel: 'alternate', hrefLang: 'uk', href: 'https://vizyt.ua/kyiv?page=3' },
      { rel: 'alternate', hrefLang: 'ru', href: 'https://vizyt.ua/ru/kyiv?page=3' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://vizyt.ua/kyiv?page=3' },
    ]);
  });

  it('points a Russian page at itself and its Ukrainian twin', () => {
    const links = headLinks('https://vizyt.ua/', '/ru', '', 'ru');
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://vizyt.ua/ru' });
    expect(links.find((link) => link.hrefLang === 'uk')?.href).toBe('https://vizyt.ua/');
    expect(links.find((link) => link.hrefLang === 'x-default')?.href).toBe('https://vizyt.ua/');
  });
});
