/**
 * Browser entry: turns the flight rows the server inlined (self.__NF) into a stream, hydrates
 * the document from it in a transition (in slices that yield to the browser), and hands the tree
 * to the client router.
 */
import { hydrateRoot } from 'react-dom/client';
import { startTransition } from 'react';
import type { ReactNode } from 'react';
import { createFromReadableStream } from 'react-server-dom-webpack/client';
import { isChunkLoadError } from './runtime/chunkReloadRules';
import { Router } from './router/Router';
import { reloadForChunk } from './runtime/chunkReload';
import { documentFlightSource, inlineFlightStream } from './runtime/inlineFlight';
import { guardChunkLoadsUntilHydrated } from './runtime/chunkLoading';
import { startAuthAtStartup } from './auth/authEntry';
import { installAffiliateClickIds } from './affiliate/clickIds';
import { installErrorListeners, reportClientError } from './errors/errorReporter';
// Code the core islands (the islands chunk) share with the islands few pages load (the video
// player and its lazy player, live updates): kept in this entry, which every chunk may rely
// on, so that neither chunk carries its own copy (webpack leaves out of a client chunk what
// its parent, this entry, already has). About 2 KB gzip less on a page with a video.
import './tracking/collect';
import './runtime/when';
import '../shared/scripts/resourceUrl';

// Errors are kept from the first moment (decision 078); the ErrorReporter island sends them.
installErrorListeners();
guardChunkLoadsUntilHydrated();

startAuthAtStartup();

installAffiliateClickIds();

const initial = createFromReadableStream<ReactNode>(inlineFlightStream(documentFlightSource()));
// Hydrating inside a transition gives it a transition lane, which React renders in slices that
// yield to the browser (about every 5 ms) instead of one task for the whole document: a reader's
// tap or scroll during hydration is handled at once, and phones see no long hydration task.
startTransition(() => {
  hydrateRoot(document, <Router initial={initial} />, {
    onRecoverableError(error) {
      console.warn('Hydration recovered from an error', error);
    },
    onUncaughtError(error) {
      // A client chunk of the page being navigated to could not load: a stale deployment.
      if (isChunkLoadError(error)) {
        reloadForChunk(location.href, error);
      } else {
        reportClientError('uncaught', error);
        console.error('Uncaught render error', error);
      }
    },
  });
});
