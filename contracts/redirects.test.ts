import { describe, expect, test } from 'vitest';
import {
  findRedirectLoop,
  normaliseRedirectPath,
  resolveRedirect,
  sourcePathProblem,
  ZRedirectSource,
  ZRedirectTarget,
  type RedirectRule,
} from './redirects.ts';

const rules = (...entries: [string, string, ('301' | '302')?][]) =>
  new Map<string, RedirectRule>(entries.map(([source, target, status = '301']) => [source, { source, target, status }]));
const targets = (...entries: [string, string][]) => new Map(entries);

describe('normalising a path', () => {
  test('lower case, no trailing slash, escapes decoded', () => {
    expect(normaliseRedirectPath('/Old-Page/')).toBe('/old-page');
    expect(normaliseRedirectPath('/RU/Old//')).toBe('/ru/old');
    expect(normaliseRedirectPath('/')).toBe('/');
    expect(normaliseRedirectPath('//')).toBe('/');
    expect(normaliseRedirectPath('/%D0%9B%D1%96%D0%BA%D0%B0%D1%80%D1%96')).toBe('/лікарі');
    expect(normaliseRedirectPath('/Лікарі')).toBe('/лікарі');
    expect(normaliseRedirectPath('/bad%E0%A4%A')).toBe('/bad%e0%a4%a');
  });
});

describe('which sources and targets are accepted', () => {
  test('a source is a page path of the site', () => {
    expect(sourcePathProblem('/old-page')).toBeNull();
    expect(sourcePathProblem('/ru/old-page/')).toBeNull();
    expect(sourcePathProblem('old-page')).toBe('redirects.source.path');
    expect(sourcePathProblem('https://vizyt.ua/old')).toBe('redirects.source.path');
    expect(sourcePathProblem('//evil.example/x')).toBe('redirects.source.path');
    expect(sourcePathProblem('/old page')).toBe('redirects.source.path');
    expect(sourcePathProblem('/old?page=2')).toBe('redirects.source.path');
    for (const reserved of [
      '/',
      '/ru/',
      '/api/v1/doctors',
      '/API',
      '/ru/admins/login',
      '/patients',
      '/partners/x',
      '/cabinet-doctor',
      '/assets/app.js',
      '/sitemap.xml',
      '/healthz',
      '/readyz',
    ]) {
      expect(sourcePathProblem(reserved), reserved).toBe('redirects.source.reserved');
    }
  });

  test('the schemas carry the same messages', () => {
    expect(ZRedirectSource.safeParse(' /Old/ ').success).toBe(true);
    expect(ZRedirectSource.safeParse('/api/x').error?.issues.map((issue) => issue.message)).toEqual(['redirects.source.reserved']);
    for (const good of ['/doctors', '/ru/blogs?page=2#top', 'https://example.com/a', 'http://example.com'])
      expect(ZRedirectTarget.safeParse(good).success, good).toBe(true);
    for (const bad of ['doctors', '//example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', '/a b']) {
      expect(ZRedirectTarget.safeParse(bad).error?.issues[0]?.message, bad).toBe('redirects.target.invalid');
    }
  });
});

describe('finding a loop', () => {
  test('a redirect to itself, in any spelling', () => {
    expect(findRedirectLoop(targets(), '/a', '/a')).toEqual(['/a', '/a']);
    expect(findRedirectLoop(targets(), '/a', '/A/?x=1')).toEqual(['/a', '/a']);
  });

  test('A→B when B→A exists, and longer chains', () => {
    expect(findRedirectLoop(targets(['/b', '/a']), '/a', '/b')).toEqual(['/a', '/b', '/a']);
    expect(findRedirectLoop(targets(['/b', '/c'], ['/c', '/d'], ['/d', '/A']), '/a', '/b')).toEqual(['/a', '/b', '/c', '/d', '/a']);
  });

  test('chains that end, or end elsewhere, are no loop', () => {
    expect(findRedirectLoop(targets(['/b', '/c']), '/a', '/b')).toBeNull();
    expect(findRedirectLoop(targets(['/b', 'https://example.com/a']), '/a', '/b')).toBeNull();
    expect(findRedirectLoop(targets(), '/a', 'https://example.com/a')).toBeNull();
    // A loop elsewhere that this redirect merely leads into is not reported as this one's.
    expect(findRedirectLoop(targets(['/b', '/c'], ['/c', '/b']), '/a', '/b')).toBeNull();
  });

  test("an address on the site's own origin counts as its path", () => {
    const site = 'https://vizyt.example';
    expect(findRedirectLoop(targets(), '/a', 'https://vizyt.example/A/', site)).toEqual(['/a', '/a']);
    expect(findRedirectLoop(targets(['/b', 'https://vizyt.example/a?x=1']), '/a', '/b', site)).toEqual(['/a', '/b', '/a']);
    expect(findRedirectLoop(targets(['/b', '/a']), '/a', 'https://vizyt.example/b', site)).toEqual(['/a', '/b', '/a']);
    // Another origin, or the same host on another scheme or port, is another site.
    expect(findRedirectLoop(targets(), '/a', 'http://vizyt.example/a', site)).toBeNull();
    expect(findRedirectLoop(targets(), '/a', 'https://vizyt.example:8443/a', site)).toBeNull();
    expect(findRedirectLoop(targets(), '/a', 'https://vizyt.example/a')).toBeNull();
  });
});

describe('resolving a request', () => {
  test("the query is kept for a site path, merged after the target's own", () => {
    expect(resolveRedirect(rules(['/old', '/new']), '/Old/', '?page=2')).toEqual({ location: '/new?page=2', status: '301' });
    expect(resolveRedirect(rules(['/old', '/new?sort=a#top']), '/old', '?page=2')).toEqual({ location: '/new?sort=a&page=2#top', status: '301' });
    expect(resolveRedirect(rules(['/old', 'https://example.com/x']), '/old', '?page=2')).toEqual({ location: 'https://example.com/x', status: '301' });
    expect(resolveRedirect(rules(['/old', '/new']), '/other', '')).toBeNull();
  });

  test('a chain is followed to its end in one hop, temporary when any step is', () => {
    expect(resolveRedirect(rules(['/a', '/b'], ['/b', '/c', '302'], ['/c', '/d']), '/a', '')).toEqual({ location: '/d', status: '302' });
    expect(resolveRedirect(rules(['/a', '/b'], ['/b', '/a']), '/a', '')).toBeNull();
  });

  test("a chain through an address on the site's own origin is followed, and a loop through it answers nothing", () => {
    const site = 'https://vizyt.example';
    expect(resolveRedirect(rules(['/a', 'https://vizyt.example/b'], ['/b', '/c']), '/a', '', site)).toEqual({ location: '/c', status: '301' });
    expect(resolveRedirect(rules(['/a', 'https://vizyt.example/b'], ['/b', '/a']), '/a', '', site)).toBeNull();
    expect(resolveRedirect(rules(['/a', 'https://vizyt.example/b']), '/a', '', site)).toEqual({ location: 'https://vizyt.example/b', status: '301' });
  });
});
