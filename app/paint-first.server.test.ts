import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../contracts/cookies.ts';
import {
  DEFERRED_TYPE,
  FALLBACK_MS,
  HELD_ATTRIBUTE,
  INTENT_EVENTS,
  LOADER_PATH,
  LOADER_SOURCE,
  paintFirst,
  paintFirstDocument,
  WAKE_ATTRIBUTE,
} from './paint-first.server.ts';
import { MESSAGES_ATTRIBUTE } from './i18n/messages-file.ts';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="modulepreload" href="/assets/entry.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/react-Ab_1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/route.js" nonce="abc"/>',
  '<link nonce="" rel="stylesheet" href="/assets/root.css"/>',
  '</head><body><main>Text</main>',
  '<script nonce="abc">window.__ctx = 1;</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/route.js";\nimport("/assets/entry.js");</script>',
  '<script nonce="abc">window.__after = 1;</script>',
  '</body></html>',
].join('');

const INERT_TEXT = 'import "/assets/react-Ab_1.js";import "/assets/route.js";import * as route0 from "/assets/route.js";\nimport("/assets/entry.js");';

type Node = { rel?: string; href?: string; type?: string; text?: string; nonce?: string };
type Listener = (event: unknown) => void;

/** The loader element's data attributes, as the browser's `dataset` gives them. */
function loaderData(html: string): Record<string, string> {
  const tag = new RegExp(`<script src="${LOADER_PATH}" defer([^>]*)></script>`).exec(html)![1];
  return Object.fromEntries([...tag.matchAll(/ data-(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
}

/** Just enough of a browser to run the loader: a head, timers, frames, listeners, fetch, an observer. */
class FakeBrowser {
  head: Node[] = [];
  fetched: string[] = [];
  listeners = new Map<string, Listener[]>();
  timers: (() => void)[] = [];
  frames: (() => void)[] = [];
  observed: unknown[] = [];
  observer?: (entries: { isIntersecting: boolean }[]) => void;
  document: Record<string, unknown>;

  constructor(html: string, { cookie = '', search = '', readyState = 'loading', wakers = [] as unknown[], messages = null as string | null } = {}) {
    this.document = {
      cookie,
      readyState,
      currentScript: { nonce: 'abc', dataset: loaderData(html) },
      documentElement: { getAttribute: (name: string) => (name === MESSAGES_ATTRIBUTE ? messages : null) },
      head: { appendChild: (node: Node) => this.head.push(node) },
      createElement: () => ({}),
      querySelector: (selector: string) => (selector === `script[type="${DEFERRED_TYPE}"]` ? { text: INERT_TEXT } : null),
      querySelectorAll: (selector: string) => (selector === `[${WAKE_ATTRIBUTE}]` ? wakers : []),
      addEventListener: () => undefined,
    };
    const listeners = this.listeners;
    const window = {
      requestAnimationFrame: (callback: () => void) => this.frames.push(callback),
      addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      removeEventListener: (type: string, listener: Listener) =>
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((known) => known !== listener),
        ),
      fetch: (href: string) => {
        this.fetched.push(href);
        return Promise.resolve();
      },
      IntersectionObserver: class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          browser.observer = callback;
        }
        observe(element: unknown) {
          browser.observed.push(element);
        }
        disconnect() {}
      },
    };
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the observer class above reports to this browser
    const browser = this;
    new Function('document', 'window', 'location', 'requestAnimationFrame', 'setTimeout', 'fetch', 'IntersectionObserver', LOADER_SOURCE)(
      this.document,
      window,
      { search },
      window.requestAnimationFrame,
      (callback: () => void) => this.timers.push(callback),
      window.fetch,
      window.IntersectionObserver,
    );
  }

  paint() {
    for (const frame of this.frames.splice(0)) frame();
    this.runTimers(1);
  }

  runTimers(rounds = 50) {
    for (let round = 0; round < rounds && this.timers.length > 0; round += 1) for (const timer of this.timers.splice(0)) timer();
  }

  dispatch(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  started() {
    return this.head.some((node) => node.type === 'module' && node.text === INERT_TEXT);
  }
}

describe('paintFirst', () => {
  const out = paintFirst(page);

  it('drops the module preloads and keeps the stylesheets', () => {
    expect(out).not.toContain('modulepreload" href');
    expect(out).toContain('<link nonce="" rel="stylesheet" href="/assets/root.css"/>');
  });

  it('makes the route-module script inert, nonce and text kept, every file but the entry imported first', () => {
    expect(out).toContain(
      `<script nonce="abc" type="${DEFERRED_TYPE}">import "/assets/react-Ab_1.js";import "/assets/route.js";import * as route0 from "/assets/route.js";\nimport("/assets/entry.js");</script>`,
    );
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).not.toMatch(/<script[^>]*\basync\b[^>]*>import/);
  });

  it('names the scripts the loader will add, as the loader writes them', () => {
    const browser = new FakeBrowser(out);
    browser.paint();
    const added = browser.head.filter((node) => node.type === 'module').map((node) => node.text);
    expect(paintFirstDocument(page).addedScripts).toEqual(added);
  });

  it('adds the loader file, deferred, with the nonce, the entry, the chunks apart and the wake, right after it', () => {
    expect(out).toContain(
      `<script src="${LOADER_PATH}" defer nonce="abc" data-entry="/assets/entry.js" data-chunks="/assets/react-Ab_1.js" data-wake="paint"></script><script nonce="abc">window.__after`,
    );
    expect(LOADER_SOURCE).toContain(`setTimeout(go,${FALLBACK_MS})`);
    expect(() => new Function(LOADER_SOURCE)).not.toThrow();
  });

  it('runs the loader at paint: preloads then a module script with the same text and nonce, once', () => {
    const browser = new FakeBrowser(out);
    expect(browser.head).toHaveLength(0);
    browser.paint();
    expect(browser.head.map((node) => node.href ?? node.text)).toEqual(['/assets/entry.js', 'import "/assets/react-Ab_1.js";', INERT_TEXT]);
    expect(browser.head[1]).toMatchObject({ type: 'module', nonce: 'abc' });
    expect(browser.head[2]).toMatchObject({ type: 'module', nonce: 'abc', text: INERT_TEXT });
    browser.runTimers();
    expect(browser.head).toHaveLength(3);
  });

  it('holds a press on a script-only button made before hydration, marks it, and replays it once the button has hydrated', () => {
    const browser = new FakeBrowser(out);
    const clicked: string[] = [];
    const attributes = new Set<string>();
    const button: Record<string, unknown> = {
      form: null,
      type: 'button',
      disabled: false,
      isConnected: true,
      click: () => clicked.push(`button ${[...attributes].join()}`),
      setAttribute: (name: string) => attributes.add(name),
      removeAttribute: (name: string) => attributes.delete(name),
    };
    const link = { closest: () => null };
    const press = (target: unknown) => {
      const event = { target, prevented: false, stopped: false, preventDefault: () => (event.prevented = true), stopPropagation: () => (event.stopped = true) };
      browser.dispatch('click', event);
      return event;
    };
    expect(press(link)).toMatchObject({ prevented: false });
    const submit = { closest: () => ({ form: {}, type: 'submit' }) };
    expect(press(submit)).toMatchObject({ prevented: false });
    browser.dispatch('pointerdown', { target: { closest: () => button } });
    expect([...attributes]).toEqual([HELD_ATTRIBUTE]);
    expect(press({ closest: () => button })).toMatchObject({ prevented: true, stopped: true });
    browser.paint();
    expect(browser.started()).toBe(true);
    browser.runTimers(3);
    expect(clicked).toEqual([]);
    browser.document['__reactContainer$x'] = {};
    browser.runTimers(3);
    expect(clicked).toEqual([]);
    button['__reactProps$x'] = {};
    browser.runTimers();
    expect(clicked).toEqual([`button ${HELD_ATTRIBUTE}`]);
    expect([...attributes]).toEqual([]);
    expect(press({ closest: () => button })).toMatchObject({ prevented: false });
  });

  describe('on a page to read', () => {
    const reading = paintFirst(page, 'intent');

    it('starts nothing at paint, prefetches every file once after load, one per task', () => {
      const browser = new FakeBrowser(reading);
      browser.paint();
      browser.runTimers();
      expect(browser.started()).toBe(false);
      expect(browser.fetched).toEqual([]);
      browser.dispatch('load');
      browser.runTimers(1);
      expect(browser.fetched).toEqual(['/assets/react-Ab_1.js']);
      browser.runTimers();
      expect(browser.fetched).toEqual(['/assets/react-Ab_1.js', '/assets/route.js', '/assets/entry.js']);
      expect(browser.started()).toBe(false);
    });

    it("fetches the page's messages file with the scripts: last of the prefetches, and at once when they start", () => {
      const messages = '/assets/messages/ua.site.abc.json';
      const idle = new FakeBrowser(reading, { messages });
      idle.dispatch('load');
      idle.runTimers();
      expect(idle.fetched).toEqual(['/assets/react-Ab_1.js', '/assets/route.js', '/assets/entry.js', messages]);
      const woken = new FakeBrowser(reading, { messages });
      woken.dispatch('pointerdown');
      woken.paint();
      expect(woken.started()).toBe(true);
      expect(woken.fetched).toEqual([messages]);
    });

    it.each(INTENT_EVENTS)('starts after the frame following the first %s and then stops listening', (type) => {
      const browser = new FakeBrowser(reading);
      browser.dispatch(type);
      expect(browser.started()).toBe(false);
      browser.paint();
      expect(browser.started()).toBe(true);
      // What stays is the press marker of a script-only button (one `pointerdown` listener, on every page).
      for (const intent of INTENT_EVENTS) expect(browser.listeners.get(intent) ?? []).toHaveLength(intent === 'pointerdown' ? 1 : 0);
      browser.dispatch('load');
      browser.runTimers();
      expect(browser.fetched).toEqual([]);
    });

    it('starts when a marked element comes near the screen', () => {
      const map = { id: 'map' };
      const browser = new FakeBrowser(reading, { wakers: [map] });
      expect(browser.observed).toEqual([map]);
      browser.observer!([{ isIntersecting: false }]);
      expect(browser.started()).toBe(false);
      browser.observer!([{ isIntersecting: true }]);
      expect(browser.started()).toBe(true);
    });

    it('starts at paint for a signed-in visitor and for a sign-in link', () => {
      for (const options of [{ cookie: `a=1; ${SIGNED_IN_HINT_COOKIE}=1` }, { search: '?login=patients' }]) {
        const browser = new FakeBrowser(reading, options);
        expect(browser.started()).toBe(false);
        browser.paint();
        expect(browser.started()).toBe(true);
      }
    });
  });

  it('leaves a document without a module script alone', () => {
    expect(paintFirst('<html><body>Not found</body></html>')).toBe('<html><body>Not found</body></html>');
  });
});
