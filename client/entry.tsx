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
import { authStore } from './auth/authStore';
import { looksLikeImplicitReturn, storedStrategy } from './auth/strategy';

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

// Auth at startup (spec 000 §4). A token in the hash leaves the address bar before anything else
// runs; the code that completes it, or fetches the user (stored strategy, or a page rendered for a
// signed-in reader), loads only then: never for an anonymous reader.
const implicitHash = looksLikeImplicitReturn(location.hash) ? location.hash : null;
if (implicitHash !== null) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
// The server rendered this page for a signed-in reader (the session cookie is HttpOnly).
const signedIn = document.body?.getAttribute('data-auth') === 'logged-in';
if (implicitHash !== null || signedIn || storedStrategy() !== null) {
  void import(/* webpackChunkName: "auth-startup" */ './auth/authStartup').then(
    (module) => module.startAuth({ implicitHash, signedIn }),
    () => authStore.dispatch({ type: 'fetchComplete' }),
  );
} else {
  authStore.dispatch({ type: 'fetchComplete' });
}

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
