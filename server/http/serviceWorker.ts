/**
 * /service-worker.js: registered by the error page (spec 000 §2). It takes control at once and
 * answers nothing itself — every request goes to the network as before — so it can never serve
 * a stale page. It exists so the registration succeeds and offline support can grow here.
 */
export const SERVICE_WORKER_SOURCE = `// Neutron service worker
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
`;

export const SERVICE_WORKER_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'no-cache',
  'service-worker-allowed': '/',
} as const;
