/* Booster service worker (scope /). Hand-written: network-first navigation with an offline
 * fallback, cache-first for hashed build assets, nothing from /api or /ws is ever cached;
 * Web Push notifications and their clicks. */
const VERSION = 'booster-v1';
const SHELL_CACHE = `${VERSION}-shell`;
const ASSET_CACHE = `${VERSION}-assets`;
const OFFLINE_URL = '/offline.html';
const PRECACHE = [OFFLINE_URL, '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !k.startsWith(VERSION)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws');
}

async function networkFirstNavigation(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      // The SPA serves one document for every route: keep the latest as the offline shell.
      cache.put('/', response.clone());
    }
    return response;
  } catch {
    return (await cache.match('/')) || (await cache.match(OFFLINE_URL)) || Response.error();
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirstAsset(request));
});

/* Web Push (VAPID): the server sends { title, body, icon, data: { url } } encrypted for this
 * browser; show it even when no tab is open. */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const data = message.data || {};
  // Open tabs hear of it on the browser channel too (spec 7 'notif': orders refresh, others blink).
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel('notif');
    channel.postMessage({ type: data.type || 'order' });
    channel.close();
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Booster', {
      body: message.body || '',
      icon: message.icon || '/favicon.svg',
      data: { ...data, url: data.url || '/panel/notification' },
      tag: data.notificationId,
    }),
  );
});

/* A click focuses a tab already on that page, else opens it. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).href === target.href);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    }),
  );
});
