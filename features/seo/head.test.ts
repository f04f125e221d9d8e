import { describe, expect, it } from 'vitest';
import { headLinks } from '../../contracts/page-url.ts';
import { alternateLinks, canonicalUrl, listingRobots, pageMeta, robotsForPath, type MetaTag } from './head.ts';
import { node } from './json-ld.ts';

const ORIGIN = 'https://vizyt.example';

describe('canonical and alternates', () => {
  it('keep only page > 1 and follow the language of the path', () => {
    expect(canonicalUrl(ORIGIN, '/ru/doctors/kyiv/', '?page=03&sort=price&search=x')).toBe(`${ORIGIN}/ru/doctors/kyiv?page=3`);
    expect(canonicalUrl(ORIGIN, '/doctors/kyiv', '?page=1')).toBe(`${ORIGIN}/doctors/kyiv`);
    expect(alternateLinks(`${ORIGIN}/`, '/ru/doctors', '?page=2')).toEqual([
      { rel: 'alternate', hrefLang: 'uk', href: `${ORIGIN}/doctors?page=2` },
      { rel: 'alternate', hrefLang: 'ru', href: `${ORIGIN}/ru/doctors?page=2` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${ORIGIN}/doctors?page=2` },
    ]);
  });

  it('are the very links the root renders (one shared function)', () => {
    const [canonical, ...alternates] = headLinks(ORIGIN, '/ru/blogs', '?page=4', 'ru');
    expect(canonicalUrl(ORIGIN, '/ru/blogs', '?page=4')).toBe(canonical.href);
    expect(alternateLinks(ORIGIN, '/ru/blogs', '?page=4')).toEqual(alternates);
  });
});

describe('robots', () => {
  it('keeps cabinets and the back office out entirely and personal pages out of the index', () => {
    for (const path of ['/admins', '/ru/admins/doctors', '/patients/medical-card', '/partners/reports', '/cabinet-doctor/video-consultations']) {
      expect(robotsForPath(path), path).toBe('noindex, nofollow');
    }
    for (const path of ['/compare', '/ru/compare/doctors', '/registration']) expect(robotsForPath(path), path).toBe('noindex, follow');
    for (const path of ['/', '/doctors/kyiv', '/for-partners', '/partners-program']) expect(robotsForPath(path), path).toBeNull();
  });

  it('indexes a listing only when its meta allows, it has results and no search text narrows it', () => {
    expect(listingRobots({ isIndex: true, total: 12 })).toBe('index, follow');
    expect(listingRobots({ isIndex: false, total: 12 })).toBe('noindex, follow');
    expect(listingRobots({ isIndex: true, total: 0 })).toBe('noindex, follow');
    expect(listingRobots({ isIndex: true, total: 12, searchText: 'петренко' })).toBe('noindex, follow');
  });
});

const find = (tags: MetaTag[], key: string) =>
  tags.filter((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key)).map((tag) => ('content' in tag ? tag.content : ''));

describe('page meta', () => {
  const base = { origin: ORIGIN, siteName: 'Vizyt', title: 'Петренко Олена — кардіолог', description: 'Запис онлайн' };

  it('gives title, description, Open Graph in the page language and a large Twitter card with a picture', () => {
    const tags = pageMeta({
      ...base,
      pathname: '/doctor/petrenko-olena',
      search: '?utm_source=x',
      image: '/media/portraits/f-1.svg',
      type: 'profile',
      keywords: 'кардіолог',
    });
    expect(tags[0]).toEqual({ title: base.title });
    expect(find(tags, 'description')).toEqual(['Запис онлайн']);
    expect(find(tags, 'keywords')).toEqual(['кардіолог']);
    expect(find(tags, 'og:url')).toEqual([`${ORIGIN}/doctor/petrenko-olena`]);
    expect(find(tags, 'og:type')).toEqual(['profile']);
    expect(find(tags, 'og:locale')).toEqual(['uk_UA']);
    expect(find(tags, 'og:locale:alternate')).toEqual(['ru_RU']);
    expect(find(tags, 'og:image')).toEqual([`${ORIGIN}/media/portraits/f-1.svg`]);
    expect(find(tags, 'twitter:card')).toEqual(['summary_large_image']);
    // X reads the title, description and image from Open Graph when its own tags are absent.
    expect(find(tags, 'twitter:image')).toEqual([]);
    expect(find(tags, 'twitter:title')).toEqual([]);
    // Indexable pages carry no robots tag: "index, follow" is the default.
    expect(find(tags, 'robots')).toEqual([]);
  });

  it('speaks Russian under /ru, writes robots exceptions and carries JSON-LD', () => {
    const data = node('BreadcrumbList', { itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Главная', item: `${ORIGIN}/ru` }] });
    const tags = pageMeta({ ...base, pathname: '/ru/doctors/kyiv/kardiolog', search: '?page=2', robots: 'noindex, follow', jsonLd: [data] });
    expect(find(tags, 'og:url')).toEqual([`${ORIGIN}/ru/doctors/kyiv/kardiolog?page=2`]);
    expect(find(tags, 'og:locale')).toEqual(['ru_RU']);
    expect(find(tags, 'og:locale:alternate')).toEqual(['uk_UA']);
    expect(find(tags, 'og:image')).toEqual([]);
    expect(find(tags, 'twitter:card')).toEqual(['summary']);
    expect(find(tags, 'robots')).toEqual(['noindex, follow']);
    expect(tags).toContainEqual({ 'script:ld+json': data });
    expect(find(pageMeta({ ...base, pathname: '/ru/compare' }), 'robots')).toEqual(['noindex, follow']);
  });
});
