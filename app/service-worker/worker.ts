/**
 * The service worker `/sw.js` (SPEC §4, §9; docs/decisions/250, 251). The server writes the build it
 * belongs to in front of this code (`self.__vzBuild`), so each deployment gives a different worker.
 * Pages go to the network first and fall back to the offline page; hashed build files come from the
 * shell cache; the patient's upcoming appointments are kept (trimmed) for the offline page and forgotten
 * at every sign-in and sign-out. Everything else passes by untouched.
 */
import type { TAppointmentList } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { PERSONAL_CACHE, shellCacheName, staleCaches, UPCOMING_KEY } from './cache-names.ts';
import { BUILD_GLOBAL, FORGET_PERSONAL, isWorkerMessage, type WorkerBuild } from './messages.ts';
import { offlineAppointments, readOfflineAppointments } from './offline-appointments.ts';
import { OFFLINE_PAGE_POLICY, offlinePageHtml } from './offline-page.ts';
import { requestKind, UPCOMING_PATH } from './request-kinds.ts';
import type { ExtendableEvent, FetchEvent, ServiceWorkerScope } from './worker-scope.ts';

const scope = self as unknown as ServiceWorkerScope & Record<typeof BUILD_GLOBAL, WorkerBuild>;
const build = scope[BUILD_GLOBAL];
const SHELL = shellCacheName(build.version);

/** One missing file must not keep the whole worker from installing: it is fetched when first needed. */
async function precache(): Promise<void> {
  const cache = await scope.caches.open(SHELL);
  await Promise.all(build.precache.map((path) => cache.add(path).catch(() => undefined)));
}

scope.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(precache().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const stale = staleCaches(await scope.caches.keys(), build.version);
      await Promise.all(stale.map((name) => scope.caches.delete(name)));
      await scope.clients.claim();
    })(),
  );
});

const forgetPersonal = () => scope.caches.delete(PERSONAL_CACHE);

async function keptAppointments() {
  try {
    const kept = await (await scope.caches.open(PERSONAL_CACHE)).match(UPCOMING_KEY);
    return kept ? readOfflineAppointments(await kept.json()) : null;
  } catch {
    return null;
  }
}

async function offlinePage(url: string): Promise<Response> {
  return new Response(offlinePageHtml(url, await keptAppointments()), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': OFFLINE_PAGE_POLICY },
  });
}

async function pageFromNetwork(request: Request): Promise<Response> {
  try {
    return await scope.fetch(request);
  } catch {
    return offlinePage(request.url);
  }
}

async function assetFromShell(request: Request): Promise<Response> {
  const cache = await scope.caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await scope.fetch(request);
  if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

async function keepUpcoming(response: Response): Promise<void> {
  if (response.status === 401 || response.status === 403) {
    await forgetPersonal();
    return;
  }
  if (!response.ok) return;
  const list = (await response.json()) as TAppointmentList;
  const copy = JSON.stringify(offlineAppointments(list, new Date()));
  const cache = await scope.caches.open(PERSONAL_CACHE);
  await cache.put(UPCOMING_KEY, new Response(copy, { headers: { 'content-type': 'application/json' } }));
}

scope.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  switch (requestKind(request, scope.location.origin)) {
    case 'page':
      event.respondWith(pageFromNetwork(request));
      return;
    case 'asset':
      event.respondWith(assetFromShell(request));
      return;
    case 'upcoming-appointments': {
      // Copied before the page gets the answer and reads its body.
      const answered = scope.fetch(request).then((response) => ({ response, copy: response.clone() }));
      event.respondWith(answered.then(({ response }) => response));
      event.waitUntil(answered.then(({ copy }) => keepUpcoming(copy)).catch(() => undefined));
      return;
    }
    case 'session-change':
      // The browser sends it as usual; the kept list belongs to nobody once a session starts or ends.
      event.waitUntil(forgetPersonal());
      return;
    case 'pass':
      return;
  }
});

/** The first page of upcoming appointments, asked for by the worker itself, in the page's language. */
async function readUpcoming(locale: Locale): Promise<void> {
  const response = await scope.fetch(`${UPCOMING_PATH}?scope=upcoming&page=1`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': locale },
  });
  await keepUpcoming(response);
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (!isWorkerMessage(message)) return;
  event.waitUntil((message.type === FORGET_PERSONAL ? forgetPersonal() : readUpcoming(message.locale)).catch(() => undefined));
});
