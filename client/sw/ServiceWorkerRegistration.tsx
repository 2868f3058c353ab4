'use client';
/**
 * Registers the site's service worker (spec 000 §2: the error page registers /service-worker.js;
 * 001 §8: a registration failure is reported). Hydrates on idle: it never competes with the page.
 */
import { useEffect } from 'react';
import { reportClientError } from '../errors/errorReporter';

export const SERVICE_WORKER_URL = '/service-worker.js';

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
        reportClientError('serviceWorker', error);
      });
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const handle = idle(register);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, []);
  return null;
}
