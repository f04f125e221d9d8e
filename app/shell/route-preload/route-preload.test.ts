import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageViewAfterNavigation, VIRTUAL_PAGE_VIEW, WIDGET_RESTART_DELAY_MS } from '../../components/head/page-view-after-navigation.ts';
import { isSlowConnection } from './connection.ts';
import { preloadablePath } from './link-target.ts';
import { MAX_CONCURRENT_PRELOADS, PreloadQueue } from './preload-queue.ts';

function deferredFetcher() {
  const pending = new Map<string, () => void>();
  const started: string[] = [];
  const fetchFile = (url: string) =>
    new Promise<void>((resolve) => {
      started.push(url);
      pending.set(url, resolve);
    });
  const finish = async (url: string) => {
    pending.get(url)?.();
    pending.delete(url);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { fetchFile, started, pending, finish };
}

describe('route preloading (SPEC §9)', () => {
  it('fetches at most four files at once, the newest intent first, each file once', async () => {
    const fetcher = deferredFetcher();
    const queue = new PreloadQueue(fetcher.fetchFile);
    queue.add(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    expect(fetcher.pending.size).toBe(4);
    expect(queue.running).toBe(4);
    queue.add(['b1', 'a2', 'a6']);
    await fetcher.finish('a1');
    // The newer intent's file went ahead of the older one still waiting.
    expect(fetcher.started).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    for (const url of [...fetcher.pending.keys()]) await fetcher.finish(url);
    for (const url of [...fetcher.pending.keys()]) await fetcher.finish(url);
    expect(fetcher.started.sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1']);
    expect(queue.running).toBe(0);
    queue.add(['a1']);
    expect(fetcher.started).toHaveLength(7);
  });

  it('a failed file frees its place', async () => {
    let calls = 0;
    const queue = new PreloadQueue(async () => {
      calls += 1;
      throw new Error('404');
    }, 1);
    queue.add(['x', 'y']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
    expect(queue.running).toBe(0);
  });

  it('is skipped when data saving is on or the link is 2G class', () => {
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('prepares only in-site page links', () => {
    const here = { href: 'https://vizyt.test/doctors', origin: 'https://vizyt.test', pathname: '/doctors', search: '' };
    const link = (href: string, attributes: Record<string, string> = {}) => ({
      href: new URL(href, here.href).href,
      hasAttribute: (name: string) => name in attributes,
      getAttribute: (name: string) => attributes[name] ?? null,
    });
    expect(preloadablePath(link('/clinics/kyiv?page=2'), here)).toBe('/clinics/kyiv?page=2');
    expect(preloadablePath(link('/ru/doctors'), here)).toBe('/ru/doctors');
    expect(preloadablePath(link('/doctors'), here)).toBeNull();
    expect(preloadablePath(link('/doctors#reviews'), here)).toBeNull();
    expect(preloadablePath(link('https://example.com/x'), here)).toBeNull();
    expect(preloadablePath(link('/calendar/feed.ics'), here)).toBeNull();
    expect(preloadablePath(link('/api/v1/handbooks'), here)).toBeNull();
    expect(preloadablePath(link('/clinics', { target: '_blank' }), here)).toBeNull();
    expect(preloadablePath(link('/clinics', { download: '' }), here)).toBeNull();
    expect(preloadablePath(link('mailto:help@vizyt.test'), here)).toBeNull();
  });
});

describe('third-party widgets after a navigation (SPEC §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('are told of the new page 200 ms after it, once for a quick run of navigations', () => {
    vi.useFakeTimers();
    const pushed: unknown[] = [];
    const read = (path: string) => () => ({ path, href: `https://vizyt.test${path}`, title: `title of ${path}` });
    const cancelFirst = pageViewAfterNavigation((entry) => pushed.push(entry), read('/a'));
    vi.advanceTimersByTime(100);
    cancelFirst();
    pageViewAfterNavigation((entry) => pushed.push(entry), read('/b'));
    vi.advanceTimersByTime(WIDGET_RESTART_DELAY_MS - 1);
    expect(pushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(WIDGET_RESTART_DELAY_MS).toBe(200);
    expect(pushed).toEqual([{ event: VIRTUAL_PAGE_VIEW, page_path: '/b', page_location: 'https://vizyt.test/b', page_title: 'title of /b' }]);
  });
});
