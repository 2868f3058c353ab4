/**
 * Browser entry: turns the flight rows the server inlined (self.__NF) into a stream, hydrates
 * the document from it, and hands the tree to the client router.
 */
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { createFromReadableStream } from 'react-server-dom-webpack/client';
import { isChunkLoadError } from '../shared/runtime/chunkReload';
import { Router } from './router/Router';
import { reloadForChunk } from './runtime/chunkReload';
import { guardChunkLoadsUntilHydrated } from './runtime/chunkLoading';
import { startAuthAtStartup } from './auth/authEntry';

declare global {
  interface Window {
    __NF?: string[] | { push(chunk: string): void };
  }
}

function inlinedFlight(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const pending = Array.isArray(window.__NF) ? window.__NF : [];
      for (const chunk of pending) controller.enqueue(encoder.encode(chunk));
      window.__NF = { push: (chunk: string) => controller.enqueue(encoder.encode(chunk)) };
      const close = () => controller.close();
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', close, { once: true });
      else close();
    },
  });
}

guardChunkLoadsUntilHydrated();

startAuthAtStartup();

const initial = createFromReadableStream<ReactNode>(inlinedFlight());
hydrateRoot(document, <Router initial={initial} />, {
  onRecoverableError(error) {
    console.warn('Hydration recovered from an error', error);
  },
  onUncaughtError(error) {
    // A client chunk of the page being navigated to could not load: a stale deployment.
    if (isChunkLoadError(error)) reloadForChunk(location.href);
    else console.error('Uncaught render error', error);
  },
});
