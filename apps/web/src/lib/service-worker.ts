export const OFFLINE_READY_EVENT = 'booster:offline-ready';

/** Marks the document offline-ready (`<html data-offline-ready>`) and tells listeners, without a toast. */
function signalOfflineReady() {
  document.documentElement.dataset.offlineReady = 'true';
  globalThis.dispatchEvent(new CustomEvent(OFFLINE_READY_EVENT));
}

/**
 * Registers `/service-worker.js` (scope `/`). The first activation signals offline-ready; an
 * activated update (a new worker taking control) reloads the page (spec 4).
 */
export function registerServiceWorker(onOfflineReady: () => void = signalOfflineReady) {
  if (!('serviceWorker' in navigator)) return;
  let hasController = !!navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hasController) {
      hasController = true;
      onOfflineReady();
      return;
    }
    if (reloading) return;
    reloading = true;
    globalThis.location.reload();
  });
  globalThis.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => undefined);
  });
}

/** How long to wait for the worker registered at load before giving up (dev builds register none). */
const READY_TIMEOUT_MS = 10_000;

/** The active registration of `/service-worker.js`, or null where there is none (unsupported, dev). */
export async function activeServiceWorker(
  timeoutMs = READY_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
