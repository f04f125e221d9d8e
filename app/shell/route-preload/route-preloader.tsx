import { useContext, useEffect, useRef, useState } from 'react';
import { matchRoutes, PrefetchPageLinks, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useLocation } from 'react-router';
import { isSlowConnection } from './connection.ts';
import { preloadablePath } from './link-target.ts';
import { PreloadQueue } from './preload-queue.ts';

/** A pointer resting this long on a link is an intent; one crossing it on the way elsewhere is not. */
const HOVER_INTENT_MS = 100;
/** SPEC §9 "payload prefetch delayed 1 s": the page's data is fetched once the intent has lasted this long. */
export const PAYLOAD_PREFETCH_DELAY_MS = 1_000;
/** A file that neither loads nor fails in this long frees its place in the queue. */
const FILE_TIMEOUT_MS = 10_000;

function preloadModule(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    const timer = setTimeout(resolve, FILE_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
    document.head.append(link);
  });
}

const anchorOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null);

/**
 * Route preloading on intent (SPEC §9), for every link of the site: a pointer resting on a link, a key
 * focusing it or a finger touching it preloads the modules of the routes it leads to (at most four files at
 * a time); when the intent lasts a second, the page's data too (React Router's own prefetch links, which
 * know the exact request the navigation will make). Nothing on a slow connection or with data saving on.
 */
export function RoutePreloader() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const location = useLocation();
  const [payloadPath, setPayloadPath] = useState<string | null>(null);
  const intended = useRef<string | null>(null);

  useEffect(() => {
    intended.current = null;
    setPayloadPath(null);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!framework || !dataRouter) return;
    const { manifest, routeModules } = framework;
    const { router } = dataRouter;
    const queue = new PreloadQueue(preloadModule);
    let hoverTimer: ReturnType<typeof setTimeout> | undefined;
    let payloadTimer: ReturnType<typeof setTimeout> | undefined;

    const filesOf = (pathname: string): string[] => {
      const matches = matchRoutes(router.routes, pathname, router.basename) ?? [];
      const files = matches.flatMap(({ route }) => {
        const entry = route.id === undefined || route.id in routeModules ? undefined : manifest.routes[route.id];
        return entry ? [entry.module, ...(entry.imports ?? [])] : [];
      });
      return [...new Set(files)];
    };

    const intend = (anchor: HTMLAnchorElement) => {
      const path = preloadablePath(anchor, window.location);
      if (!path || isSlowConnection()) return;
      intended.current = path;
      queue.add(filesOf(new URL(path, window.location.origin).pathname));
      clearTimeout(payloadTimer);
      payloadTimer = setTimeout(() => {
        if (intended.current === path) setPayloadPath(path);
      }, PAYLOAD_PREFETCH_DELAY_MS);
    };
    const giveUp = () => {
      intended.current = null;
      clearTimeout(hoverTimer);
      clearTimeout(payloadTimer);
    };

    const onPointerOver = (event: PointerEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor || event.pointerType === 'touch') return;
      clearTimeout(hoverTimer);
      hoverTimer = setTimeout(() => intend(anchor), HOVER_INTENT_MS);
    };
    const onPointerOut = (event: PointerEvent) => {
      const anchor = anchorOf(event.target);
      if (anchor && !(event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))) giveUp();
    };
    // A key focusing a link, or a finger touching it, is an intent at once.
    const onDirectIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (anchor) intend(anchor);
    };

    const options = { capture: true, passive: true } as const;
    const listeners = [
      ['pointerover', onPointerOver as EventListener],
      ['pointerout', onPointerOut as EventListener],
      ['focusin', onDirectIntent],
      ['focusout', giveUp],
      ['touchstart', onDirectIntent],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener, options);
    return () => {
      giveUp();
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, options);
    };
  }, [framework, dataRouter]);

  return payloadPath ? <PrefetchPageLinks page={payloadPath} /> : null;
}
